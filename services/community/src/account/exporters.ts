import type { DbTransaction } from '@fj/db';
import type { AccountExporter } from '@fj/server-kit';

/**
 * What community exports for GET /api/account/export: one entry per feature (`{ name, rows: (db, userId) => … }`,
 * one query scoped to the caller; docs/decisions/1403-account-export-and-deletion.md). Only what the caller wrote or
 * chose: other members' posts appear as the ids the caller liked, saved or reported, and a team as its name, never
 * its invite code or its other members.
 */
export const COMMUNITY_EXPORTERS: ReadonlyArray<AccountExporter<DbTransaction>> = [
  {
    name: 'communityPosts',
    rows: (db, userId) =>
      db.communityPost.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  },
  {
    name: 'communityComments',
    rows: (db, userId) =>
      db.postComment.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  },
  {
    name: 'communityLikes',
    rows: (db, userId) => db.postLike.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
  },
  {
    name: 'communityBookmarks',
    rows: (db, userId) => db.postBookmark.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
  },
  {
    name: 'communityReports',
    rows: (db, userId) => db.postReport.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
  },
  {
    name: 'teamMemberships',
    rows: (db, userId) =>
      db.teamMember.findMany({
        where: { userId },
        orderBy: { joinedAt: 'asc' },
        select: { teamId: true, role: true, joinedAt: true, team: { select: { name: true, description: true } } },
      }),
  },
  {
    name: 'teamGoalsCreated',
    rows: (db, userId) => db.teamGoal.findMany({ where: { createdBy: userId }, orderBy: { createdAt: 'asc' } }),
  },
  // Team chat (decision 1903): end-to-end encrypted, so the server has no text to give back — each message the caller
  // sent as metadata only (docs/decisions/1903-team-chat-export-and-deletion.md).
  {
    name: 'teamChatMessagesSent',
    rows: (db, userId) =>
      db.teamMessage.findMany({
        where: { senderId: userId },
        orderBy: { seq: 'asc' },
        select: { id: true, teamId: true, keyVersion: true, createdAt: true },
      }),
  },
  // The browsers the caller set up for chat, as named and dated (their keys are public and not personal).
  {
    name: 'teamChatDevices',
    rows: (db, userId) =>
      db.e2eDevice.findMany({
        where: { userId },
        orderBy: { createdAt: 'asc' },
        select: { id: true, name: true, createdAt: true, lastSeenAt: true, revokedAt: true },
      }),
  },
];
