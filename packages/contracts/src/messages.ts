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

/** Premium (spec §9): £30 one-time, `amount` 3000 in pence. The server sets the price; anything else is a 400. */
export const PREMIUM_PRICE_PENCE = 3000;
export const PREMIUM_CURRENCY = 'gbp';
export const PREMIUM_AMOUNT_INVALID = 'The Premium price is £30: amount must be 3000 (pence)';
export const PREMIUM_CURRENCY_INVALID = 'Premium is paid in pounds sterling: currency must be gbp';
/** 409 from POST /api/create-payment-intent, and what /checkout shows a Premium member. */
export const ALREADY_PREMIUM = 'You are already a Premium member';
/** 503 from the payment endpoints, and what /checkout shows, when STRIPE_SECRET_KEY is not set. */
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server';
/** 409 while an earlier payment is still being processed by the bank. */
export const PAYMENT_PROCESSING = 'Your payment is being processed. Premium starts as soon as it completes.';

/** PATCH /api/auth/user. */
export const PROFILE_IMAGE_URL_INVALID = 'Use a picture link that starts with https:// (or leave it empty)';
export const NAME_TOO_LONG = 'Names are at most 80 characters';

/** DELETE /api/account: the confirmation is the account's email, typed by its owner. */
export const DELETE_ACCOUNT_EMAIL_REQUIRED = 'Type your email address to confirm';
export const DELETE_ACCOUNT_EMAIL_MISMATCH = 'That is not the email address of this account';

/** POST /api/admin/bootstrap (spec §6 and §8). */
export const ADMIN_ONLY = 'Admins only';
export const ADMIN_ALREADY_ACTIVE = 'Your admin access is already activated!';
