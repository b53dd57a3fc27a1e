import { WIDGET_IDS } from '@fj/contracts/home-catalog';
import type { HomeFavorite } from '@fj/contracts';
import { targetProgress } from '@fj/ui';
import {
  defaultWidgets,
  mergeLayout,
  moveWidget,
  toLayoutPayload,
  toggleWidget,
} from '../src/features/home/model/layout';
import { QUOTES, quoteFor, quoteSlot } from '../src/features/home/model/quotes';
import { MOTIVATIONS, motivationFor } from '../src/features/home/model/motivation';
import { dayOfYear } from '../src/features/home/model/dayOfYear';
import {
  canAddMore,
  defaultFavoriteChoices,
  shownFavorites,
  toggleFavorite,
} from '../src/features/home/model/favorites';
import { goalPercent, parseWellnessDraft } from '../src/shared/model/wellness';

describe('layout merge', () => {
  it('is every widget, visible, in the default order without a saved layout', () => {
    expect(mergeLayout(undefined)).toEqual(WIDGET_IDS.map((id) => ({ id, isVisible: true })));
    expect(defaultWidgets().map((w) => w.id)).toEqual([
      'daily-motivation',
      'inspirational-quotes',
      'quick-actions',
      'home-favorites',
      'social-media',
      'achievements',
      'weekly-targets',
    ]);
  });

  it('drops unknown ids, appends missing widgets in default order, and lets saved visibility win', () => {
    const merged = mergeLayout({
      layoutData: [
        { id: 'social-media', isVisible: false },
        // Widgets that moved into Today, and any other retired id, are dropped.
        { id: 'wellness' as never, isVisible: true },
        { id: 'retired-widget' as never, isVisible: true },
      ],
      order: [
        'weekly-targets',
        'retired-widget' as never,
        'content-planning' as never,
        'social-media',
        'weekly-targets',
      ],
    });
    expect(merged.map((w) => w.id)).toEqual([
      'weekly-targets',
      'social-media',
      'daily-motivation',
      'inspirational-quotes',
      'quick-actions',
      'home-favorites',
      'achievements',
    ]);
    expect(merged.find((w) => w.id === 'social-media')?.isVisible).toBe(false);
    expect(merged.filter((w) => !w.isVisible)).toHaveLength(1);
  });

  it('moves, toggles and writes the payload the server expects', () => {
    const moved = moveWidget(defaultWidgets(), 'quick-actions', 'daily-motivation')!;
    expect(moved.slice(0, 2).map((w) => w.id)).toEqual(['quick-actions', 'daily-motivation']);
    expect(moveWidget(defaultWidgets(), 'social-media', null)).toBeNull();
    const hidden = toggleWidget(moved, 'social-media');
    expect(toLayoutPayload(hidden).layoutData.find((w) => w.id === 'social-media')).toEqual({
      id: 'social-media',
      isVisible: false,
    });
    expect(toLayoutPayload(hidden).order[0]).toBe('quick-actions');
  });
});

describe('quotes and motivation', () => {
  it('has 40 distinct quotes, each with an author and a category, and 7 motivation lines', () => {
    expect(QUOTES).toHaveLength(40);
    expect(new Set(QUOTES.map((q) => q.text)).size).toBe(40);
    for (const q of QUOTES) expect(q.author.trim() && q.category).toBeTruthy();
    expect(MOTIVATIONS).toHaveLength(7);
  });

  it('counts the day of year from 1 January, through leap years', () => {
    expect(dayOfYear(new Date(2026, 0, 1, 0, 0))).toBe(1);
    expect(dayOfYear(new Date(2026, 11, 31, 23, 59))).toBe(365);
    expect(dayOfYear(new Date(2028, 11, 31, 12, 0))).toBe(366);
  });

  it('changes slot at 06:00, 12:00, 18:00 and midnight, and wraps the list', () => {
    const at = (h: number, m = 0) => new Date(2026, 10, 22, h, m);
    const day = dayOfYear(at(0));
    expect([
      quoteSlot(at(0)),
      quoteSlot(at(5, 59)),
      quoteSlot(at(6)),
      quoteSlot(at(11, 59)),
      quoteSlot(at(12)),
      quoteSlot(at(18)),
      quoteSlot(at(23, 59)),
    ]).toEqual([day * 4, day * 4, day * 4 + 1, day * 4 + 1, day * 4 + 2, day * 4 + 3, day * 4 + 3]);
    expect(quoteFor(at(5, 59))).toBe(QUOTES[(day * 4) % 40]);
    expect(quoteFor(at(6))).toBe(QUOTES[(day * 4 + 1) % 40]);
    expect(quoteFor(at(6))).not.toBe(quoteFor(at(5, 59)));
  });

  it('starts again at the year end: 31 December 23:59 → 1 January 00:00', () => {
    const last = new Date(2026, 11, 31, 23, 59);
    const first = new Date(2027, 0, 1, 0, 0);
    expect(quoteSlot(last)).toBe(365 * 4 + 3);
    expect(quoteSlot(first)).toBe(4);
    expect(quoteFor(first)).toBe(QUOTES[4]);
    expect(motivationFor(first)).toBe(MOTIVATIONS[1]);
    expect(motivationFor(new Date(2026, 0, 7))).toBe(MOTIVATIONS[0]);
  });
});

describe('favorites rules', () => {
  const list = (enabled: number): HomeFavorite[] =>
    Array.from({ length: 11 }, (_, i) => ({
      id: `f${i}`,
      title: `F${i}`,
      path: `/f${i}`,
      icon: 'Bell',
      isPremium: false,
      isEnabled: i < enabled,
      order: 10 - i,
    }));

  it('shows enabled favorites in their order, at most 9, with Add More only below 9', () => {
    expect(shownFavorites(list(4)).map((f) => f.id)).toEqual(['f3', 'f2', 'f1', 'f0']);
    expect(canAddMore(list(8))).toBe(true);
    expect(canAddMore(list(9))).toBe(false);
  });

  it('refuses to pin a 10th but always lets one go', () => {
    expect(toggleFavorite(list(9), 'f9')).toBeNull();
    expect(toggleFavorite(list(9), 'f0')!.filter((f) => f.isEnabled)).toHaveLength(8);
    expect(toggleFavorite(list(8), 'f9')!.filter((f) => f.isEnabled)).toHaveLength(9);
  });

  it('resets to the first 6 features, enabled, ordered 0..5', () => {
    expect(defaultFavoriteChoices()).toEqual(
      ['journal', 'analytics', 'content', 'social', 'wellness', 'teams'].map((id, order) => ({
        id,
        isEnabled: true,
        order,
      })),
    );
  });
});

describe('weekly target progress colour', () => {
  it.each([
    [9, 10, 'success', 90],
    [15, 20, 'accent', 75],
    [5, 10, 'primary', 50],
    [4, 10, 'low', 40],
  ])('%d of %d is %s', (current, target, tone, percent) => {
    expect(targetProgress(current, target)).toEqual({ percent, width: percent, tone });
  });

  it('caps the bar at 100 % but not the number', () => {
    expect(targetProgress(30, 20)).toEqual({ percent: 150, width: 100, tone: 'success' });
  });
});

describe('wellness form', () => {
  it('sends only the filled fields and checks them like the server', () => {
    expect(parseWellnessDraft({ steps: '8200', sleepHours: '', calories: ' 1900 ' })).toEqual({
      body: { steps: 8200, calories: 1900 },
      errors: {},
    });
    // Sleep is any number of hours: the server keeps it to the minute (7.3 h = 7 h 18 min).
    expect(parseWellnessDraft({ steps: '', sleepHours: '7.3', calories: '' })).toEqual({
      body: { sleepHours: 7.3 },
      errors: {},
    });
    expect(parseWellnessDraft({ steps: '200001', sleepHours: '', calories: '-1' }).errors).toEqual({
      steps: 'Steps is at most 200,000',
      calories: 'Calories cannot be negative',
    });
    expect(parseWellnessDraft({ steps: '', sleepHours: '', calories: '' }).errors.steps).toBe(
      'Enter at least one of steps, sleep or calories',
    );
    expect(goalPercent(12_000, 10_000)).toBe(100);
    expect(goalPercent(null, 8)).toBe(0);
  });
});
