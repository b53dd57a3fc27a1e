// What people read when the server refuses something, and what the forms say inline before asking it.
// No zod here: browsers import this file as '@fj/contracts/messages' (the rest of the package builds zod schemas when
// it loads, so remotes only `import type` from '@fj/contracts'; decision 0202). The schemas use these same constants.

/**
 * Free plan: 1 business (docs/product.md#plans-and-limits). Premium: unlimited. The server answers 403 with exactly
 * this message.
 */
export const FREE_PLAN_BUSINESS_LIMIT = 1;
export const FREE_PLAN_LIMIT_MESSAGE = 'Free plan includes 1 business. Upgrade to Premium for unlimited businesses.';

/** Business creation: the toast title and message for a blank name. */
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
export const metricDateTakenMessage = (date: string) =>
  `Figures for ${date} are already recorded. Edit that date instead.`;

export const TIME_ZONE_INVALID = 'Use an IANA time zone such as Europe/London';

// Teams (docs/product.md#teams): the toasts and limits, and what the server answers for each team rule.
export const TEAM_NAME_MAX = 80;
export const TEAM_DESCRIPTION_MAX = 500;
/** Max members 2 to 50, default 10. */
export const TEAM_MIN_MEMBERS = 2;
export const TEAM_MAX_MEMBERS = 50;
export const TEAM_DEFAULT_MAX_MEMBERS = 10;
export const TEAM_MAX_MEMBERS_RANGE = `Max members must be a whole number from ${TEAM_MIN_MEMBERS} to ${TEAM_MAX_MEMBERS}`;
/** Team create: the toast title and message for a blank name. */
export const TEAM_NAME_REQUIRED_TITLE = 'Team Name Required';
export const TEAM_NAME_REQUIRED = 'Please enter a team name';
/** Join team. */
export const INVITE_CODE_REQUIRED_TITLE = 'Invite Code Required';
export const INVITE_CODE_REQUIRED = 'Please enter an invite code';
/** Invite codes: 8 characters without the look-alikes 0/O/1/I (32 symbols, so 40 random bits). */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_FORMAT = 'An invite code is 8 letters and digits, e.g. K7MQ2XHP';
/** What a person may type for a code: spaces and hyphens are dropped and case is ignored ('k7mq-2xhp' = 'K7MQ2XHP'). */
export const normalizeInviteCode = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();
export const INVITE_CODE_UNKNOWN = 'No team found for that invite code';
export const ALREADY_A_MEMBER = 'You are already a member of this team';
export const TEAM_FULL = 'This team is full';
/** The first sentence of the 429 once a user has tried too many codes that did not get them into a team. */
export const TEAM_JOIN_THROTTLED = 'You have tried too many invite codes in the last hour.';
export const TEAM_OWNER_ONLY = 'Only the team owner can do that';
export const TEAM_MANAGERS_ONLY = 'Only the team owner or an admin can do that';
export const TEAM_ADMIN_MEMBERS_ONLY = 'Admins can change and remove members only';
export const TEAM_OWNER_ROLE_FIXED = "The owner's role changes only by transferring ownership";
export const TEAM_OWNER_MUST_TRANSFER = 'Transfer ownership to another member before leaving the team';
export const TEAM_SETTINGS_NO_ACCESS = "You do not have access to this team's settings";
/** PATCH /api/teams/{id} lowering max members below the members the team has (409). */
export const teamMaxBelowMembersMessage = (members: number) =>
  `This team has ${members} members: max members cannot be lower than that. Remove members first.`;
/** Team chat is Premium. */
export const TEAM_CHAT_PREMIUM_TITLE = 'Premium Feature';
export const TEAM_CHAT_PREMIUM = 'Team chat requires Founder Journal Premium';

// Team goals (docs/product.md#team-goals).
export const TEAM_GOAL_TITLE_MAX = 120;
export const TEAM_GOAL_MAX_VALUE = 1_000_000_000;
export const TEAM_GOAL_TITLE_REQUIRED = 'Please enter a title for the goal';
export const TEAM_GOAL_TARGET_INVALID = 'The target must be a whole number of at least 1';
export const TEAM_GOAL_PROGRESS_INVALID = 'Progress must be a whole number of 0 or more';
export const TEAM_GOAL_VALUE_TOO_LARGE = 'That number is too large';
export const TEAM_GOAL_MEMBER_FIELDS =
  'Members can update progress and complete goals; the owner or an admin edits them';
/** Community (docs/product.md#community). */
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
/** Content plan create: the toast when the title or the content type is missing. */
export const CONTENT_PLAN_REQUIRED_FIELDS = 'Please fill in all required fields';
export const CONTENT_PLAN_TITLE_REQUIRED = 'Please enter a title for this content';
export const CONTENT_TYPE_REQUIRED = 'Please choose a content type';

/** The Premium-only analytics (per-business charts, content types, CSV export) answer 403 with this. */
export const ADVANCED_ANALYTICS_PREMIUM = 'Advanced analytics is a Premium feature';
// Notes (docs/product.md#notes): the limits the form checks before the server does, and the tag spelling both sides
// use.
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

// Personal meetings and agenda templates (docs/product.md#meeting-notes).
export const PERSONAL_MEETING_REQUIRED = 'Please fill in the required fields';
/** A personal meeting lasts 60 minutes unless told otherwise (and when the duration is not a number). */
export const DEFAULT_MEETING_DURATION = 60;
export const TEMPLATE_NAME_REQUIRED = 'Please enter a name for the template';
export const AGENDA_ITEM_TITLE_REQUIRED = 'Please enter a title for each agenda item';
export const AGENDA_ITEMS_REQUIRED = 'Add at least one agenda item';
export const agendaOverDurationMessage = (minutes: number, duration: number) =>
  `The agenda takes ${minutes} minutes, more than the ${duration}-minute meeting. Shorten an item or lengthen the meeting.`;
/**
 * Premium (docs/product.md#checkout): £30 one-time, `amount` 3000 in pence. The server sets the price; anything else is
 * a 400.
 */
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

/** POST /api/admin/bootstrap (docs/product.md#activate-full-access). */
export const ADMIN_ONLY = 'Admins only';
export const ADMIN_ALREADY_ACTIVE = 'Your admin access is already activated!';

// ---------------------------------------------------------------------------------------------------------------------
// Notifications (docs/product.md#notifications): zod-free, so the screens can use them (decision 0202)
// ---------------------------------------------------------------------------------------------------------------------
export const MAX_ADMIN_MESSAGE_TITLE = 200;
export const MAX_ADMIN_MESSAGE_CONTENT = 5000;
export const ADMIN_MESSAGE_MISSING = 'Please fill in both title and content.';
export const EMAIL_NOT_CONFIGURED = 'Email delivery is not configured on this server';
/** Quiet hours options are hourly 00:00 to 23:00. */
export const QUIET_HOUR_OPTIONS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
/** Notification defaults (docs/product.md#notification-preferences). */
export const DEFAULT_NOTIFICATION_PREFERENCES = {
  adminMessages: true,
  teamMessages: true,
  communityUpdates: true,
  systemAlerts: true,
  weeklyDigest: true,
  pushNotifications: true,
  emailNotifications: false,
  frequency: 'immediate' as 'immediate' | 'daily' | 'weekly',
  quietHours: false,
  quietStart: '22:00',
  quietEnd: '08:00',
};
/** 'Disable All': everything off except system alerts. */
export const DISABLED_NOTIFICATION_PREFERENCES = {
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  adminMessages: false,
  teamMessages: false,
  communityUpdates: false,
  weeklyDigest: false,
  pushNotifications: false,
  emailNotifications: false,
};

/** Podcasts (docs/product.md#podcasts): Free tracks one podcast; the server's 403 and the upgrade card say the same. */
export const FREE_PLAN_PODCAST_LIMIT = 1;
export const PODCAST_LIMIT_MESSAGE = 'Tracking more than one podcast is a Premium feature';
/** The RSS reader is Premium. */
export const FEED_READER_PREMIUM_MESSAGE = 'The RSS reader is a Premium feature';
export const MAX_OPML_FEEDS = 1000;
// Team chat (docs/product.md#team-chat).
/** A message's text is at most 16 KB (the server checks the ciphertext's size: text + the 16-byte GCM tag). */
export const TEAM_CHAT_MAX_TEXT_BYTES = 16 * 1024;
export const TEAM_CHAT_TOO_LARGE = 'Messages are limited to 16 KB';
export const TEAM_CHAT_THROTTLED = 'You are sending messages very quickly.';
export const TEAM_CHAT_STALE_KEY = 'The team key has changed: encrypt with the current key and send again';
export const TEAM_CHAT_NO_KEY = 'This team has no encryption key yet';
export const TEAM_CHAT_NO_DEVICE_KEY = 'Set up encryption on this device first';
export const TEAM_CHAT_KEY_OWNER_FIRST = "The team's owner or an admin creates its first encryption key";
export const TEAM_CHAT_WAITING_FOR_KEY = 'Waiting for a teammate to share the encryption key';
export const TEAM_CHAT_BACKUP_ITERATIONS = 'Key backups use at least 600,000 PBKDF2 iterations';
/** PBKDF2-SHA-256 iterations of a passphrase key backup (OWASP 2023 guidance for PBKDF2-HMAC-SHA256). */
export const TEAM_CHAT_BACKUP_MIN_ITERATIONS = 600_000;

/**
 * Every process answers 503 with this message (and Retry-After) while the database or the service behind a route is
 * away: restarting, crashed, frozen (docs/decisions/2902-degrade-never-500.md). The UI shows a calm retry state.
 */
export const RESTARTING_MESSAGE = 'Founder Journal is restarting — try again in a moment';
