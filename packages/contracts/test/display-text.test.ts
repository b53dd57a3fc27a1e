import { z } from 'zod';
import {
  API_CATALOG,
  createBusinessSchema,
  createNoteSchema,
  createTeamSchema,
  registerSchema,
  updateFeedSchema,
  updateProfileSchema,
} from '../src';

// Names, titles and tags display honestly (docs/product.md#conventions): nothing invisible-only, no direction controls.

const INVISIBLE_ONLY = [
  '\u200b\u200b',
  ' \u200c\u200d ',
  '\u2060\ufeff',
  '\u00ad',
  '\u3164',
  '\u115f',
  '\u2800',
  '\ufe0f',
];
const DIRECTION_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

it.each(INVISIBLE_ONLY)('a required name or title of only invisible characters (%j) reads as blank', (value) => {
  expect(createBusinessSchema.safeParse({ name: value }).error?.issues[0].message).toBe(
    'Please enter a name for your business',
  );
  expect(createNoteSchema.safeParse({ title: value, content: 'x' }).success).toBe(false);
  expect(createNoteSchema.safeParse({ title: 'Pricing', content: 'x', tags: [value] }).success).toBe(false);
});

it.each(DIRECTION_CONTROLS)('direction control %j is refused inside any name, title or tag', (control) => {
  const text = `invoice${control}fdp.exe`;
  expect(createTeamSchema.safeParse({ name: text }).error?.issues[0].message).toBe(
    'Team name contains characters that reverse or reorder text',
  );
  expect(createNoteSchema.safeParse({ title: text, content: 'x' }).success).toBe(false);
  expect(createNoteSchema.safeParse({ title: 'ok', content: 'x', tags: [text] }).success).toBe(false);
  expect(updateFeedSchema.safeParse({ title: text }).success).toBe(false);
  expect(updateFeedSchema.safeParse({ folder: text }).success).toBe(false);
  expect(registerSchema.safeParse({ email: 'a@example.com', password: 'launch2026', lastName: text }).success).toBe(
    false,
  );
});

it('optional names may still be left blank, but not filled with invisible characters', () => {
  expect(updateProfileSchema.parse({ firstName: '  ' })).toEqual({ firstName: null });
  expect(updateProfileSchema.safeParse({ firstName: '\u200b' }).error?.issues[0].message).toBe(
    'First name has no visible characters',
  );
  expect(registerSchema.parse({ email: 'a@example.com', password: 'launch2026', firstName: '' }).firstName).toBe(
    undefined,
  );
});

it('keeps text in every script, emoji with joiners and right-to-left names', () => {
  expect(createBusinessSchema.parse({ name: 'مقهى الفجر' }).name).toBe('مقهى الفجر');
  expect(createBusinessSchema.parse({ name: '👩‍💻 Studio' }).name).toBe('👩‍💻 Studio');
  expect(createTeamSchema.parse({ name: 'צוות ליבה' }).name).toBe('צוות ליבה');
  expect(createNoteSchema.parse({ title: 'Café ☕️', content: 'x', tags: ['日本'] }).tags).toEqual(['日本']);
});

/** Request fields that name or title something other screens show; each must follow the rule. */
const DISPLAYED = /^(name|title|label|folder|firstName|lastName|tags)$/;

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  displayText?: boolean;
}
const branches = (s: Schema): Schema[] => s.anyOf?.flatMap(branches) ?? [s];

it('every name, title, label, folder and tag in a request body follows the rule (and is fuzzed with it)', () => {
  const unmarked: string[] = [];
  const visit = (s: Schema, where: string) => {
    for (const branch of branches(s)) {
      for (const [key, child] of Object.entries(branch.properties ?? {})) {
        const leaf = branches(child).find((b) => b.type !== 'null') ?? child;
        const text = leaf.type === 'array' && leaf.items ? leaf.items : leaf;
        if (DISPLAYED.test(key) && !text.displayText) unmarked.push(`${where}.${key}`);
        visit(child, `${where}.${key}`);
      }
      if (branch.items) visit(branch.items, `${where}[]`);
    }
  };
  for (const e of API_CATALOG.filter((e) => e.body))
    visit(z.toJSONSchema(e.body!, { io: 'input', unrepresentable: 'any' }) as Schema, `${e.method} ${e.path}`);
  expect(unmarked).toEqual([]);
});
