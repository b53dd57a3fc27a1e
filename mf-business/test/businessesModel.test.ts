import {
  BUSINESS_COLORS,
  createBusinessSchema,
  DEFAULT_BUSINESS_COLOR,
  FREE_PLAN_LIMIT_MESSAGE,
  reorderBusinessesSchema,
  updateBusinessSchema,
} from '@fj/contracts';
import * as messages from '@fj/contracts/messages';
import {
  BUSINESS_COLOR_CHOICES,
  BUSINESS_COLOR_STYLES,
  businessColorStyle,
  DEFAULT_COLOR,
} from '../src/shared/model/businessColors';
import { businessDragAnnouncements } from '../src/features/businesses/model/dragAnnouncements';
import {
  businessToFormValues,
  EMPTY_BUSINESS_FORM,
  toCreateBusinessRequest,
  toUpdateBusinessRequest,
  validateBusinessForm,
} from '../src/shared/model/businessForm';
import { isBusinessLimitReached } from '../src/features/businesses/model/planLimit';
import { reorderBusinesses, toBusinessUpdates } from '../src/shared/model/reorder';
import { aBusiness } from './fixtures';

describe('business colours', () => {
  it('offers exactly the contract’s eight colours, blue by default', () => {
    expect(BUSINESS_COLOR_CHOICES).toEqual([...BUSINESS_COLORS]);
    expect(DEFAULT_COLOR).toBe(DEFAULT_BUSINESS_COLOR);
    expect(EMPTY_BUSINESS_FORM.color).toBe('blue');
  });

  it('maps every colour to its own gradient and falls back to blue for an unknown value', () => {
    const gradients = BUSINESS_COLOR_CHOICES.map((c) => BUSINESS_COLOR_STYLES[c].gradient);
    expect(new Set(gradients).size).toBe(8);
    gradients.forEach((g) => expect(g).toMatch(/^linear-gradient\(/));
    expect(businessColorStyle('teal')).toBe(BUSINESS_COLOR_STYLES.blue);
    expect(businessColorStyle('pink')).toBe(BUSINESS_COLOR_STYLES.pink);
  });
});

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the dashboard header text on each business colour', () => {
  it.each(BUSINESS_COLORS)('white on %s meets WCAG AA (4.5:1) across its whole gradient', (color) => {
    const { stops, gradient } = BUSINESS_COLOR_STYLES[color];
    for (const stop of stops) {
      expect(gradient).toContain(stop);
      expect(contrast('#ffffff', stop)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the contrast check itself is right (known pairs)', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#777777')).toBeCloseTo(4.48, 1);
  });
});

describe('business form', () => {
  it('says inline that a blank or whitespace-only name is required, with the product message', () => {
    expect(validateBusinessForm({ ...EMPTY_BUSINESS_FORM, name: '   ' })).toEqual({
      name: 'Please enter a name for your business',
    });
    expect(validateBusinessForm({ ...EMPTY_BUSINESS_FORM, name: 'A' })).toEqual({});
    expect(toCreateBusinessRequest({ ...EMPTY_BUSINESS_FORM, name: ' \t ' })).toBeNull();
  });

  it('edits name, description and colour; an emptied description is cleared', () => {
    const values = businessToFormValues({ name: 'Acme', description: null, color: 'pink' });
    expect(values).toEqual({ name: 'Acme', description: '', color: 'pink' });
    const body = toUpdateBusinessRequest({ ...values, name: ' Acme Ltd ' });
    expect(body).toEqual({ name: 'Acme Ltd', description: null, color: 'pink' });
    expect(updateBusinessSchema.safeParse(body).success).toBe(true);
  });

  it('shows the Free plan limit before the form once the one business exists (Premium: never)', () => {
    expect(isBusinessLimitReached({ isPremium: false }, 0)).toBe(false);
    expect(isBusinessLimitReached({ isPremium: false }, 1)).toBe(true);
    expect(isBusinessLimitReached({ isPremium: true }, 5)).toBe(false);
    expect(isBusinessLimitReached(null, 1)).toBe(false);
    // The browser reads the zod-free messages; they are the server's.
    expect(messages.FREE_PLAN_LIMIT_MESSAGE).toBe(FREE_PLAN_LIMIT_MESSAGE);
  });

  it('trims the name and the description and omits an empty description', () => {
    expect(toCreateBusinessRequest({ name: '  Acme  ', description: '   ', color: 'green' })).toEqual({
      name: 'Acme',
      color: 'green',
    });
    expect(toCreateBusinessRequest({ name: 'Acme', description: '  Widgets  ', color: 'blue' })).toEqual({
      name: 'Acme',
      description: 'Widgets',
      color: 'blue',
    });
  });

  it('builds bodies the server contract accepts', () => {
    const body = toCreateBusinessRequest({ name: ' Acme ', description: '', color: 'indigo' });
    expect(createBusinessSchema.safeParse(body).success).toBe(true);
  });
});

describe('reorder (sortOrder computation)', () => {
  const a = aBusiness({ id: 'a', name: 'A', sortOrder: 0 });
  const b = aBusiness({ id: 'b', name: 'B', sortOrder: 1 });
  const c = aBusiness({ id: 'c', name: 'C', sortOrder: 5 });

  it('moves the dragged business onto the target’s place and renumbers every position from 0', () => {
    const moved = reorderBusinesses([a, b, c], 'c', 'a');
    expect(moved?.map((x) => [x.id, x.sortOrder])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(reorderBusinesses([a, b, c], 'a', 'b')?.map((x) => x.id)).toEqual(['b', 'a', 'c']);
  });

  it('does nothing when dropped on itself, outside the list or on an unknown id', () => {
    expect(reorderBusinesses([a, b], 'a', 'a')).toBeNull();
    expect(reorderBusinesses([a, b], 'a', null)).toBeNull();
    expect(reorderBusinesses([a, b], 'a', 'zzz')).toBeNull();
  });

  it('sends every business with its position as the reorder payload', () => {
    const updates = toBusinessUpdates([c, a, b]);
    expect(updates).toEqual([
      { id: 'c', sortOrder: 0 },
      { id: 'a', sortOrder: 1 },
      { id: 'b', sortOrder: 2 },
    ]);
    expect(reorderBusinessesSchema.safeParse({ businessUpdates: updates }).success).toBe(true);
  });
});

describe('drag announcements (dnd-kit live region)', () => {
  const say = businessDragAnnouncements([
    { id: 'a', name: 'Acme' },
    { id: 'b', name: 'Globex' },
  ]);
  const item = (id: string) => ({ id }) as never;

  it('names the business and its position', () => {
    expect(say.onDragStart({ active: item('b') })).toBe('Picked up Globex. It is in position 2 of 2.');
    expect(say.onDragOver({ active: item('b'), over: item('b') })).toBe('Globex is in position 2 of 2.');
    expect(say.onDragOver({ active: item('b'), over: item('a') })).toBe('Globex moved to position 1 of 2.');
    expect(say.onDragEnd({ active: item('b'), over: item('a') })).toBe('Globex dropped at position 1 of 2.');
    expect(say.onDragCancel({ active: item('b'), over: null })).toBe(
      'Reordering cancelled. Globex is back in position 2 of 2.',
    );
  });
});
