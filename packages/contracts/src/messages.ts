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

/** Spec §5 content plan create: the toast when the title or the content type is missing. */
export const CONTENT_PLAN_REQUIRED_FIELDS = 'Please fill in all required fields';
export const CONTENT_PLAN_TITLE_REQUIRED = 'Please enter a title for this content';
export const CONTENT_TYPE_REQUIRED = 'Please choose a content type';

/** The Premium-only analytics (per-business charts, content types, CSV export) answer 403 with this. */
export const ADVANCED_ANALYTICS_PREMIUM = 'Advanced analytics is a Premium feature';
