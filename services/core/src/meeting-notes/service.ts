import type { Db } from '@fj/db';
import type { CreateMeetingNote, MeetingNote, MeetingOutcome, MeetingType, UpdateMeetingNote } from '@fj/contracts';
import { notFound } from '@fj/server-kit';
import { deleteOwned, editOwned, orNotFound, recordId } from '../lib/ownership';
import { isoDateTime, isoDateTimeOrNull } from '../lib/serialize';

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
  actionItems: true,
  followUpDate: true,
  createdAt: true,
  updatedAt: true,
} as const;
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
  actionItems: string | null;
  followUpDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
/** Newest meeting first; ties by creation, then id, so the order is stable. */
const newestFirst = [{ meetingDate: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }] as const;

export function toMeetingNote(row: MeetingNoteRow): MeetingNote {
  return {
    ...row,
    meetingType: row.meetingType as MeetingType,
    outcome: row.outcome as MeetingOutcome,
    meetingDate: isoDateTime(row.meetingDate),
    followUpDate: isoDateTimeOrNull(row.followUpDate),
    createdAt: isoDateTime(row.createdAt),
    updatedAt: isoDateTime(row.updatedAt),
  };
}

/**
 * With a businessId: that business's meetings, one query through the caller's business (404 if it is not theirs).
 * Without: every meeting of the caller (personal and business), one query on (userId, meetingDate).
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

/** One INSERT; a businessId that is not the caller's fails the composite foreign key → 404. */
export async function createMeetingNote(db: Db, userId: string, input: CreateMeetingNote): Promise<MeetingNote> {
  const businessId = input.businessId === null ? null : recordId(input.businessId, 'Business');
  const row = await orNotFound('Business', () =>
    db.meetingNote.create({ data: { ...input, businessId, userId }, select }),
  );
  return toMeetingNote(row);
}

/**
 * Full update: one UPDATE … WHERE id AND "userId" (else 404), and the version the edit started from when given (else
 * 412 with the meeting as it is now, decision 2603). The meeting keeps its business.
 */
export async function updateMeetingNote(
  db: Db,
  userId: string,
  id: string,
  input: UpdateMeetingNote,
  base?: Date,
): Promise<MeetingNote> {
  return editOwned(
    'Meeting note',
    base,
    async () =>
      toMeetingNote(
        await db.meetingNote.update({
          where: { id, userId, ...(base ? { updatedAt: base } : {}) },
          data: input,
          select,
        }),
      ),
    async () => {
      const row = await db.meetingNote.findFirst({ where: { id, userId }, select });
      return row && toMeetingNote(row);
    },
  );
}

export async function deleteMeetingNote(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Meeting note', () => db.meetingNote.deleteMany({ where: { id, userId } }));
}
