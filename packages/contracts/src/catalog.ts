import { z } from 'zod';
import { podcastEpisodePageSchema, podcastEpisodesQuerySchema, podcastListSchema } from './podcasts';
import {
  createFeedSchema, feedItemPageSchema, feedItemsQuerySchema, feedListSchema, feedSchema, markFeedItemsReadResultSchema, markFeedItemsReadSchema,
  starFeedItemResultSchema, starFeedItemSchema, updateFeedSchema,
} from './feed-reader';
import { authUserSchema, loginSchema, registerSchema } from './auth';
import { settingsSchema, updateSettingsSchema } from './settings';
import { businessDetailSchema, businessListSchema, businessSchema, createBusinessSchema, reorderBusinessesSchema, updateBusinessSchema } from './businesses';
import { businessMetricListSchema, businessMetricSchema, recordBusinessMetricSchema, updateBusinessMetricSchema } from './business-metrics';
import { createMeetingNoteSchema, listMeetingNotesQuerySchema, meetingNoteListSchema, meetingNoteSchema, updateMeetingNoteSchema } from './meeting-notes';
import { actionItemListSchema, actionItemSchema, createActionItemSchema, updateActionItemSchema } from './action-items';
import { createGrowthIdeaSchema, growthIdeaListSchema, growthIdeaSchema, updateGrowthIdeaSchema } from './growth-ideas';
import { businessIdQuerySchema } from './common';
import { createTeamSchema, joinTeamSchema, teamDetailSchema, teamListSchema, teamMemberSchema, teamSchema, updateTeamMemberSchema, updateTeamSchema } from './teams';
import { createTeamGoalSchema, teamGoalListSchema, teamGoalSchema, updateTeamGoalSchema } from './team-goals';
import {
  achievementListSchema,
  createWeeklyTargetSchema,
  homeFavoriteListSchema,
  updateHomeFavoritesSchema,
  updateWeeklyTargetSchema,
  upsertWellnessSchema,
  userLayoutSchema,
  weeklyTargetListSchema,
  weeklyTargetSchema,
  weeklyTargetsQuerySchema,
  wellnessEntryListSchema,
  wellnessEntrySchema,
  wellnessQuerySchema,
} from './home';
import {
  bookmarkResultSchema,
  commentPageSchema,
  commentsQuerySchema,
  communityFeedQuerySchema,
  communityFeedSchema,
  communityPostSchema,
  communityStatsSchema,
  createCommentSchema,
  createCommunityPostSchema,
  likeResultSchema,
  pinPostSchema,
  postCommentSchema,
  postReportPageSchema,
  reportPostSchema,
  reportResultSchema,
  reportsQuerySchema,
  toggleLikeSchema,
  updateCommentSchema,
  updateCommunityPostSchema,
} from './community';
import { contentPlanListSchema, contentPlanSchema, createContentPlanSchema, listContentPlansQuerySchema, updateContentPlanSchema } from './content-plans';
import {
  analyticsOverviewSchema,
  contentTypeStatsQuerySchema,
  contentTypeStatsSchema,
  dashboardSummarySchema,
  metricsExportQuerySchema,
  revenueSeriesQuerySchema,
  revenueSeriesSchema,
} from './analytics';
import { createNoteSchema, listNotesQuerySchema, noteSchema, notePageSchema, noteTagListSchema, updateNoteSchema } from './notes';
import {
  createMeetingAgendaTemplateSchema,
  listMeetingAgendaTemplatesQuerySchema,
  meetingAgendaTemplateListSchema,
  meetingAgendaTemplateSchema,
  updateMeetingAgendaTemplateSchema,
} from './meeting-agenda-templates';
import { createUserActionItemSchema, updateUserActionItemSchema, userActionItemListSchema, userActionItemSchema } from './user-action-items';
import { adminBootstrapSchema, createPaymentIntentSchema, paymentIntentSchema, paymentsConfigSchema, paymentStatusQuerySchema, paymentStatusSchema } from './payments';
import {
  adminMessageListSchema, adminMessageSchema, adminStatsSchema, createAdminMessageSchema, deletePushSubscriptionSchema, listNotificationsQuerySchema,
  markNotificationsReadResultSchema, markNotificationsReadSchema, notificationPageSchema, notificationPreferencesResponseSchema, pushPublicKeySchema,
  pushSubscriptionSchema, updateNotificationPreferencesSchema,
} from './notifications';
import { accountExportSchema, deleteAccountSchema, updateProfileSchema } from './account';
import {
  createSnapshotSchema, createSocialAccountSchema, oauthDataSchema, oauthStartQuerySchema, oauthStartSchema, snapshotSchema, socialAccountSchema,
  socialAccountsQuerySchema, socialGrowthQuerySchema, socialGrowthSchema, updateSocialAccountSchema, validateRssSchema, validateSocialMediaSchema,
  validateYoutubeSchema, validationResultSchema,
} from './social';
import { deviceKeysSchema, keyBackupSchema, sendTeamMessageSchema, shareTeamKeySchema, teamKeysSchema, teamMessagePageSchema, teamMessageSchema, teamMessagesQuerySchema } from './team-chat';
import { updateWellnessGoalsSchema, wellnessGoalsSchema, wellnessImportResultSchema, wellnessImportSchema } from './wellness';
import { cycleDayListSchema, cycleDaySchema, cycleDaysQuerySchema, cycleSummarySchema, putCycleDaySchema } from './cycle';
import { createJournalEntrySchema, journalDayListSchema, journalDaysQuerySchema, journalEntrySchema, journalPageSchema, listJournalQuerySchema, updateJournalEntrySchema } from './journal';

export interface Endpoint {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, `{id}` for parameters. */
  path: string;
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
  /** Answered by the BFF itself rather than a service. */
  gateway?: boolean;
}

/** Every /api call, from the same zod schemas the services validate with. New endpoints are added here. */
export const API_CATALOG: Endpoint[] = [
  { method: 'post', path: '/api/auth/register', tag: 'auth', summary: 'Create an account and sign in', body: registerSchema, response: authUserSchema, status: 201, gateway: true },
  { method: 'post', path: '/api/auth/login', tag: 'auth', summary: 'Sign in with email and password', body: loginSchema, response: authUserSchema, gateway: true },
  { method: 'get', path: '/api/auth/user', tag: 'auth', summary: 'The signed-in user (401 when signed out)', response: authUserSchema, gateway: true },
  { method: 'get', path: '/api/settings', tag: 'settings', summary: 'Settings, with defaults until changed', response: settingsSchema },
  { method: 'post', path: '/api/settings', tag: 'settings', summary: 'Change any settings', body: updateSettingsSchema, response: settingsSchema },
  { method: 'get', path: '/api/businesses', tag: 'businesses', summary: 'Businesses by sortOrder', response: businessListSchema },
  { method: 'post', path: '/api/businesses', tag: 'businesses', summary: 'Create a business (Free plan: 1)', body: createBusinessSchema, response: businessSchema, status: 201 },
  { method: 'get', path: '/api/businesses/{id}', tag: 'businesses', summary: 'A business with its dashboard stats', response: businessDetailSchema },
  { method: 'put', path: '/api/businesses/{id}', tag: 'businesses', summary: 'Rename a business, change its description and colour', body: updateBusinessSchema, response: businessSchema },
  { method: 'delete', path: '/api/businesses/{id}', tag: 'businesses', summary: 'Delete a business with its metrics, meetings, action items, ideas and content plans', status: 204 },
  { method: 'post', path: '/api/businesses/reorder', tag: 'businesses', summary: 'Reorder businesses (all or nothing)', body: reorderBusinessesSchema, response: businessListSchema },
  { method: 'get', path: '/api/business-metrics', tag: 'businesses', summary: "A business's metrics by date", query: businessIdQuerySchema, response: businessMetricListSchema },
  { method: 'post', path: '/api/business-metrics', tag: 'businesses', summary: 'Record revenue and clients for a date', body: recordBusinessMetricSchema, response: businessMetricSchema, status: 201 },
  { method: 'put', path: '/api/business-metrics/{id}', tag: 'businesses', summary: "Correct a recorded date's revenue and clients (or move them to another date)", body: updateBusinessMetricSchema, response: businessMetricSchema },
  { method: 'delete', path: '/api/business-metrics/{id}', tag: 'businesses', summary: "Delete a recorded date's figures", status: 204 },
  { method: 'get', path: '/api/meeting-notes', tag: 'meetings', summary: 'Meeting notes, newest first (optionally one business)', query: listMeetingNotesQuerySchema, response: meetingNoteListSchema },
  { method: 'post', path: '/api/meeting-notes', tag: 'meetings', summary: 'Create a meeting note', body: createMeetingNoteSchema, response: meetingNoteSchema, status: 201 },
  { method: 'put', path: '/api/meeting-notes/{id}', tag: 'meetings', summary: 'Edit a meeting note (full update)', body: updateMeetingNoteSchema, response: meetingNoteSchema },
  { method: 'delete', path: '/api/meeting-notes/{id}', tag: 'meetings', summary: 'Delete a meeting note', status: 204 },
  { method: 'get', path: '/api/action-items', tag: 'businesses', summary: "A business's action items", query: businessIdQuerySchema, response: actionItemListSchema },
  { method: 'post', path: '/api/action-items', tag: 'businesses', summary: 'Create an action item (starts todo)', body: createActionItemSchema, response: actionItemSchema, status: 201 },
  { method: 'put', path: '/api/action-items/{id}', tag: 'businesses', summary: 'Change an action item status, or edit it', body: updateActionItemSchema, response: actionItemSchema },
  { method: 'delete', path: '/api/action-items/{id}', tag: 'businesses', summary: 'Delete an action item', status: 204 },
  { method: 'get', path: '/api/growth-ideas', tag: 'businesses', summary: "A business's growth ideas", query: businessIdQuerySchema, response: growthIdeaListSchema },
  { method: 'post', path: '/api/growth-ideas', tag: 'businesses', summary: 'Create a growth idea (starts brainstorming)', body: createGrowthIdeaSchema, response: growthIdeaSchema, status: 201 },
  { method: 'put', path: '/api/growth-ideas/{id}', tag: 'businesses', summary: 'Change a growth idea status, or edit it', body: updateGrowthIdeaSchema, response: growthIdeaSchema },
  { method: 'delete', path: '/api/growth-ideas/{id}', tag: 'businesses', summary: 'Delete a growth idea', status: 204 },
  { method: 'get', path: '/api/teams', tag: 'teams', summary: "The caller's teams with member count and role (invite code for owner/admin)", response: teamListSchema },
  { method: 'post', path: '/api/teams', tag: 'teams', summary: 'Create a team (the caller owns it)', body: createTeamSchema, response: teamSchema, status: 201 },
  { method: 'post', path: '/api/teams/join', tag: 'teams', summary: 'Join a team by invite code (rate limited per user)', body: joinTeamSchema, response: teamSchema, status: 201 },
  { method: 'get', path: '/api/teams/{id}', tag: 'teams', summary: 'A team with its members (404 for non-members)', response: teamDetailSchema },
  { method: 'patch', path: '/api/teams/{id}', tag: 'teams', summary: 'Rename, describe, make public, change max members (owner/admin)', body: updateTeamSchema, response: teamSchema },
  { method: 'delete', path: '/api/teams/{id}', tag: 'teams', summary: 'Delete a team with its goals (owner)', status: 204 },
  { method: 'post', path: '/api/teams/{id}/invite-code', tag: 'teams', summary: 'Replace the invite code (owner/admin)', response: teamSchema },
  { method: 'put', path: '/api/teams/{id}/members/{userId}', tag: 'teams', summary: "Change a member's role or transfer ownership", body: updateTeamMemberSchema, response: teamMemberSchema },
  { method: 'delete', path: '/api/teams/{id}/members/{userId}', tag: 'teams', summary: 'Remove a member, or leave (your own userId)', status: 204 },
  { method: 'get', path: '/api/teams/{id}/goals', tag: 'teams', summary: "The team's goals, open first", response: teamGoalListSchema },
  { method: 'post', path: '/api/teams/{id}/goals', tag: 'teams', summary: 'Create a team goal (owner/admin)', body: createTeamGoalSchema, response: teamGoalSchema, status: 201 },
  { method: 'patch', path: '/api/teams/{id}/goals/{goalId}', tag: 'teams', summary: 'Update progress or complete (any member); edit (owner/admin)', body: updateTeamGoalSchema, response: teamGoalSchema },
  { method: 'delete', path: '/api/teams/{id}/goals/{goalId}', tag: 'teams', summary: 'Delete a team goal (owner/admin)', status: 204 },
  { method: 'get', path: '/api/community/posts', tag: 'community', summary: 'The feed: 20 posts a page, pinned first then newest (keyset cursor), by category or saved', query: communityFeedQuerySchema, response: communityFeedSchema },
  { method: 'post', path: '/api/community/posts', tag: 'community', summary: 'Share a post (rate limited per member)', body: createCommunityPostSchema, response: communityPostSchema, status: 201 },
  { method: 'get', path: '/api/community/posts/{id}', tag: 'community', summary: 'One post (a shared link)', response: communityPostSchema },
  { method: 'put', path: '/api/community/posts/{id}', tag: 'community', summary: 'Edit your post', body: updateCommunityPostSchema, response: communityPostSchema },
  { method: 'delete', path: '/api/community/posts/{id}', tag: 'community', summary: 'Delete a post (its author or an admin) with its likes, comments and reports', status: 204 },
  { method: 'post', path: '/api/community/like', tag: 'community', summary: "Toggle the caller's like on a post", body: toggleLikeSchema, response: likeResultSchema },
  { method: 'get', path: '/api/community/posts/{id}/comments', tag: 'community', summary: "A post's comments, oldest first, 50 a page", query: commentsQuerySchema, response: commentPageSchema },
  { method: 'post', path: '/api/community/posts/{id}/comments', tag: 'community', summary: 'Comment on a post (rate limited per member)', body: createCommentSchema, response: postCommentSchema, status: 201 },
  { method: 'put', path: '/api/community/comments/{id}', tag: 'community', summary: 'Edit your comment', body: updateCommentSchema, response: postCommentSchema },
  { method: 'delete', path: '/api/community/comments/{id}', tag: 'community', summary: 'Delete a comment (its author or an admin)', status: 204 },
  { method: 'post', path: '/api/community/posts/{id}/bookmark', tag: 'community', summary: "Toggle the caller's bookmark on a post", response: bookmarkResultSchema },
  { method: 'post', path: '/api/community/posts/{id}/report', tag: 'community', summary: 'Report a post; 3 members\' open reports hide it', body: reportPostSchema, response: reportResultSchema },
  { method: 'post', path: '/api/community/posts/{id}/pin', tag: 'community', summary: 'Pin or unpin a post (admins)', body: pinPostSchema, response: communityPostSchema },
  { method: 'post', path: '/api/community/posts/{id}/restore', tag: 'community', summary: 'Show a reported post again and close its reports (admins)', response: communityPostSchema },
  { method: 'get', path: '/api/community/reports', tag: 'community', summary: 'Posts with open reports, newest report first (admins)', query: reportsQuerySchema, response: postReportPageSchema },
  { method: 'get', path: '/api/community/stats', tag: 'community', summary: 'Members, posts, likes and active members (last 30 days), counted by the database', response: communityStatsSchema },
  { method: 'get', path: '/api/content-plans', tag: 'content', summary: 'Content plans, newest scheduled first (filters: business, days in your time zone, status; keyset pages)', query: listContentPlansQuerySchema, response: contentPlanListSchema },
  { method: 'post', path: '/api/content-plans', tag: 'content', summary: 'Plan a piece of content (no date: a draft)', body: createContentPlanSchema, response: contentPlanSchema, status: 201 },
  { method: 'patch', path: '/api/content-plans/{id}', tag: 'content', summary: 'Complete or reopen a content plan, or edit it', body: updateContentPlanSchema, response: contentPlanSchema },
  { method: 'delete', path: '/api/content-plans/{id}', tag: 'content', summary: 'Delete a content plan', status: 204 },
  { method: 'get', path: '/api/dashboard/summary', tag: 'analytics', summary: 'Businesses with latest figures, recent revenue and growth, this week\'s targets, social accounts (composed; partial when social is down)', response: dashboardSummarySchema, gateway: true },
  { method: 'get', path: '/api/analytics/overview', tag: 'analytics', summary: 'The core half of the dashboard summary', response: analyticsOverviewSchema },
  { method: 'get', path: '/api/analytics/revenue', tag: 'analytics', summary: "Premium: a business's revenue and clients over 30 / 90 / 365 days, by day / week / month", query: revenueSeriesQuerySchema, response: revenueSeriesSchema },
  { method: 'get', path: '/api/analytics/content-types', tag: 'analytics', summary: 'Premium: completed content per type and the revenue of the weeks it went out', query: contentTypeStatsQuerySchema, response: contentTypeStatsSchema },
  { method: 'get', path: '/api/analytics/export.csv', tag: 'analytics', summary: 'Premium: recorded metrics as CSV (text/csv, RFC 4180, streamed)', query: metricsExportQuerySchema },
  { method: 'get', path: '/api/notes', tag: 'notes', summary: 'Notes, pinned then most recently updated; ?q= searches title and content (50 a page)', query: listNotesQuerySchema, response: notePageSchema },
  { method: 'get', path: '/api/notes/tags', tag: 'notes', summary: "The tags of the caller's 500 most recent notes, most used first (filter chips)", response: noteTagListSchema },
  { method: 'post', path: '/api/notes', tag: 'notes', summary: 'Create a note', body: createNoteSchema, response: noteSchema, status: 201 },
  { method: 'put', path: '/api/notes/{id}', tag: 'notes', summary: 'Edit a note or pin it (the fields sent change)', body: updateNoteSchema, response: noteSchema },
  { method: 'delete', path: '/api/notes/{id}', tag: 'notes', summary: 'Delete a note', status: 204 },
  { method: 'get', path: '/api/meeting-agenda-templates', tag: 'meetings', summary: 'Agenda templates (the three defaults are created on the first read)', query: listMeetingAgendaTemplatesQuerySchema, response: meetingAgendaTemplateListSchema },
  { method: 'post', path: '/api/meeting-agenda-templates', tag: 'meetings', summary: 'Create an agenda template', body: createMeetingAgendaTemplateSchema, response: meetingAgendaTemplateSchema, status: 201 },
  { method: 'put', path: '/api/meeting-agenda-templates/{id}', tag: 'meetings', summary: 'Edit an agenda template (full update)', body: updateMeetingAgendaTemplateSchema, response: meetingAgendaTemplateSchema },
  { method: 'delete', path: '/api/meeting-agenda-templates/{id}', tag: 'meetings', summary: 'Delete an agenda template', status: 204 },
  { method: 'get', path: '/api/user-action-items', tag: 'action-items', summary: 'Personal action items, open first, with isOverdue in the user\'s time zone', response: userActionItemListSchema },
  { method: 'post', path: '/api/user-action-items', tag: 'action-items', summary: 'Create a personal action item', body: createUserActionItemSchema, response: userActionItemSchema, status: 201 },
  { method: 'put', path: '/api/user-action-items/{id}', tag: 'action-items', summary: 'Change a personal action item (any status to any status)', body: updateUserActionItemSchema, response: userActionItemSchema },
  { method: 'delete', path: '/api/user-action-items/{id}', tag: 'action-items', summary: 'Delete a personal action item', status: 204 },
  { method: 'patch', path: '/api/auth/user', tag: 'auth', summary: 'Change your first name, last name or profile picture link', body: updateProfileSchema, response: authUserSchema, gateway: true },
  { method: 'get', path: '/api/account/export', tag: 'account', summary: 'Download everything stored about you, from every service, as one JSON file', response: accountExportSchema, gateway: true },
  { method: 'delete', path: '/api/account', tag: 'account', summary: 'Delete your account and everything in it, and end all your sessions (type your email to confirm)', body: deleteAccountSchema, status: 204, gateway: true },
  { method: 'post', path: '/api/create-payment-intent', tag: 'payments', summary: 'Start (or resume) the £30 Premium payment: the client secret of your open PaymentIntent', body: createPaymentIntentSchema, response: paymentIntentSchema },
  { method: 'get', path: '/api/payments/config', tag: 'payments', summary: "Stripe's publishable key (null when payments are not configured)", response: paymentsConfigSchema },
  { method: 'get', path: '/api/payments/status', tag: 'payments', summary: 'After the return from Stripe: the payment status, granting Premium when it succeeded', query: paymentStatusQuerySchema, response: paymentStatusSchema },
  { method: 'post', path: '/api/payments/webhook', tag: 'payments', summary: "Stripe's webhook (no session: verified by its Stripe-Signature; raw body up to 64 KB)" },
  { method: 'post', path: '/api/admin/bootstrap', tag: 'payments', summary: 'The ADMIN_EMAIL account becomes admin and Premium, without payment', response: adminBootstrapSchema },
  { method: 'get', path: '/api/admin/messages', tag: 'notifications', summary: 'Admins: every broadcast, newest first', response: adminMessageListSchema },
  { method: 'post', path: '/api/admin/messages', tag: 'notifications', summary: 'Admins: broadcast a message to every user (stored once; delivery runs in the background)', body: createAdminMessageSchema, response: adminMessageSchema, status: 201 },
  { method: 'get', path: '/api/admin/stats', tag: 'notifications', summary: 'Admins: total users, messages sent, share of users who read a broadcast in the last 30 days (null when nothing to measure)', response: adminStatsSchema },
  { method: 'get', path: '/api/notifications', tag: 'notifications', summary: 'Your inbox: broadcasts and your own notifications, newest first (20 a page), with the unread count', query: listNotificationsQuerySchema, response: notificationPageSchema },
  { method: 'post', path: '/api/notifications/read', tag: 'notifications', summary: 'Mark some notifications ({ ids }) or all ({ all: true }) as read', body: markNotificationsReadSchema, response: markNotificationsReadResultSchema },
  { method: 'get', path: '/api/notification-preferences', tag: 'notifications', summary: 'Notification preferences (the defaults until changed) and whether email can be sent', response: notificationPreferencesResponseSchema },
  { method: 'put', path: '/api/notification-preferences', tag: 'notifications', summary: 'Change the preferences sent (the full set on reset)', body: updateNotificationPreferencesSchema, response: notificationPreferencesResponseSchema },
  { method: 'get', path: '/api/push/public-key', tag: 'notifications', summary: "The server's VAPID public key (applicationServerKey)", response: pushPublicKeySchema },
  { method: 'post', path: '/api/push/subscriptions', tag: 'notifications', summary: "Save this browser's PushSubscription", body: pushSubscriptionSchema, status: 201 },
  { method: 'delete', path: '/api/push/subscriptions', tag: 'notifications', summary: "Forget this browser's PushSubscription", body: deletePushSubscriptionSchema, status: 204 },
  { method: 'get', path: '/api/user-layout', tag: 'home', summary: 'Your saved home layout (the default when none is saved)', response: userLayoutSchema },
  { method: 'post', path: '/api/user-layout', tag: 'home', summary: 'Save the home layout: visibility and order of the known widgets', body: userLayoutSchema, response: userLayoutSchema },
  { method: 'get', path: '/api/home-favorites', tag: 'home', summary: 'All 11 Quick Access features with isEnabled and order (the first 6 until changed)', response: homeFavoriteListSchema },
  { method: 'put', path: '/api/home-favorites', tag: 'home', summary: 'Choose Quick Access favorites (known ids, no duplicates, at most 9 enabled)', body: updateHomeFavoritesSchema, response: homeFavoriteListSchema },
  { method: 'get', path: '/api/wellness', tag: 'home', summary: 'Wellness entries of the days in a range (inclusive, at most 366 days) that have data', query: wellnessQuerySchema, response: wellnessEntryListSchema },
  { method: 'put', path: '/api/wellness/{date}', tag: 'home', summary: "Set a day's steps, sleep, calories or mood (the fields sent change)", body: upsertWellnessSchema, response: wellnessEntrySchema },
  { method: 'get', path: '/api/weekly-targets', tag: 'home', summary: "A week's targets (a Monday; default this week in your zone); measured types count real activity", query: weeklyTargetsQuerySchema, response: weeklyTargetListSchema },
  { method: 'post', path: '/api/weekly-targets', tag: 'home', summary: 'Set a target for this week (or the given Monday)', body: createWeeklyTargetSchema, response: weeklyTargetSchema, status: 201 },
  { method: 'put', path: '/api/weekly-targets/{id}', tag: 'home', summary: 'Change a target, or the progress of one that is not measured', body: updateWeeklyTargetSchema, response: weeklyTargetSchema },
  { method: 'delete', path: '/api/weekly-targets/{id}', tag: 'home', summary: 'Remove a weekly target', status: 204 },
  { method: 'get', path: '/api/achievements', tag: 'home', summary: 'Achievements earned from your activity (streaks, targets reached, firsts), newest first', response: achievementListSchema },
  { method: 'post', path: '/api/validate-rss', tag: 'social', summary: 'Fetch a podcast or RSS/Atom feed (SSRF-safe) and answer its title, description and episode count', body: validateRssSchema, response: validationResultSchema },
  { method: 'post', path: '/api/validate-youtube', tag: 'social', summary: 'Check a YouTube channel (id, /channel/ or /@handle URL): API figures when configured, else its public feed', body: validateYoutubeSchema, response: validationResultSchema },
  { method: 'post', path: '/api/validate-social-media', tag: 'social', summary: 'useOAuth when the platform\'s OAuth app is configured, else a valid manual-mode result (never a password)', body: validateSocialMediaSchema, response: validationResultSchema },
  { method: 'get', path: '/api/oauth/facebook/auth', tag: 'social', summary: 'Start an OAuth sign-in (Meta, LinkedIn or TikTok by platform): the provider URL with state and PKCE', query: oauthStartQuerySchema, response: oauthStartSchema },
  { method: 'get', path: '/api/oauth/callback', tag: 'social', summary: "The provider's redirect: checks state, exchanges the code with the PKCE verifier, stores the result for you" },
  { method: 'get', path: '/api/oauth/data', tag: 'social', summary: 'Your latest finished OAuth sign-in: platform, profile and an opaque connection reference (404 when none)', response: oauthDataSchema },
  { method: 'get', path: '/api/social-accounts', tag: 'social', summary: 'Your linked social accounts (of one business, or all)', query: socialAccountsQuerySchema, response: z.array(socialAccountSchema) },
  { method: 'post', path: '/api/social-accounts', tag: 'social', summary: 'Link an account to a business (Free plan: 3 per business); feeds and channels are checked and measured at once', body: createSocialAccountSchema, response: socialAccountSchema, status: 201 },
  { method: 'patch', path: '/api/social-accounts/{id}', tag: 'social', summary: "Change an account's monthly growth target (percent)", body: updateSocialAccountSchema, response: socialAccountSchema },
  { method: 'delete', path: '/api/social-accounts/{id}', tag: 'social', summary: 'Unlink an account with its snapshots and tokens', status: 204 },
  { method: 'post', path: '/api/social-accounts/{id}/snapshots', tag: 'social', summary: 'Record a follower count you read yourself (manual accounts), today or on an earlier date', body: createSnapshotSchema, response: snapshotSchema, status: 201 },
  { method: 'get', path: '/api/social-growth', tag: 'social', summary: 'Per account: followers, 30- or 90-day change and growth %, progress against its target, status label and a daily series', query: socialGrowthQuerySchema, response: socialGrowthSchema },
  { method: 'get', path: '/api/podcasts', tag: 'podcasts', summary: 'Your podcasts: artwork, title, cadence (median days between the last 10 episodes), episodes this month, growth; the plan limit (Free: 1)', response: podcastListSchema },
  { method: 'get', path: '/api/podcasts/{accountId}/episodes', tag: 'podcasts', summary: "A podcast's episodes from its feed as last captured, newest first (keyset cursor, at most 50)", query: podcastEpisodesQuerySchema, response: podcastEpisodePageSchema },
  { method: 'get', path: '/api/feeds', tag: 'feeds', summary: 'Your feed subscriptions (Premium) with unread counts, folders, last refresh and last error', response: feedListSchema },
  { method: 'post', path: '/api/feeds', tag: 'feeds', summary: 'Subscribe to a feed URL or a site URL (autodiscovery through <link rel="alternate">); articles are read at once (Premium)', body: createFeedSchema, response: feedSchema, status: 201 },
  { method: 'patch', path: '/api/feeds/{id}', tag: 'feeds', summary: "Rename a feed or move it to a folder (Premium)", body: updateFeedSchema, response: feedSchema },
  { method: 'delete', path: '/api/feeds/{id}', tag: 'feeds', summary: 'Unsubscribe: the feed and its articles go (Premium)', status: 204 },
  { method: 'get', path: '/api/feeds/items', tag: 'feeds', summary: 'Articles, newest first: unified, per feed or folder, unread or starred only (keyset cursor; HTML sanitised) (Premium)', query: feedItemsQuerySchema, response: feedItemPageSchema },
  { method: 'post', path: '/api/feeds/items/read', tag: 'feeds', summary: 'Mark articles read ({ ids }, or unread with read: false), a whole feed ({ feedId }) or everything ({ all: true })', body: markFeedItemsReadSchema, response: markFeedItemsReadResultSchema },
  { method: 'post', path: '/api/feeds/items/{id}/star', tag: 'feeds', summary: 'Star or unstar an article (starred articles are never pruned)', body: starFeedItemSchema, response: starFeedItemResultSchema },
  { method: 'post', path: '/api/feeds/opml', tag: 'feeds', summary: 'Import an OPML file (request body text/x-opml, at most 1,000 feeds); answers NDJSON progress lines as each feed is read' },
  { method: 'get', path: '/api/feeds/opml', tag: 'feeds', summary: 'Export your subscriptions as OPML 2.0 (folders as outlines)' },
  { method: 'get', path: '/api/e2e/keys', tag: 'team chat', summary: "Premium: this account's registered device public keys (404 before the first)", response: deviceKeysSchema },
  { method: 'put', path: '/api/e2e/keys', tag: 'team chat', summary: "Premium: register this browser's ECDH and ECDSA P-256 public keys (a new device's team keys are shared again)", body: deviceKeysSchema, response: deviceKeysSchema },
  { method: 'get', path: '/api/e2e/backup', tag: 'team chat', summary: 'Premium: your passphrase-encrypted key backup (404 when none)', response: keyBackupSchema },
  { method: 'put', path: '/api/e2e/backup', tag: 'team chat', summary: 'Premium: store your passphrase-encrypted key backup (PBKDF2 ≥ 600,000 iterations)', body: keyBackupSchema, response: keyBackupSchema },
  { method: 'get', path: '/api/teams/{id}/keys', tag: 'team chat', summary: "Premium members: the team's key version, members' public keys and your wrapped team keys", response: teamKeysSchema },
  { method: 'put', path: '/api/teams/{id}/keys', tag: 'team chat', summary: 'Premium members: create the next key version (wrapped for members) or share the current one with members who lack it', body: shareTeamKeySchema, response: teamKeysSchema },
  { method: 'get', path: '/api/teams/{id}/messages', tag: 'team chat', summary: 'Premium members: history, newest page first (keyset, 50 a page), ciphertext only', query: teamMessagesQuerySchema, response: teamMessagePageSchema },
  { method: 'post', path: '/api/teams/{id}/messages', tag: 'team chat', summary: 'Premium members: send an encrypted message (16 KB, 20 per 10 s); stored, then fanned out to every stream', body: sendTeamMessageSchema, response: teamMessageSchema, status: 201 },
  { method: 'get', path: '/api/teams/{id}/chat/stream', tag: 'team chat', summary: 'Premium members: server-sent events (message, typing, keys, members), resumable with Last-Event-ID, heartbeat every 20 s' },
  { method: 'post', path: '/api/teams/{id}/chat/typing', tag: 'team chat', summary: 'Premium members: tell the team you are typing (not stored)', status: 204 },
  { method: 'get', path: '/api/wellness/goals', tag: 'wellness', summary: 'Your daily steps, sleep and calories goals (10,000 / 8 h / 2,000 until changed)', response: wellnessGoalsSchema },
  { method: 'put', path: '/api/wellness/goals', tag: 'wellness', summary: 'Change some of your daily wellness goals', body: updateWellnessGoalsSchema, response: wellnessGoalsSchema },
  { method: 'post', path: '/api/wellness/import', tag: 'wellness', summary: 'Premium: import up to 366 days of Apple Health aggregates (idempotent; manual entries win unless overwriteManual)', body: wellnessImportSchema, response: wellnessImportResultSchema },
  { method: 'get', path: '/api/cycle/days', tag: 'cycle', summary: 'Premium: your cycle log for a range of days (inclusive, at most 366)', query: cycleDaysQuerySchema, response: cycleDayListSchema },
  { method: 'get', path: '/api/cycle/days/{date}', tag: 'cycle', summary: 'Premium: one day of your cycle log (404 when nothing is logged)', response: cycleDaySchema },
  { method: 'put', path: '/api/cycle/days/{date}', tag: 'cycle', summary: 'Premium: log a day (flow, symptoms, notes); an empty day removes it', body: putCycleDaySchema, response: cycleDaySchema },
  { method: 'get', path: '/api/cycle/summary', tag: 'cycle', summary: 'Premium: predicted next period and fertile window from your last 6 cycles (an estimate, not medical advice)', response: cycleSummarySchema },
  { method: 'get', path: '/api/journal', tag: 'journal', summary: 'Journal entries, newest day first (30 a page); ?q= searches gratitude and text; ?from&to, ?tag', query: listJournalQuerySchema, response: journalPageSchema },
  { method: 'get', path: '/api/journal/days', tag: 'journal', summary: 'Days with journal entries in a range (the calendar)', query: journalDaysQuerySchema, response: journalDayListSchema },
  { method: 'post', path: '/api/journal', tag: 'journal', summary: 'Write a journal entry', body: createJournalEntrySchema, response: journalEntrySchema, status: 201 },
  { method: 'put', path: '/api/journal/{id}', tag: 'journal', summary: 'Edit a journal entry (the fields sent change)', body: updateJournalEntrySchema, response: journalEntrySchema },
  { method: 'delete', path: '/api/journal/{id}', tag: 'journal', summary: 'Delete a journal entry', status: 204 },
];
