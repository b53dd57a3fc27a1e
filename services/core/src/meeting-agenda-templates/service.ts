import type { Db, Prisma } from '@fj/db';
import type {
  AgendaItem,
  CreateMeetingAgendaTemplate,
  MeetingAgendaTemplate,
  MeetingType,
  UpdateMeetingAgendaTemplate,
} from '@fj/contracts';
import { notFound } from '@fj/server-kit';
import { deleteOwned, orNotFound, recordId } from '../lib/ownership';
import { isoDateTime } from '../lib/serialize';
import { DEFAULT_AGENDA_TEMPLATES } from './defaults';

const select = {
  id: true,
  businessId: true,
  name: true,
  description: true,
  templateType: true,
  defaultDuration: true,
  agendaItems: true,
  isPublic: true,
  createdAt: true,
} as const;
type TemplateRow = {
  id: string;
  businessId: string | null;
  name: string;
  description: string | null;
  templateType: string;
  defaultDuration: number;
  agendaItems: Prisma.JsonValue;
  isPublic: boolean;
  createdAt: Date;
};
/** The user's own templates, newest first, then the defaults in their fixed order. */
const listOrder = [
  { defaultPosition: { sort: 'asc', nulls: 'first' } },
  { createdAt: 'desc' },
  { id: 'desc' },
] as const;

export function toTemplate(row: TemplateRow): MeetingAgendaTemplate {
  return {
    ...row,
    templateType: row.templateType as MeetingType,
    agendaItems: row.agendaItems as AgendaItem[],
    createdAt: isoDateTime(row.createdAt),
  };
}

/** The defaults as one JSON parameter, with their place among themselves. */
const DEFAULTS_JSON = JSON.stringify(DEFAULT_AGENDA_TEMPLATES.map((t, position) => ({ position, ...t })));

/**
 * Creates the three default templates for the user, once ever: one statement that claims the user's row in
 * MeetingAgendaTemplateSeed (primary key = userId) and inserts the defaults only if the claim was new. Parallel first
 * reads queue on that key; the losers insert nothing and, their next statement seeing the winner's commit, read the
 * same three templates. A default the user deletes later stays deleted. A no-op index probe on every later read.
 */
async function seedDefaultTemplates(db: Db, userId: string): Promise<void> {
  await db.$executeRaw`
    WITH claimed AS (
      INSERT INTO "MeetingAgendaTemplateSeed" ("userId") VALUES (${userId}) ON CONFLICT DO NOTHING RETURNING "userId"
    )
    INSERT INTO "MeetingAgendaTemplate" ("id", "userId", "name", "description", "templateType", "defaultDuration", "agendaItems", "defaultPosition")
    SELECT gen_random_uuid()::text, claimed."userId", d."name", d."description", d."templateType", d."defaultDuration", d."agendaItems", d."position"
    FROM claimed CROSS JOIN jsonb_to_recordset(${DEFAULTS_JSON}::jsonb)
      AS d("position" int, "name" text, "description" text, "templateType" text, "defaultDuration" int, "agendaItems" jsonb)`;
}

/**
 * The caller's templates — their own newest first, then the defaults (seeded on the first read). With a businessId: that
 * business's templates and those tied to no business, and a 404 if the business is not the caller's.
 */
export async function listTemplates(db: Db, userId: string, businessId?: string): Promise<MeetingAgendaTemplate[]> {
  await seedDefaultTemplates(db, userId);
  if (businessId === undefined) {
    const rows = await db.meetingAgendaTemplate.findMany({ where: { userId }, orderBy: [...listOrder], select });
    return rows.map(toTemplate);
  }
  const id = recordId(businessId, 'Business');
  const [business, rows] = await Promise.all([
    db.business.findFirst({ where: { id, userId }, select: { id: true } }),
    db.meetingAgendaTemplate.findMany({
      where: { userId, OR: [{ businessId: id }, { businessId: null }] },
      orderBy: [...listOrder],
      select,
    }),
  ]);
  if (!business) throw notFound('Business');
  return rows.map(toTemplate);
}

/** One INSERT; a businessId that is not the caller's fails the composite foreign key → 404. */
export async function createTemplate(
  db: Db,
  userId: string,
  input: CreateMeetingAgendaTemplate,
): Promise<MeetingAgendaTemplate> {
  const businessId = input.businessId === null ? null : recordId(input.businessId, 'Business');
  const row = await orNotFound('Business', () =>
    db.meetingAgendaTemplate.create({ data: { ...input, businessId, userId }, select }),
  );
  return toTemplate(row);
}

/** Full update: one UPDATE … WHERE id AND "userId" (else 404). The template keeps its business. */
export async function updateTemplate(
  db: Db,
  userId: string,
  id: string,
  input: UpdateMeetingAgendaTemplate,
): Promise<MeetingAgendaTemplate> {
  const row = await orNotFound('Template', () =>
    db.meetingAgendaTemplate.update({ where: { id, userId }, data: input, select }),
  );
  return toTemplate(row);
}

export async function deleteTemplate(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Template', () => db.meetingAgendaTemplate.deleteMany({ where: { id, userId } }));
}
