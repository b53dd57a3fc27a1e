import { z } from 'zod';
import { TIME_ZONE_INVALID } from './messages';

export const themeSchema = z.enum(['light', 'dark', 'system']);
export type Theme = z.infer<typeof themeSchema>;

/** Until the browser reports its zone (the shell sends it after sign-in), days are counted in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** A time zone name the runtime's ICU knows, e.g. 'Europe/London' or 'UTC'. */
function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * An IANA time zone ("today", "this week", overdue and quiet hours are computed in it; weeks start on Monday).
 * Names only (no '+01:00' offsets: an offset does not follow daylight saving); stored in ICU's spelling
 * ('europe/london' → 'Europe/London').
 */
export const timeZoneSchema = z
  .string({ message: TIME_ZONE_INVALID })
  .max(64, TIME_ZONE_INVALID)
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, TIME_ZONE_INVALID)
  .refine((value) => canonicalTimeZone(value) !== null, TIME_ZONE_INVALID)
  .transform((value) => canonicalTimeZone(value) ?? value);

/** GET /api/settings (defaults false / true / 'light'; timeZone 'UTC' until the browser sends its own). */
export const settingsSchema = z.object({
  appleHealthConnected: z.boolean(),
  notificationsEnabled: z.boolean(),
  theme: themeSchema,
  timeZone: timeZoneSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/** POST /api/settings: any subset of the fields; unknown keys are rejected. */
export const updateSettingsSchema = settingsSchema.partial().strict();
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;
