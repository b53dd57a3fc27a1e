import fs from 'node:fs';
import path from 'node:path';

// Every name an app imports from 'react-router' or 'react-router-dom' reaches it through the facade (the shared
// webpack config maps those imports to @fj/router). A name the facade lacks would be `undefined` in the browser,
// with no build error: this test is where it fails instead.

const ROOT = path.resolve(__dirname, '../../..');
const APP_SOURCES = [
  'shell/src',
  'packages/ui/src',
  ...fs
    .readdirSync(ROOT)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];

// The first views drawn on the server run in Node.js only, where 'react-router' is the package itself (the server
// build shares nothing: tools/webpack/createFirstViewConfig.js).
const SERVER_ONLY = path.join(ROOT, 'packages/ui/src/server');

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir) || dir === SERVER_ONLY) return [];
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

test('the facade exports every router name the apps import', () => {
  const facade = fs.readFileSync(path.join(__dirname, '../src/index.ts'), 'utf8');
  const exported = new Set(importedValueNames(facade.replace(/export\s*\{/g, 'import {'), /^#react-router$/));
  const missing: string[] = [];
  for (const file of APP_SOURCES.flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
    const source = fs.readFileSync(file, 'utf8');
    if (/import\s+\*\s+as\s+\w+\s+from\s+['"]react-router/.test(source))
      missing.push(`${path.relative(ROOT, file)}: namespace import`);
    for (const name of importedValueNames(source, /^react-router(-dom)?$/)) {
      if (!exported.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
    }
  }
  expect(missing).toEqual([]);
  expect(exported.size).toBeGreaterThan(5);
});

test('the facade re-exports real react-router functions', async () => {
  const facade = await import('../src/index');
  for (const name of ['BrowserRouter', 'Link', 'Routes', 'Route', 'useNavigate', 'useLocation', 'useParams']) {
    expect(typeof (facade as Record<string, unknown>)[name]).toMatch(/function|object/);
  }
});
