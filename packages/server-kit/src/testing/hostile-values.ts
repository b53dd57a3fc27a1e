import type { JsonSchema } from './json-schema';

/**
 * Inputs that have crashed real endpoints: they pass a naive schema but PostgreSQL or a parser refuses them
 * (decision 0801: NUL bytes, lone surrogates, year 0000, date-times past 9999, numbers beyond any column).
 */
export const CRASH_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  'ok\ud83d',
  '0000-01-01',
  '0000-12-31T23:59:59Z',
  '9999-12-31T23:59:59-23:59',
  '9999-12-31T23:59:59.999-00:01',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
] as const;

export const CRASH_NUMBERS = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 63),
  2 ** 63,
  2 ** 31,
  -(2 ** 31) - 1,
  5e-324,
] as const;

/**
 * Strings that display dishonestly (docs/product.md#conventions): nothing visible (zero-width characters, joiners,
 * fillers, a soft hyphen, the Braille blank) or bidirectional override/isolate controls. Every field marked
 * `displayText` in its JSON Schema (names, titles, tags) must refuse each of them.
 */
export const DISHONEST_STRINGS = [
  '\u200b\u200b',
  ' \u200c\u200d ',
  '\u2060\ufeff',
  '\u00ad',
  '\u3164',
  '\u115f\u1160',
  '\u2800',
  '\ufe0f',
  'invoice\u202efdp.exe',
  '\u202aleft',
  '\u202bright',
  '\u202cpop',
  '\u202dover',
  'a\u2066b',
  'a\u2067b',
  'a\u2068b',
  'a\u2069b',
] as const;

/** Other strings worth a try in any text field. */
const ODD_STRINGS = [
  '',
  ' ',
  '\t\n',
  '😀',
  '\u202eevil',
  '\ufeffbom',
  '\'; DROP TABLE "User"; --',
  '<script>alert(1)</script>',
  '__proto__',
  'null',
  'NaN',
  '2024-02-30',
  '2023-02-29',
  '1970-01-01T00:00:00+14:00',
  '00000000-0000-0000-0000-000000000000',
];

/** A value of every JSON type, for "wrong type" cases. */
export const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  'text',
  [],
  {},
  [1, 'two'],
  { nested: { deeper: true } },
];

/** Whole bodies that are not the object an endpoint expects. */
export const HOSTILE_BODIES: unknown[] = [null, [], 'just a string', 42, true, [{}], {}, deepObject(200)];

/** Raw request texts the JSON parser must refuse (or parse into something odd) without leaking its internals. */
export const RAW_BODIES: ReadonlyArray<{ text: string; contentType: string }> = [
  { text: '{', contentType: 'application/json' },
  { text: '{"a":1', contentType: 'application/json' },
  { text: 'not json', contentType: 'application/json' },
  { text: '{"a":1}}', contentType: 'application/json' },
  { text: "{'a':1}", contentType: 'application/json' },
  { text: '\u0000', contentType: 'application/json' },
  { text: '['.repeat(3000) + ']'.repeat(3000), contentType: 'application/json' },
  { text: '{"a":1}', contentType: 'text/plain' },
  { text: '{"a":"\\ud800"}', contentType: 'application/json' },
  {
    text: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
    contentType: 'application/json',
  },
  { text: '{"a":1}', contentType: 'application/json; charset=koi8-r' },
];

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const typesOf = (s: JsonSchema) => (s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);

/** Every branch of a schema (anyOf/oneOf/type lists flattened), so boundaries of each are tried. */
function branches(s: JsonSchema): JsonSchema[] {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.flatMap(branches);
  const types = typesOf(s);
  return types.length > 1 ? types.map((type) => ({ ...s, type })) : [s];
}

/** Values at and just beyond the edges of what the schema allows. */
export function boundaryValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  for (const s of branches(schema)) {
    if (s.enum)
      values.push(
        ...s.enum,
        ...s.enum.filter((v): v is string => typeof v === 'string').map((v) => v.toUpperCase() + ' '),
      );
    if ('const' in s) values.push(s.const);
    const type = typesOf(s)[0];
    if (type === 'null') values.push(null);
    if (type === 'boolean') values.push(true, false);
    if (type === 'string') {
      const min = s.minLength ?? 0;
      const max = s.maxLength;
      values.push('x'.repeat(min), ' '.repeat(Math.max(min, 1)));
      if (min > 0) values.push('x'.repeat(min - 1));
      if (max !== undefined)
        values.push('x'.repeat(max), 'x'.repeat(max + 1), ' '.repeat(max) + 'x', '😀'.repeat(Math.ceil(max / 2) + 1));
      if (s.format === 'date')
        values.push('0001-01-01', '9999-12-31', '2024-02-29', '2023-02-29', '0000-01-01', '10000-01-01');
      if (s.format === 'date-time')
        values.push(
          '0001-01-01T00:00:00Z',
          '9999-12-31T23:59:59.999Z',
          '9999-12-31T23:59:59-23:59',
          '0001-01-01T00:00:00+14:00',
          '2024-02-29T12:00:00+05:30',
          '2024-01-01T10:00:00',
        );
      if (s.format === 'email')
        values.push('a@b', 'A@EXAMPLE.COM', `${'x'.repeat(250)}@example.com`, 'no-at-sign', 'a@b@c.com');
      if (s.format === 'uuid')
        values.push('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'not-a-uuid');
    }
    if (type === 'integer' || type === 'number') {
      const step = type === 'integer' ? 1 : 0.01;
      for (const edge of [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum]) {
        if (edge !== undefined) values.push(edge, edge - step, edge + step);
      }
      values.push(0, -1, 0.5, 1e15, 12.345);
    }
    if (type === 'array') {
      values.push([]);
      if (s.maxItems !== undefined && s.maxItems <= 5000)
        values.push(Array.from({ length: s.maxItems + 1 }, () => ({})));
    }
    if (type === 'object') values.push({});
  }
  return values.length ? values : [...WRONG_TYPES];
}

/** What a field gets in the "hostile" cases: edges, crash inputs, odd strings and every wrong type. */
export function hostileValues(schema: JsonSchema): unknown[] {
  return [
    ...boundaryValues(schema),
    ...CRASH_STRINGS,
    ...CRASH_NUMBERS,
    ...ODD_STRINGS,
    ...DISHONEST_STRINGS,
    ...WRONG_TYPES,
  ];
}
