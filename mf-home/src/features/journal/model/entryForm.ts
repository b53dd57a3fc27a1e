import { promptOfDay } from '@fj/contracts/home-catalog';
import type { CreateJournalEntryRequest, JournalEntry } from '@fj/contracts';
import { choiceOfEntry, journalMoodFields, type MoodChoice } from '../../../shared/model/mood';

export interface EntryDraft {
  date: string;
  /** The mood picker: undefined while untouched (it shows the day's mood), and whether it is for this entry only. */
  mood?: number | null;
  moodForEntry: boolean;
  gratitude: string;
  content: string;
  usePrompt: boolean;
  tags: string;
}

export type EntryErrors = Partial<Record<'date' | 'gratitude' | 'content' | 'tags', string>>;

export const emptyDraft = (today: string): EntryDraft => ({
  date: today,
  moodForEntry: false,
  gratitude: '',
  content: '',
  usePrompt: true,
  tags: '',
});
export const draftOfEntry = (entry: JournalEntry): EntryDraft => ({
  date: entry.date,
  ...moodDraftOf(choiceOfEntry(entry)),
  gratitude: entry.gratitude,
  content: entry.content,
  usePrompt: entry.prompt !== null,
  tags: entry.tags.join(', '),
});

const moodDraftOf = (choice: MoodChoice) =>
  choice.mood === undefined
    ? { moodForEntry: choice.entryOnly }
    : { mood: choice.mood, moodForEntry: choice.entryOnly };
export const moodChoiceOf = (draft: EntryDraft): MoodChoice => ({ mood: draft.mood, entryOnly: draft.moodForEntry });

/** 'Pricing, hiring ,, Q3' → ['pricing', 'hiring', 'q3'] (the server normalises the same way). */
export const parseTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim().replace(/\s+/g, ' ').toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * The form as the request body, with the server's rules checked first so mistakes show inline. `dayMood` is the mood
 * of the entry's day as loaded: the entry follows it unless the person chose a mood for this entry only.
 */
export function entryBody(
  draft: EntryDraft,
  today: string,
  dayMood: number | null,
): { body: CreateJournalEntryRequest; errors: EntryErrors } {
  const errors: EntryErrors = {};
  const tags = parseTags(draft.tags);
  if (!draft.date) errors.date = 'Pick the day this entry is about';
  else if (draft.date > today) errors.date = 'Pick today or an earlier day';
  if (!draft.content.trim()) errors.content = 'Write something in your entry';
  else if (draft.content.length > 20_000) errors.content = 'The entry is at most 20,000 characters';
  if (draft.gratitude.length > 500) errors.gratitude = 'The gratitude line is at most 500 characters';
  if (tags.length > 20) errors.tags = 'At most 20 tags';
  else if (tags.some((t) => t.length > 32)) errors.tags = 'Each tag is at most 32 characters';
  return {
    body: {
      date: draft.date,
      ...journalMoodFields(moodChoiceOf(draft), dayMood),
      gratitude: draft.gratitude.trim(),
      content: draft.content.trim(),
      prompt: draft.usePrompt && draft.date ? promptOfDay(draft.date) : null,
      tags,
    },
    errors,
  };
}
