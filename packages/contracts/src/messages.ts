// What people read when the server refuses something, and what the forms say inline before asking it.
// No zod here: browsers import this file as '@fj/contracts/messages' (the rest of the package builds zod schemas when
// it loads, so remotes only `import type` from '@fj/contracts'; decision 0202). The schemas use these same constants.

/** Free plan: 1 business (spec §9). Premium: unlimited. The server answers 403 with exactly this message. */
export const FREE_PLAN_BUSINESS_LIMIT = 1;
export const FREE_PLAN_LIMIT_MESSAGE = 'Free plan includes 1 business. Upgrade to Premium for unlimited businesses.';

/** Spec §5 business creation: the toast title and message for a blank name. */
export const BUSINESS_NAME_REQUIRED_TITLE = 'Business Name Required';
export const BUSINESS_NAME_REQUIRED = 'Please enter a name for your business';

export const MEETING_TITLE_REQUIRED = 'Please enter a meeting title';
export const MEETING_DATE_REQUIRED = 'Please choose the date and time of the meeting';
export const ACTION_ITEM_TITLE_REQUIRED = 'Please enter a title for the action item';
export const GROWTH_IDEA_TITLE_REQUIRED = 'Please enter a title for your growth idea';

export const METRIC_DATE_REQUIRED = 'Please choose the date these figures are for';
export const REVENUE_REQUIRED = 'Please enter the revenue (0 if none)';
export const REVENUE_NEGATIVE = 'Revenue cannot be negative';
export const CLIENTS_REQUIRED = 'Please enter the number of clients (0 if none)';
export const CLIENTS_NEGATIVE = 'Clients cannot be negative';
export const CLIENTS_WHOLE_NUMBER = 'Clients must be a whole number';
export const POTENTIAL_REVENUE_NEGATIVE = 'Potential revenue cannot be negative';
export const DURATION_NEGATIVE = 'Duration cannot be negative';

/** PUT /api/business-metrics/{id} moving a record onto a date that already has one (409). */
export const metricDateTakenMessage = (date: string) => `Figures for ${date} are already recorded. Edit that date instead.`;

export const TIME_ZONE_INVALID = 'Use an IANA time zone such as Europe/London';

// Notes (issue 11): the limits the form checks before the server does, and the tag spelling both sides use.
export const NOTE_TITLE_REQUIRED = 'Please enter a title for the note';
export const NOTE_CONTENT_REQUIRED = 'Please write something in the note';
export const MAX_NOTE_TITLE = 200;
export const MAX_NOTE_CONTENT = 100_000;
export const MAX_NOTE_TAGS = 20;
export const MAX_NOTE_TAG_LENGTH = 32;
export const NOTE_TAG_LENGTH_MESSAGE = `Each tag is 1–${MAX_NOTE_TAG_LENGTH} characters`;
export const NOTE_TAGS_LIMIT_MESSAGE = `A note has at most ${MAX_NOTE_TAGS} tags`;
/** A tag as stored: trimmed, inner runs of whitespace as one space, lower-case. */
export const normalizeNoteTag = (tag: string): string => tag.trim().replace(/\s+/g, ' ').toLowerCase();

// Personal meetings and agenda templates (issue 11, spec §5 and §8).
export const PERSONAL_MEETING_REQUIRED = 'Please fill in the required fields';
/** Spec §5/§9: a personal meeting lasts 60 minutes unless told otherwise (and when the duration is not a number). */
export const DEFAULT_MEETING_DURATION = 60;
export const TEMPLATE_NAME_REQUIRED = 'Please enter a name for the template';
export const AGENDA_ITEM_TITLE_REQUIRED = 'Please enter a title for each agenda item';
export const AGENDA_ITEMS_REQUIRED = 'Add at least one agenda item';
export const agendaOverDurationMessage = (minutes: number, duration: number) =>
  `The agenda takes ${minutes} minutes, more than the ${duration}-minute meeting. Shorten an item or lengthen the meeting.`;
