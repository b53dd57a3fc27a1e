import express from 'express';
import { z } from 'zod';
import { it as propIt } from '@fast-check/jest';
import { requiredDisplayTextSchema } from '@fj/contracts';
import { errorHandler, parse } from '../src';
import { fc, fuzzEndpoint, toJsonSchema, validArbitrary } from '../src/testing';

const noteSchema = z
  .object({
    title: z.string().trim().min(1, 'Please enter a title').max(50),
    day: z.iso.date(),
    at: z.iso.datetime({ offset: true }).nullish(),
    mood: z.enum(['good', 'bad']).default('good'),
    score: z.number().int().min(0).max(10),
    amount: z.number().min(0).max(1000).nullish(),
    tags: z
      .array(z.object({ id: z.uuid(), weight: z.number().int().min(1).max(3) }).strict())
      .max(3)
      .optional(),
  })
  .strict();

describe('the JSON Schema → fast-check bridge', () => {
  // Everything the valid arbitrary makes for a schema JSON Schema can fully express must parse.
  propIt.prop([validArbitrary(toJsonSchema(noteSchema.extend({ title: z.string().min(1).max(50) })))])(
    'makes bodies the schema accepts',
    (body) => {
      expect(noteSchema.extend({ title: z.string().min(1).max(50) }).safeParse(body).success).toBe(true);
    },
  );
});

/** A tiny endpoint with a store, and switchable defects to prove the fuzzer finds each kind. */
function notesApp(
  defect?: 'crashes-on-nul' | 'writes-before-validating' | 'no-message' | 'leaks-parser-error' | 'answers-off-contract',
) {
  const store: unknown[] = [];
  const app = express();
  app.use(express.json());
  app.post('/notes', (req, res) => {
    if (defect === 'writes-before-validating') store.push(req.body);
    if (defect === 'crashes-on-nul' && JSON.stringify(req.body ?? '').includes('\\u0000'))
      throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
    if (defect === 'no-message' && typeof req.body?.score !== 'number')
      return void res.status(400).json({ error: 'bad' });
    const note = parse(
      noteSchema.refine((n) => !n.title.includes('\u0000'), 'Title contains an invalid character'),
      req.body,
    );
    if (defect !== 'writes-before-validating') store.push(note);
    res.status(201).json(defect === 'answers-off-contract' ? { ...note, score: String(note.score) } : note);
  });
  if (defect === 'leaks-parser-error')
    app.use(
      ((err, _req, res, _next) => void res.status(400).json({ message: err.message })) as express.ErrorRequestHandler,
    );
  app.use(errorHandler);
  return { app, snapshot: async () => store.length };
}

describe('fuzzEndpoint', () => {
  it('passes a correct endpoint, sends at least 200 bodies and gets valid ones through', async () => {
    const { app, snapshot } = notesApp();
    const report = await fuzzEndpoint(app, 'post', '/notes', noteSchema, { snapshot, response: noteSchema });
    expect(report.requests).toBeGreaterThanOrEqual(200);
    expect(report.statuses[201]).toBeGreaterThan(20);
    expect(report.statuses[400]).toBeGreaterThan(100);
    expect(Object.keys(report.statuses).every((s) => Number(s) < 500)).toBe(true);
  });

  it.each([
    ['a 5xx', 'crashes-on-nul', /Server error/],
    ['a write on a 4xx', 'writes-before-validating', /wrote data/],
    ['a 4xx without a message', 'no-message', /without a \{ message \}/],
    ['parser internals in a message', 'leaks-parser-error', /shows internals/],
    [
      'a 2xx body the response schema refuses',
      'answers-off-contract',
      /body breaks the response contract:[\s\S]*at score/,
    ],
  ] as const)('finds %s', async (_label, defect, expected) => {
    const { app, snapshot } = notesApp(defect);
    await expect(
      fuzzEndpoint(app, 'post', '/notes', noteSchema, { snapshot, numRuns: 50, response: noteSchema }),
    ).rejects.toThrow(expected);
  });

  it.each([
    [
      'a body where the contract promises none',
      null,
      (res: express.Response) => res.status(200).json({ ok: true }),
      /a body where the contract promises none/,
    ],
    [
      'a 204 where the contract promises a body',
      z.object({ ok: z.boolean() }),
      (res: express.Response) => res.status(204).end(),
      /204 where the contract promises a body/,
    ],
  ] as const)('finds %s', async (_label, response, answer, expected) => {
    const app = express();
    app.post('/thing', (_req, res) => answer(res));
    await expect(fuzzEndpoint(app, 'post', '/thing', z.object({}), { numRuns: 5, response })).rejects.toThrow(expected);
  });

  it('finds a name field that accepts invisible-only text or direction controls, and passes one that refuses them', async () => {
    const lenient = z.object({ name: z.string().trim().min(1).max(40).meta({ displayText: true }) }).strict();
    const strict = z.object({ name: requiredDisplayTextSchema('Please enter a name', 'Name', 40) }).strict();
    const appFor = (schema: z.ZodType) => {
      const app = express();
      app.use(express.json());
      app.post('/things', (req, res) => void res.status(201).json(parse(schema, req.body)));
      app.use(errorHandler);
      return app;
    };
    await expect(
      fuzzEndpoint(appFor(lenient), 'post', '/things', lenient, { numRuns: 5, response: lenient }),
    ).rejects.toThrow(/Accepted text that displays dishonestly/);
    const report = await fuzzEndpoint(appFor(strict), 'post', '/things', strict, { numRuns: 20, response: strict });
    expect(report.statuses[400]).toBeGreaterThanOrEqual(17); // every dishonest string, at least
  });

  it("takes values deep inside a body from a set (ids of the caller's records), each once per list", async () => {
    const lists: string[][] = [];
    const app = express();
    app.use(express.json());
    const schema = z.object({ items: z.array(z.object({ id: z.string(), n: z.number().int() })).min(1) });
    app.post('/reorder', (req, res) => {
      const ids = parse(schema, req.body).items.map((i) => i.id);
      lists.push(ids);
      res.status(200).json({ ids });
    });
    app.use(errorHandler);
    await fuzzEndpoint(app, 'post', '/reorder', schema, {
      // A share of the cases is counted below: one fixed seed, so the share is the same on every run (over 25 seeds
      // it was 50–84 %; at 50 % the check failed once in CI).
      seed: 1,
      numRuns: 100,
      response: z.object({ ids: z.array(z.unknown()) }),
      pick: { 'items.*.id': ['a', 'b', 'c'] },
    });
    // Lists of up to three items name each of the set at most once; only hostile cases bring other ids.
    const short = lists.filter((ids) => ids.length <= 3);
    const picked = short.filter((ids) => ids.every((id) => ['a', 'b', 'c'].includes(id)));
    expect(picked.length).toBeGreaterThan(short.length / 2);
    expect(picked.every((ids) => new Set(ids).size === ids.length)).toBe(true);
  });

  it('tries the known crash inputs in every field by name', async () => {
    const seen: string[] = [];
    const app = express();
    app.use(express.json());
    app.post('/echo', (req, res) => {
      seen.push(JSON.stringify(req.body));
      res.status(400).json({ message: 'no' });
    });
    app.use(errorHandler);
    await fuzzEndpoint(app, 'post', '/echo', noteSchema, { numRuns: 1, response: null });
    const sent = seen.join('\n');
    for (const needle of [
      '"title":"a\\u0000b"',
      '"title":"\\ud800"',
      '"day":"0000-01-01"',
      '"at":"9999-12-31T23:59:59-23:59"',
      '"score":1e+308',
      '"amount":-1e+308',
      '"unexpectedKey":"x"',
    ]) {
      expect(sent).toContain(needle);
    }
    expect(sent).toContain('"tags":[{"id":"a\\u0000b"');
  });

  it('uses fixed values so bodies reach the handler with them', async () => {
    const ids = new Map<string, number>();
    const app = express();
    app.use(express.json());
    app.post('/notes', (req, res) => {
      const note = parse(noteSchema.extend({ ownerId: z.string() }), req.body);
      ids.set(note.ownerId, (ids.get(note.ownerId) ?? 0) + 1);
      res.status(201).json(note);
    });
    app.use(errorHandler);
    await fuzzEndpoint(app, 'post', '/notes', noteSchema.extend({ ownerId: z.string() }), {
      fixed: { ownerId: 'mine' },
      numRuns: 60,
      response: noteSchema.extend({ ownerId: z.string() }),
    });
    // Valid and boundary bodies carry it; only the hostile cases aimed at ownerId replace it.
    expect(ids.get('mine')).toBeGreaterThan(30);
    expect(Math.max(...[...ids].filter(([id]) => id !== 'mine').map(([, n]) => n))).toBeLessThan(5);
  });

  it('exposes fast-check for custom arbitraries', () => {
    expect(fc.sample(fc.constant(1), 1)).toEqual([1]);
  });
});
