import http from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import { toJsonSchema, validArbitrary, type JsonSchema } from './json-schema';
import {
  boundaryValues,
  CRASH_NUMBERS,
  CRASH_STRINGS,
  DISHONEST_STRINGS,
  HOSTILE_BODIES,
  hostileValues,
  RAW_BODIES,
} from './hostile-values';

export type FuzzMethod = 'post' | 'put' | 'patch' | 'delete';

export interface FuzzOptions {
  /** Sent with every request: the identity assertion (services), `Origin` (BFF), cookies. */
  headers?: Record<string, string>;
  /**
   * Top-level keys every generated body carries with these values (e.g. `{ businessId }` of a business the caller
   * owns), so valid and boundary bodies get past the ownership check and reach the database. Hostile cases still
   * replace them.
   */
  fixed?: Record<string, unknown>;
  /**
   * Values that fields deeper in a body take from a set, e.g. `{ 'businessUpdates.*.id': [ids of the caller's
   * businesses] }` (a dotted path, `*` for every item of a list). Each body takes them in a shuffled order, so a list
   * names each value once until it is longer than the set. Hostile cases still replace them.
   */
  pick?: Record<string, readonly unknown[]>;
  /**
   * Everything the endpoint could write, read before and after each request; a 4xx must leave it unchanged.
   * Usually `databaseSnapshot(db)` from this module.
   */
  snapshot?: () => Promise<unknown>;
  /** Random cases on top of the named crash cases (default 100). */
  numRuns?: number;
  /** fast-check seed (default: jest's `--seed`, so a failure replays with the same seed). */
  seed?: number;
  /**
   * The endpoint's response contract, usually `contractOf(method, path).response` (the catalog's): every 2xx body
   * must parse with it. `null` only for an endpoint whose catalog entry promises no JSON body (a 204, a stream).
   */
  response: ZodType | null;
}

export interface FuzzReport {
  /** Requests sent (named cases + random runs + shrinking). */
  requests: number;
  /** How many answers had each status, e.g. `{ 201: 80, 400: 150, 404: 12 }`. */
  statuses: Record<number, number>;
}

type FuzzCase =
  | { kind: 'json'; body: unknown; label: string; mustRefuse?: boolean }
  | { kind: 'raw'; text: string; contentType: string; label: string };
type Path = Array<string | number>;
type Field = { path: Path; schema: JsonSchema };

const DROP = Symbol('drop');
/** Random cases per endpoint on top of the named ones (docs/decisions/2540-fuzz-against-the-catalog.md). */
const DEFAULT_RUNS = 100;
/** A 4xx message must read like ours, not like a parser's or the database driver's internals. */
const LEAKY_MESSAGE =
  /prisma|invocation|postgres|\bSQL\b|violates|relation "|Unexpected token|JSON at position|in JSON|stack|\bat .+\(.+:\d+:\d+\)/i;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const branches = (s: JsonSchema): JsonSchema[] => (s.anyOf ?? s.oneOf)?.flatMap(branches) ?? [s];
const accepts = (s: JsonSchema, type: string) =>
  branches(s).some(
    (b) =>
      b.type === undefined ||
      b.type === type ||
      (Array.isArray(b.type) && b.type.includes(type as never)) ||
      (type === 'number' && (b.type === 'integer' || (Array.isArray(b.type) && b.type.includes('integer')))),
  );

/** Leaf fields to attack: each property, and the properties of objects in arrays (through the first item). */
function fieldsOf(s: JsonSchema, prefix: Path = [], depth = 0): Field[] {
  if (depth > 3) return [];
  const fields: Field[] = [];
  for (const branch of branches(s)) {
    if (branch.properties) {
      for (const [key, child] of Object.entries(branch.properties)) {
        fields.push({ path: [...prefix, key], schema: child });
        fields.push(...fieldsOf(child, [...prefix, key], depth + 1));
      }
    }
    if (branch.items && branches(branch.items).some((b) => b.properties))
      fields.push(...fieldsOf(branch.items, [...prefix, 0], depth + 1));
  }
  return fields;
}

/** A copy of `body` with `value` at `path` (containers created as needed), or the key removed for DROP. */
function setAt(body: unknown, path: Path, value: unknown): unknown {
  const root: unknown = structuredClone(isPlainObject(body) || Array.isArray(body) ? body : {});
  let node = root as Record<string | number, unknown>;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      if (value === DROP) delete node[key];
      else node[key] = value;
      return;
    }
    const next = node[key];
    if (!isPlainObject(next) && !Array.isArray(next)) node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

const json = (body: unknown, label: string, mustRefuse?: boolean): FuzzCase => ({
  kind: 'json',
  body,
  label,
  mustRefuse,
});
const at = (path: Path) => path.join('.');

/** A name, title or tag field (the contract marks it `displayText`), or a list of them. */
const isDisplayText = (s: JsonSchema) =>
  branches(s).some((b) => b.displayText || (b.items !== undefined && branches(b.items).some((i) => i.displayText)));
const isList = (s: JsonSchema) => branches(s).some((b) => b.type === 'array');

/**
 * The bodies every endpoint always gets: the known crash inputs (decision 0801) in each field, plus hostile bodies and
 * raw texts.
 */
function namedCases(base: unknown, fields: Field[]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const { path, schema } of fields) {
    // Text that displays dishonestly must be refused by every name, title and tag (docs/product.md#conventions).
    if (isDisplayText(schema))
      for (const v of DISHONEST_STRINGS)
        cases.push(json(setAt(base, path, isList(schema) ? [v] : v), `${at(path)} = ${JSON.stringify(v)}`, true));
    if (accepts(schema, 'string'))
      for (const v of CRASH_STRINGS) cases.push(json(setAt(base, path, v), `${at(path)} = ${JSON.stringify(v)}`));
    if (accepts(schema, 'number')) {
      for (const v of CRASH_NUMBERS) cases.push(json(setAt(base, path, v), `${at(path)} = ${v}`));
      const marker = '"__fuzz_number__"';
      const text = JSON.stringify(setAt(base, path, '__fuzz_number__')).replace(marker, '1e400');
      cases.push({ kind: 'raw', text, contentType: 'application/json', label: `${at(path)} = 1e400` });
    }
  }
  if (isPlainObject(base)) cases.push(json({ ...base, unexpectedKey: 'x' }, 'an extra key'));
  for (const body of HOSTILE_BODIES) cases.push(json(body, 'a hostile body'));
  for (const raw of RAW_BODIES) cases.push({ kind: 'raw', ...raw, label: 'a raw body' });
  return cases;
}

/** `body` with the values at each `pick` path (`*` = every list item) taken in turn from `orders[path]`. */
function applyPicks(body: unknown, orders: Array<[string[], readonly unknown[]]>): unknown {
  if (!orders.length) return body;
  const root = structuredClone(body);
  for (const [keys, values] of orders) {
    let next = 0;
    const visit = (node: unknown, i: number) => {
      if (i === keys.length - 1) {
        if (isPlainObject(node) && keys[i] in node) node[keys[i]] = values[next++ % values.length];
        return;
      }
      if (keys[i] === '*') (Array.isArray(node) ? node : []).forEach((item) => visit(item, i + 1));
      else if (isPlainObject(node)) visit(node[keys[i]], i + 1);
    };
    visit(root, 0);
  }
  return root;
}

function caseArbitrary(
  root: JsonSchema,
  fixed: Record<string, unknown>,
  pick: Record<string, readonly unknown[]>,
  fields: Field[],
): { base: fc.Arbitrary<unknown>; cases: fc.Arbitrary<FuzzCase> } {
  const picks = Object.entries(pick).filter(([, values]) => values.length > 0);
  const orders = fc.tuple(
    ...picks.map(([path, values]) =>
      fc
        .shuffledSubarray([...values], { minLength: values.length })
        .map((order): [string[], readonly unknown[]] => [path.split('.'), order]),
    ),
  );
  const base = fc.tuple(validArbitrary(root), orders).map(([body, order]) => {
    const picked = applyPicks(body, order);
    return isPlainObject(picked) ? { ...picked, ...fixed } : picked;
  });
  const arbitraries: Array<fc.WeightedArbitrary<FuzzCase>> = [
    { weight: 4, arbitrary: base.map((body) => json(body, 'valid')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.string(), fc.jsonValue())
        .map(([body, key, value]) =>
          json(isPlainObject(body) ? { ...body, [key]: value } : body, `extra key ${JSON.stringify(key)}`),
        ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES).map((body) => json(body, 'a hostile body')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): FuzzCase => ({ kind: 'raw', ...raw, label: 'a raw body' })),
    },
  ];
  if (fields.length) {
    const mutate = (valuesOf: (s: JsonSchema) => unknown[], kind: string) =>
      fc
        .constantFrom(...fields)
        .chain(({ path, schema }) =>
          fc
            .tuple(base, fc.constantFrom(...valuesOf(schema)))
            .map(([body, value]) =>
              json(
                setAt(body, path, value),
                value === DROP ? `${at(path)} missing` : `${kind} ${at(path)} = ${describeValue(value)}`,
              ),
            ),
        );
    arbitraries.push(
      { weight: 3, arbitrary: mutate((s) => boundaryValues(s), 'boundary') },
      { weight: 4, arbitrary: mutate((s) => [...hostileValues(s), DROP], 'hostile') },
    );
  }
  return { base, cases: fc.oneof(...arbitraries) };
}

function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…(${text.length} chars)` : text;
}

function describeCase(c: FuzzCase): string {
  const text =
    c.kind === 'json' ? (JSON.stringify(c.body) ?? 'undefined') : `${c.contentType} ${JSON.stringify(c.text)}`;
  return `${c.label}: ${text.length > 300 ? `${text.slice(0, 297)}…` : text}`;
}

// `jest` is in scope of every module jest loads; `--seed=N` replays a run.
const jestSeed = (): number | undefined =>
  typeof jest !== 'undefined' && typeof jest.getSeed === 'function' ? jest.getSeed() : undefined;

/**
 * Sends valid, boundary and hostile bodies to one endpoint (every named crash case plus 100 random cases) and
 * asserts for each: never a 5xx; every 2xx body matches `response`; every 4xx answers `{ message }` in words a
 * person can read (no parser or database internals); after every 4xx `snapshot()` is unchanged (nothing written).
 * Throws with the smallest failing body fast-check can find; returns how many answers had each status, so a test
 * can check that valid bodies did get through (e.g. `expect(report.statuses[201]).toBeGreaterThan(0)`).
 */
export async function fuzzEndpoint(
  target: http.RequestListener | string,
  method: FuzzMethod,
  path: string,
  schema: ZodType,
  { headers = {}, fixed = {}, pick = {}, snapshot, numRuns = DEFAULT_RUNS, seed = jestSeed(), response }: FuzzOptions,
): Promise<FuzzReport> {
  // Lazily: supertest is a test-time dependency only.
  const request = require('supertest') as typeof import('supertest');
  const root = toJsonSchema(schema);
  const fields = fieldsOf(root);
  const { base, cases } = caseArbitrary(root, fixed, pick, fields);
  const [sample] = fc.sample(base, { numRuns: 1, seed: 1 });
  const examples = namedCases(sample, fields).map((c): [FuzzCase] => [c]);

  // One server for the whole run (supertest would otherwise listen anew for every request).
  const server = typeof target === 'string' ? undefined : http.createServer(target);
  if (server) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const report: FuzzReport = { requests: 0, statuses: {} };

  /** A 2xx answers what the contract promises: a body the response schema parses, or nothing when it promises none. */
  const checkBody = (res: { status: number; text?: string; body?: unknown }, where: () => string) => {
    if (response === null || res.status === 204) {
      if (res.text) throw new Error(`A ${res.status} with a body where the contract promises none:\n${where()}`);
      if (response !== null) throw new Error(`A 204 where the contract promises a body:\n${where()}`);
      return;
    }
    const parsed = response.safeParse(res.body);
    if (!parsed.success)
      throw new Error(
        `A ${res.status} body breaks the response contract:\n${z.prettifyError(parsed.error)}\n${where()}`,
      );
  };

  const send = (c: FuzzCase) => {
    const req = request(server ?? target)
      [method](path)
      .set(headers);
    return c.kind === 'json'
      ? req.set('Content-Type', 'application/json').send(JSON.stringify(c.body) ?? '')
      : req.set('Content-Type', c.contentType).send(c.text);
  };

  try {
    // One snapshot per request: the state after one request is the state before the next (nothing else writes in
    // between), so a 4xx compares its "after" with the previous "after" instead of reading the database twice.
    let last = snapshot ? await snapshot() : undefined;
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const before = last;
        const res = await send(c);
        if (snapshot) last = await snapshot();
        report.requests++;
        report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
        const where = () =>
          `${method.toUpperCase()} ${path} with ${describeCase(c)}\n→ ${res.status} ${res.text?.slice(0, 300)}`;
        if (res.status >= 500) throw new Error(`Server error:\n${where()}`);
        if (c.kind === 'json' && c.mustRefuse && res.status < 300)
          throw new Error(`Accepted text that displays dishonestly (invisible or direction controls):\n${where()}`);
        if (res.status < 300) return checkBody(res, where);
        if (res.status < 400) return;
        const message = (res.body as { message?: unknown } | undefined)?.message;
        if (typeof message !== 'string' || !message.trim())
          throw new Error(`A ${res.status} without a { message }:\n${where()}`);
        if (LEAKY_MESSAGE.test(message)) throw new Error(`A ${res.status} message shows internals:\n${where()}`);
        if (snapshot && !isDeepStrictEqual(before, last)) throw new Error(`A ${res.status} wrote data:\n${where()}`);
      }),
      { numRuns: examples.length + numRuns, seed, examples, includeErrorInReport: true },
    );
  } finally {
    if (server)
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
  }
  return report;
}
