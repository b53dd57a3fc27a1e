import { BUSINESS_COLORS, createBusinessSchema, DEFAULT_BUSINESS_COLOR, reorderBusinessesSchema } from '@fj/contracts';
import { BUSINESS_COLOR_CHOICES, BUSINESS_COLOR_STYLES, businessColorStyle, DEFAULT_COLOR } from '../src/features/businesses/model/businessColors';
import { businessDragAnnouncements } from '../src/features/businesses/model/dragAnnouncements';
import { EMPTY_NEW_BUSINESS_FORM, isNewBusinessNameBlank, toCreateBusinessRequest } from '../src/features/businesses/model/newBusinessForm';
import { reorderBusinesses, toBusinessUpdates } from '../src/features/businesses/model/reorder';
import { aBusiness } from './fixtures';

describe('business colours (spec §3, §9)', () => {
  it('offers exactly the contract’s eight colours, blue by default', () => {
    expect(BUSINESS_COLOR_CHOICES).toEqual([...BUSINESS_COLORS]);
    expect(DEFAULT_COLOR).toBe(DEFAULT_BUSINESS_COLOR);
    expect(EMPTY_NEW_BUSINESS_FORM.color).toBe('blue');
  });

  it('maps every colour to its own gradient and falls back to blue for an unknown value', () => {
    const gradients = BUSINESS_COLOR_CHOICES.map((c) => BUSINESS_COLOR_STYLES[c].gradient);
    expect(new Set(gradients).size).toBe(8);
    gradients.forEach((g) => expect(g).toMatch(/^linear-gradient\(/));
    expect(businessColorStyle('teal')).toBe(BUSINESS_COLOR_STYLES.blue);
    expect(businessColorStyle('pink')).toBe(BUSINESS_COLOR_STYLES.pink);
  });
});

describe('new business request (spec §5)', () => {
  it('is nothing while the name is blank after trimming', () => {
    expect(isNewBusinessNameBlank({ ...EMPTY_NEW_BUSINESS_FORM, name: '   ' })).toBe(true);
    expect(toCreateBusinessRequest({ ...EMPTY_NEW_BUSINESS_FORM, name: ' \t ' })).toBeNull();
  });

  it('trims the name and the description and omits an empty description', () => {
    expect(toCreateBusinessRequest({ name: '  Acme  ', description: '   ', color: 'green' })).toEqual({ name: 'Acme', color: 'green' });
    expect(toCreateBusinessRequest({ name: 'Acme', description: '  Widgets  ', color: 'blue' })).toEqual({ name: 'Acme', description: 'Widgets', color: 'blue' });
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
    expect(moved?.map((x) => [x.id, x.sortOrder])).toEqual([['c', 0], ['a', 1], ['b', 2]]);
    expect(reorderBusinesses([a, b, c], 'a', 'b')?.map((x) => x.id)).toEqual(['b', 'a', 'c']);
  });

  it('does nothing when dropped on itself, outside the list or on an unknown id', () => {
    expect(reorderBusinesses([a, b], 'a', 'a')).toBeNull();
    expect(reorderBusinesses([a, b], 'a', null)).toBeNull();
    expect(reorderBusinesses([a, b], 'a', 'zzz')).toBeNull();
  });

  it('sends every business with its position as the reorder payload', () => {
    const updates = toBusinessUpdates([c, a, b]);
    expect(updates).toEqual([{ id: 'c', sortOrder: 0 }, { id: 'a', sortOrder: 1 }, { id: 'b', sortOrder: 2 }]);
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
    expect(say.onDragCancel({ active: item('b'), over: null })).toBe('Reordering cancelled. Globex is back in position 2 of 2.');
  });
});
