import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/** The part of JSON Schema (draft 2020-12) that `z.toJSONSchema()` produces for our contracts. */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  /** A name, title or tag: refuses invisible-only text and direction controls (`displayText` in @fj/contracts). */
  displayText?: boolean;
}
type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** What a request body may look like, as the contract's *input* side (defaults optional, transforms ignored). */
export function toJsonSchema(schema: ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Strings are kept short unless a boundary case asks for the maximum (generation stays fast). */
const TYPICAL_MAX_LENGTH = 40;
const TYPICAL_MAX_ITEMS = 8;

const DATE_RANGE = {
  min: new Date('1900-01-01T00:00:00.000Z'),
  max: new Date('2199-12-31T23:59:59.999Z'),
  noInvalidDate: true,
};
const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** An ISO date-time with `Z` or a numeric offset, as browsers and other clients send them. */
const isoDateTime = fc
  .tuple(fc.date(DATE_RANGE), fc.integer({ min: -12 * 60, max: 14 * 60 }), fc.boolean())
  .map(([date, offsetMinutes, utc]) => {
    if (utc) return date.toISOString();
    const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
    return `${local}${offsetMinutes < 0 ? '-' : '+'}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  });

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  date: fc.date(DATE_RANGE).map((d) => d.toISOString().slice(0, 10)),
  'date-time': isoDateTime,
  email: fc.oneof(
    {
      weight: 4,
      arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,20}[a-z0-9]$/).map((local) => `${local}@example.com`),
    },
    { weight: 1, arbitrary: fc.emailAddress() },
  ),
  uuid: fc.uuid(),
  url: fc.webUrl(),
  uri: fc.webUrl(),
};

const typesOf = (s: JsonSchema): JsonType[] | undefined =>
  s.type === undefined ? undefined : Array.isArray(s.type) ? s.type : [s.type];

/** Values the schema accepts (best effort: zod refinements the JSON Schema cannot express may still refuse some). */
export function validArbitrary(s: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(validArbitrary));
  if (s.allOf?.length) return validArbitrary(s.allOf[0]);
  const types = typesOf(s);
  if (!types) return fc.jsonValue();
  if (types.length > 1) return fc.oneof(...types.map((type) => validArbitrary({ ...s, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(
        Math.ceil(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -(2 ** 31))),
        Number.MIN_SAFE_INTEGER,
      );
      const max = Math.min(
        Math.floor(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 2 ** 31 - 1)),
        Number.MAX_SAFE_INTEGER,
      );
      return fc.integer({ min, max });
    }
    case 'number':
      return fc
        .double({
          min: s.minimum ?? s.exclusiveMinimum ?? -1e9,
          max: s.maximum ?? s.exclusiveMaximum ?? 1e9,
          minExcluded: s.minimum === undefined && s.exclusiveMinimum !== undefined,
          maxExcluded: s.maximum === undefined && s.exclusiveMaximum !== undefined,
          noNaN: true,
          noDefaultInfinity: true,
        })
        .map((n) => (Object.is(n, -0) ? 0 : n));
    case 'string':
      return stringArbitrary(s);
    case 'array':
      return fc.array(s.items ? validArbitrary(s.items) : fc.jsonValue(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? TYPICAL_MAX_ITEMS, TYPICAL_MAX_ITEMS)),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validArbitrary(value)]));
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
    }
  }
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const formatted = s.format ? FORMATS[s.format] : undefined;
  if (formatted) return formatted;
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? TYPICAL_MAX_LENGTH, TYPICAL_MAX_LENGTH));
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    return fc.stringMatching(pattern).filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity));
  }
  // Mostly plain words (so requests get past validation and reach the database), sometimes any Unicode.
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .string({ unit: 'grapheme-ascii', minLength, maxLength })
        .filter((v) => v.trim().length >= minLength),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  );
}
