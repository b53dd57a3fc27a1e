import type { MigrationOnly } from './compare';
import type { GeneratedColumn } from './databases';

/**
 * What the migrations have and schema.prisma cannot express. A new CHECK, trigger, function or extension in a
 * migration goes here with its reason; an entry that no longer matches anything fails the test until removed.
 */
export const MIGRATION_ONLY: MigrationOnly[] = [
  {
    key: 'table "_prisma_migrations"',
    reason: 'the migration history `prisma migrate deploy` keeps; not part of the schema',
  },
  {
    key: 'extension pg_trgm',
    reason:
      'trigram index on note titles and journal gratitude (docs/decisions/1101); schema.prisma declares no extensions',
  },
  {
    key: 'function fj_applied_migrations()',
    reason:
      "the applied migrations' names for /readyz, which the application role may not read directly (docs/decisions/2902)",
  },
  {
    key: 'extension btree_gin',
    reason:
      'note search GIN indexes that lead with "userId" (docs/decisions/2806); schema.prisma declares no extensions',
  },
  // Change notifications for the BFF's caches (docs/decisions/0701).
  {
    key: 'function fj_notify_user_changed()',
    reason: 'NOTIFY user_changed on every User update or delete (docs/decisions/0701)',
  },
  {
    key: 'trigger "User"."User_notify_changed"',
    reason: 'NOTIFY user_changed on every User update or delete (docs/decisions/0701)',
  },
  {
    key: 'function fj_notify_session_changed()',
    reason: 'NOTIFY session_changed when a session ends (docs/decisions/0701)',
  },
  {
    key: 'trigger "session"."session_notify_changed"',
    reason: 'NOTIFY session_changed when a session ends (docs/decisions/0701)',
  },
  // RSS reader unread counters (docs/decisions/2804).
  {
    key: 'function fj_feed_unread_count()',
    reason: "keeps FeedSubscription.unreadCount in the changing statement's transaction (docs/decisions/2804)",
  },
  { key: 'trigger "FeedItem"."FeedItem_unread_insert"', reason: 'unread counter (docs/decisions/2804)' },
  { key: 'trigger "FeedItem"."FeedItem_unread_delete"', reason: 'unread counter (docs/decisions/2804)' },
  { key: 'trigger "FeedItem"."FeedItem_unread_update"', reason: 'unread counter (docs/decisions/2804)' },
  // Community counters (docs/decisions/1201).
  {
    key: 'function fj_community_count_likes()',
    reason: "keeps CommunityPost.likesCount in the liking statement's transaction (docs/decisions/1201)",
  },
  { key: 'trigger "PostLike"."PostLike_count_insert"', reason: 'likes counter (docs/decisions/1201)' },
  { key: 'trigger "PostLike"."PostLike_count_delete"', reason: 'likes counter (docs/decisions/1201)' },
  {
    key: 'function fj_community_count_comments()',
    reason: "keeps CommunityPost.commentsCount in the commenting statement's transaction (docs/decisions/1201)",
  },
  { key: 'trigger "PostComment"."PostComment_count_insert"', reason: 'comments counter (docs/decisions/1201)' },
  { key: 'trigger "PostComment"."PostComment_count_delete"', reason: 'comments counter (docs/decisions/1201)' },
  // Teams (docs/decisions/1301, 1302).
  { key: 'check "Team"."Team_maxMembers_check"', reason: 'max members 2–50 (docs/decisions/1301)' },
  { key: 'check "Team"."Team_inviteCode_check"', reason: 'invite code alphabet and length (docs/decisions/1302)' },
  {
    key: 'check "TeamMember"."TeamMember_role_check"',
    reason: 'role names owner | admin | member (docs/decisions/1301)',
  },
  { key: 'check "TeamGoal"."TeamGoal_values_check"', reason: 'goal value ranges (docs/decisions/1301)' },
  {
    key: 'function fj_check_team_owner(text)',
    reason: 'exactly one owner per team, and it is Team.ownerId (docs/decisions/1301)',
  },
  {
    key: 'function fj_check_team_owner_of_team()',
    reason: 'deferred owner check when Team.ownerId changes (docs/decisions/1301)',
  },
  {
    key: 'trigger "Team"."Team_owner_is_member"',
    reason: 'deferred owner check when Team.ownerId changes (docs/decisions/1301)',
  },
  {
    key: 'function fj_check_team_owner_of_member()',
    reason: 'deferred owner check when memberships change (docs/decisions/1301)',
  },
  {
    key: 'trigger "TeamMember"."TeamMember_one_owner"',
    reason: 'deferred owner check when memberships change (docs/decisions/1301)',
  },
  {
    key: 'function fj_teams_before_user_delete()',
    reason: 'hands teams on (or deletes them) before their owner account goes (docs/decisions/1301)',
  },
  {
    key: 'trigger "User"."User_hand_on_teams"',
    reason: 'hands teams on before their owner account goes (docs/decisions/1301)',
  },
  // Team chat (docs/decisions/1901, 1902).
  {
    key: 'check "E2eKeyBackup"."E2eKeyBackup_iterations_check"',
    reason: 'key backups need at least 600,000 PBKDF2 iterations (docs/decisions/1901)',
  },
  { key: 'check "TeamKey"."TeamKey_version_check"', reason: 'team key versions start at 1 (docs/decisions/1901)' },
  {
    key: 'function fj_team_chat_member_changed()',
    reason: "tells open chat streams that a team's members changed (docs/decisions/1902)",
  },
  {
    key: 'trigger "TeamMember"."TeamMember_team_chat_changed"',
    reason: "tells open chat streams that a team's members changed (docs/decisions/1902)",
  },
  // Home dashboard, wellness, cycle and journal: CHECKs repeat the API bounds (docs/decisions/1501, 2001, 2003, 2004).
  {
    key: 'check "WeeklyTarget"."WeeklyTarget_type_check"',
    reason: 'target types, Monday weeks and value bounds (docs/decisions/1501)',
  },
  {
    key: 'check "WellnessEntry"."WellnessEntry_values_check"',
    reason: 'daily wellness value bounds (docs/decisions/2001, 2805)',
  },
  {
    key: 'check "WellnessGoals"."WellnessGoals_values_check"',
    reason: 'wellness goal bounds (docs/decisions/2001, 2805)',
  },
  { key: 'check "CycleDay"."CycleDay_values_check"', reason: 'flow, source and note length (docs/decisions/2003)' },
  {
    key: 'check "JournalEntry"."JournalEntry_values_check"',
    reason: 'mood 1–5 and text lengths (docs/decisions/2004)',
  },
];

/**
 * Generated search columns: schema.prisma declares them `Unsupported("tsvector")` with the generation expression as a
 * `dbgenerated` default (docs/decisions/1101); the schema side builds them as generated columns from that expression.
 */
export const GENERATED: GeneratedColumn[] = [
  { table: 'Note', column: 'search', reason: 'note search (docs/decisions/1101)' },
  { table: 'Note', column: 'titleSearch', reason: 'title matches first (docs/decisions/1101)' },
  { table: 'JournalEntry', column: 'search', reason: 'journal search (docs/decisions/2004)' },
  { table: 'JournalEntry', column: 'gratitudeSearch', reason: 'journal search (docs/decisions/2004)' },
];
