import fs from 'node:fs';
import path from 'node:path';

// Every name an app imports from '@tanstack/react-query' reaches it through the facade (the shared webpack config
// maps that import to @fj/query). A name the facade lacks would be `undefined` in the browser, with no build error:
// this test is where it fails instead.

const ROOT = path.resolve(__dirname, '../../..');
const APP_SOURCES = [
  'shell/src',
  'packages/ui/src',
  ...fs
    .readdirSync(ROOT)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Value names in `import { a, b as c, type D } from '<module>'` (type-only imports need nothing at run time). */
function importedValueNames(source: string, modules: RegExp): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1] || !modules.test(m[3])) continue;
    for (const part of m[2]
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      names.push(part.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

test('the facade exports every TanStack Query name the apps import', () => {
  const facade = fs.readFileSync(path.join(__dirname, '../src/index.ts'), 'utf8');
  const exported = new Set(importedValueNames(facade.replace(/export\s*\{/g, 'import {'), /^#react-query$/));
  const missing: string[] = [];
  for (const file of APP_SOURCES.flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
    const source = fs.readFileSync(file, 'utf8');
    if (/import\s+\*\s+as\s+\w+\s+from\s+['"]@tanstack\/react-query['"]/.test(source))
      missing.push(`${path.relative(ROOT, file)}: namespace import`);
    for (const name of importedValueNames(source, /^@tanstack\/react-query$/)) {
      if (!exported.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
    }
  }
  expect(missing).toEqual([]);
  expect(exported.size).toBeGreaterThan(5);
});

test('the facade re-exports the real TanStack Query', async () => {
  const facade = await import('../src/index');
  const real = await import('@tanstack/react-query');
  expect(facade.QueryClient).toBe(real.QueryClient);
  expect(facade.onlineManager).toBe(real.onlineManager);
  for (const name of ['useQuery', 'useMutation', 'useQueryClient', 'QueryClientProvider'] as const) {
    expect(typeof facade[name]).toBe('function');
  }
});
