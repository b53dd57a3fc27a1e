import type { Db } from '@fj/db';
import type { Settings, UpdateSettings } from '@fj/contracts';

const select = { appleHealthConnected: true, notificationsEnabled: true, theme: true, timeZone: true } as const;

/**
 * Settings with their defaults (the schema's column defaults) until the user changes one. The defaults row is made
 * by INSERT … ON CONFLICT DO NOTHING: a first visit reads settings from several requests at once, and Prisma's upsert
 * with nothing to update is a read then an insert, which races (one of them failed on the unique key).
 */
export async function getSettings(db: Db, userId: string): Promise<Settings> {
  const row = await db.settings.findUnique({ where: { userId }, select });
  if (row) return row as Settings;
  await db.settings.createMany({ data: [{ userId }], skipDuplicates: true });
  return (await db.settings.findUniqueOrThrow({ where: { userId }, select })) as Settings;
}

export async function updateSettings(db: Db, userId: string, changes: UpdateSettings): Promise<Settings> {
  const row = await db.settings.upsert({ where: { userId }, create: { userId, ...changes }, update: changes, select });
  return row as Settings;
}
