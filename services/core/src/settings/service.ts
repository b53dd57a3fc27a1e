import type { Db } from '@fj/db';
import type { Settings, UpdateSettings } from '@fj/contracts';

const select = { appleHealthConnected: true, notificationsEnabled: true, theme: true, timeZone: true } as const;

/** Settings with their defaults (the schema's column defaults) until the user changes one. */
export async function getSettings(db: Db, userId: string): Promise<Settings> {
  const row = await db.settings.findUnique({ where: { userId }, select });
  return (row ?? (await db.settings.upsert({ where: { userId }, create: { userId }, update: {}, select }))) as Settings;
}

export async function updateSettings(db: Db, userId: string, changes: UpdateSettings): Promise<Settings> {
  const row = await db.settings.upsert({ where: { userId }, create: { userId, ...changes }, update: changes, select });
  return row as Settings;
}
