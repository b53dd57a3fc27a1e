import fs from 'node:fs';
import path from 'node:path';
import { API_CATALOG } from '@fj/contracts';

// Every mutating endpoint is in the shared fuzz run (docs/decisions/0801-fuzzing-request-bodies.md). A fuzz test names
// the endpoint it sends to with `contractOf('put', '/api/businesses/{id}')` (its body and response schemas come from the
// catalog that way), so the endpoints fuzzed are the contractOf calls in the test files that call fuzzEndpoint; a new
// catalog entry that no fuzz test names fails here.

const ROOT = path.join(__dirname, '../..');
const TEST_DIRS = ['bff/test', ...fs.readdirSync(path.join(ROOT, 'services')).map((s) => `services/${s}/test`)];

/** The mutating endpoints with nothing to fuzz, and why. */
const NOT_FUZZED: Record<string, string> = {
  // A DELETE of one record by its id takes no body; the id goes through each router's record-id check (any other string
  // is a 404) and the 404 for another user's record is tested beside each endpoint.
  ...Object.fromEntries(
    API_CATALOG.filter((e) => e.method === 'delete' && !e.body && /\{\w+\}$/.test(e.path)).map((e) => [
      `DELETE ${e.path}`,
      'no body: a record id only',
    ]),
  ),
};

function testFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(full, f));
}

/** `METHOD /path` → the test file that fuzzes it. */
function fuzzed(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of TEST_DIRS.flatMap(testFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('fuzzEndpoint(')) continue;
    for (const [, method, route] of text.matchAll(/contractOf\(\s*['"](\w+)['"],\s*['"]([^'"]+)['"],?\s*\)/g))
      found.set(`${method.toUpperCase()} ${route}`, path.relative(ROOT, file));
  }
  return found;
}

const mutating = API_CATALOG.filter((e) => e.method !== 'get').map((e) => `${e.method.toUpperCase()} ${e.path}`);

it('every mutating endpoint in the catalog is fuzzed, or has nothing to fuzz', () => {
  const covered = fuzzed();
  expect(mutating.filter((name) => !covered.has(name) && !NOT_FUZZED[name])).toEqual([]);
});

it('finds the fuzz tests it reads (a renamed helper would otherwise make every endpoint look unfuzzed or fuzzed)', () => {
  const covered = fuzzed();
  expect(covered.get('PUT /api/businesses/{id}')).toBe('services/core/test/fuzz.test.ts');
  expect(covered.get('POST /api/auth/register')).toBe('bff/test/hardening.test.ts');
  expect(covered.size).toBeGreaterThan(60);
  // Nothing is both exempt and fuzzed, and every exemption is a catalogued endpoint.
  expect(Object.keys(NOT_FUZZED).filter((name) => covered.has(name) || !mutating.includes(name))).toEqual([]);
});
