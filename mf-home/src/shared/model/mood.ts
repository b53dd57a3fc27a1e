import { MOOD_SCALE } from '@fj/contracts/home-catalog';

// One mood a day on one 1–5 scale (docs/decisions/2701-one-mood-a-day.md): the day's mood lives on its wellness
// entry; home's buttons, the wellness page and the journal read and write it. A journal entry may keep a mood of its
// own instead ("just for this entry"), and otherwise shows its day's.

export const moodLabel = (mood: number | null | undefined): string | null =>
  MOOD_SCALE.find((m) => m.value === mood)?.label ?? null;

/** The mood an entry shows: its own when it has one, else its day's. */
export const entryMood = (entry: { mood: number | null; dayMood: number | null }): number | null =>
  entry.mood ?? entry.dayMood;

/**
 * The journal form's mood: `mood` undefined while the person has not touched it (the picker shows the day's mood as
 * it loads); `entryOnly` keeps the choice on this entry instead of the day.
 */
export interface MoodChoice {
  mood?: number | null;
  entryOnly: boolean;
}

/** What the picker shows: the person's choice, else the day's mood. */
export const shownMood = (choice: MoodChoice, dayMood: number | null): number | null =>
  choice.mood === undefined ? dayMood : choice.mood;

/** An entry being edited: its own mood is an override; without one it follows its day. */
export const choiceOfEntry = (entry: { mood: number | null }): MoodChoice =>
  entry.mood === null ? { entryOnly: false } : { mood: entry.mood, entryOnly: true };

/**
 * The request's mood fields: an entry-only choice is the entry's `mood`; otherwise the entry follows its day
 * (`mood: null`) and a changed choice is sent as the day's mood (`dayMood`), which home and wellness then show too.
 */
export function journalMoodFields(
  choice: MoodChoice,
  dayMood: number | null,
): { mood: number | null; dayMood?: number | null } {
  if (choice.entryOnly) return { mood: shownMood(choice, dayMood) };
  if (choice.mood === undefined || choice.mood === dayMood) return { mood: null };
  return { mood: null, dayMood: choice.mood };
}
