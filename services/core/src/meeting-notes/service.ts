import type { Db, Prisma } from '@fj/db';
import {
  meetingActionItemLines,
  type CreateMeetingNote,
  type MeetingActionItem,
  type MeetingNote,
  type MeetingOutcome,
  type MeetingType,
  type UpdateMeetingNote,
} from '@fj/contracts';
import { notFound } from '@fj/server-kit';
import { deleteOwned, editOwned, orNotFound, recordId } from '../lib/ownership';
import { isoDateTime, isoDateTimeOrNull } from '../lib/serialize';

// A meeting's action items are real action items linked to it (docs/decisions/2704-meeting-action-items-are-tasks.md):
// a business meeting's are the business's (BusinessActionItem), a personal meeting's the person's (UserActionItem).

const itemSelect = { id: true, title: true, status: true } as const;
const inOrder = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
const select = {
  id: true,
  businessId: true,
  title: true,
  meetingDate: true,
  duration: true,
  attendees: true,
  meetingType: true,
  outcome: true,
  location: true,
  notes: true,
  followUpDate: true,
  createdAt: true,
  updatedAt: true,
  businessActionItems: { select: itemSelect, orderBy: inOrder },
  userActionItems: { select: itemSelect, orderBy: inOrder },
} as const;
type ItemRow = { id: string; title: string; status: string };
type MeetingNoteRow = {
  id: string;
  businessId: string | null;
  title: string;
  meetingDate: Date;
  duration: number | null;
  attendees: string | null;
  meetingType: string;
  outcome: string;
  location: string | null;
  notes: string | null;
  followUpDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
  businessActionItems: ItemRow[];
  userActionItems: ItemRow[];
};
/** Newest meeting first; ties by creation, then id, so the order is stable. */
const newestFirst = [{ meetingDate: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }] as const;

const toItem = (row: ItemRow): MeetingActionItem => ({ ...row, completed: row.status === 'completed' });

export function toMeetingNote({ businessActionItems, userActionItems, ...row }: MeetingNoteRow): MeetingNote {
  return {
    ...row,
    meetingType: row.meetingType as MeetingType,
    outcome: row.outcome as MeetingOutcome,
    meetingDate: isoDateTime(row.meetingDate),
    followUpDate: isoDateTimeOrNull(row.followUpDate),
    createdAt: isoDateTime(row.createdAt),
    updatedAt: isoDateTime(row.updatedAt),
    actionItems: (row.businessId === null ? userActionItems : businessActionItems).map(toItem),
  };
}

/**
 * With a businessId: that business's meetings, one query through the caller's business (404 if it is not theirs).
 * Without: every meeting of the caller (personal and business), one query on (userId, meetingDate). Their action
 * items come in one more query per kind (Prisma batches the relation reads).
 */
export async function listMeetingNotes(db: Db, userId: string, businessId?: string): Promise<MeetingNote[]> {
  if (businessId === undefined) {
    const rows = await db.meetingNote.findMany({ where: { userId }, orderBy: [...newestFirst], select });
    return rows.map(toMeetingNote);
  }
  const business = await db.business.findFirst({
    where: { id: recordId(businessId, 'Business'), userId },
    select: { meetingNotes: { orderBy: [...newestFirst], select } },
  });
  if (!business) throw notFound('Business');
  return business.meetingNotes.map(toMeetingNote);
}

/**
 * Brings the meeting's linked items in line with its action-item lines: a line naming an item the meeting has (same
 * words, any case) keeps that item and its status; other lines become new items (a business meeting's: 'todo' on
 * its business; a personal one's: 'pending'); items without a line are deleted. New items are stamped a millisecond
 * apart, so they list in the order they were written.
 */
async function syncActionItems(
  tx: Prisma.TransactionClient,
  userId: string,
  meeting: { id: string; businessId: string | null },
  text: string | null,
): Promise<void> {
  const lines = meetingActionItemLines(text);
  const where = { meetingId: meeting.id, userId };
  const existing =
    meeting.businessId === null
      ? await tx.userActionItem.findMany({ where, select: { id: true, title: true }, orderBy: inOrder })
      : await tx.businessActionItem.findMany({ where, select: { id: true, title: true }, orderBy: inOrder });
  const unmatched = [...existing];
  const fresh: string[] = [];
  for (const title of lines) {
    const at = unmatched.findIndex((item) => item.title.toLowerCase() === title.toLowerCase());
    if (at === -1) fresh.push(title);
    else unmatched.splice(at, 1);
  }
  const gone = { id: { in: unmatched.map((item) => item.id) }, ...where };
  const now = Date.now();
  const stamp = (i: number) => new Date(now + i);
  if (meeting.businessId === null) {
    if (unmatched.length) await tx.userActionItem.deleteMany({ where: gone });
    if (fresh.length)
      await tx.userActionItem.createMany({
        data: fresh.map((title, i) => ({ userId, title, meetingId: meeting.id, createdAt: stamp(i) })),
      });
  } else {
    if (unmatched.length) await tx.businessActionItem.deleteMany({ where: gone });
    if (fresh.length)
      await tx.businessActionItem.createMany({
        data: fresh.map((title, i) => ({
          userId,
          businessId: meeting.businessId!,
          title,
          meetingId: meeting.id,
          createdAt: stamp(i),
        })),
      });
  }
}

/**
 * One transaction: the meeting (a businessId that is not the caller's fails the composite foreign key → 404) and its
 * action items.
 */
export async function createMeetingNote(db: Db, userId: string, input: CreateMeetingNote): Promise<MeetingNote> {
  const businessId = input.businessId === null ? null : recordId(input.businessId, 'Business');
  const { actionItems, ...fields } = input;
  return orNotFound('Business', () =>
    db.$transaction(async (tx) => {
      const meeting = await tx.meetingNote.create({
        data: { ...fields, businessId, userId },
        select: { id: true, businessId: true },
      });
      await syncActionItems(tx, userId, meeting, actionItems);
      return toMeetingNote(await tx.meetingNote.findUniqueOrThrow({ where: { id: meeting.id }, select }));
    }),
  );
}

/**
 * Full update in one transaction: the meeting (UPDATE … WHERE id AND "userId", else 404; it keeps its business) and its
 * action items, matched by their words so editing a meeting never duplicates them. Scoped to the version the edit
 * started from when given (else 412 with the meeting as it is now, decision 2603).
 */
export async function updateMeetingNote(
  db: Db,
  userId: string,
  id: string,
  input: UpdateMeetingNote,
  base?: Date,
): Promise<MeetingNote> {
  const { actionItems, ...fields } = input;
  return editOwned(
    'Meeting note',
    base,
    () =>
      db.$transaction(async (tx) => {
        const meeting = await tx.meetingNote.update({
          where: { id, userId, ...(base ? { updatedAt: base } : {}) },
          data: fields,
          select: { id: true, businessId: true },
        });
        await syncActionItems(tx, userId, meeting, actionItems);
        return toMeetingNote(await tx.meetingNote.findUniqueOrThrow({ where: { id }, select }));
      }),
    async () => {
      const row = await db.meetingNote.findFirst({ where: { id, userId }, select });
      return row && toMeetingNote(row);
    },
  );
}

/** The meeting goes; the action items written in it stay on their lists, no longer linked (ON DELETE SET NULL). */
export async function deleteMeetingNote(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Meeting note', () => db.meetingNote.deleteMany({ where: { id, userId } }));
}
