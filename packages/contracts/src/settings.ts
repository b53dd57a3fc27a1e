import { z } from 'zod';

export const themeSchema = z.enum(['light', 'dark', 'system']);

/** GET /api/settings (spec §3: defaults false / true / 'light'). */
export const settingsSchema = z.object({
  appleHealthConnected: z.boolean(),
  notificationsEnabled: z.boolean(),
  theme: themeSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/** POST /api/settings: any subset of the fields; unknown keys are rejected. */
export const updateSettingsSchema = settingsSchema.partial().strict();
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;
