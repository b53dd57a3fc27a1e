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

/** Community (spec §5 and §8, issue 12). */
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 10_000;
export const COMMENT_MAX = 2000;
export const REPORT_DETAILS_MAX = 500;
export const POST_REQUIRED_TITLE = 'Missing Information';
export const POST_REQUIRED = 'Please fill in both title and content.';
export const POST_TITLE_REQUIRED = 'Please enter a title';
export const POST_CONTENT_REQUIRED = 'Please write something to share';
export const COMMENT_REQUIRED = 'Please write a comment';
/** Distinct members' open reports that hide a post until an admin restores it. */
export const REPORTS_TO_HIDE = 3;
export const OWN_POST_REPORT = 'You cannot report your own post.';
export const ADMINS_ONLY = 'Admins only';
export const FEED_CURSOR_INVALID = 'This page of the feed is no longer available. Please reload.';
