import { z } from 'zod';
import { DELETE_ACCOUNT_EMAIL_REQUIRED, NAME_TOO_LONG, PROFILE_IMAGE_URL_INVALID } from './messages';
import { displayText, isStorableText, unstorableTextMessage } from './common';

/** A name to change: trimmed; blank or null clears it. */
const editableName = (label: string) =>
  displayText(
    z
      .string({ message: `${label} must be text` })
      .trim()
      .max(80, NAME_TOO_LONG)
      .refine(isStorableText, unstorableTextMessage(label)),
    label,
    { allowEmpty: true },
  )
    .nullable()
    .transform((v) => v || null);

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** A picture link: https only (the page never loads http images), or blank / null to remove it. */
export const profileImageUrlSchema = z
  .string({ message: PROFILE_IMAGE_URL_INVALID })
  .trim()
  .max(2048, 'Picture links are at most 2048 characters')
  .refine((v) => v === '' || (isStorableText(v) && isHttpsUrl(v)), PROFILE_IMAGE_URL_INVALID)
  .nullable()
  .transform((v) => v || null);

/**
 * PATCH /api/auth/user: the profile fields to change. A key that is present replaces the stored value (blank or null
 * clears it); a key left out keeps it. Email, Premium and admin cannot be changed here.
 */
export const updateProfileSchema = z
  .object({
    firstName: editableName('First name').optional(),
    lastName: editableName('Last name').optional(),
    profileImageUrl: profileImageUrlSchema.optional(),
  })
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

/** DELETE /api/account: the account's own email, typed by the user to confirm. */
export const deleteAccountSchema = z
  .object({
    email: z
      .string({ message: DELETE_ACCOUNT_EMAIL_REQUIRED })
      .trim()
      .min(1, DELETE_ACCOUNT_EMAIL_REQUIRED)
      .max(320, DELETE_ACCOUNT_EMAIL_REQUIRED),
  })
  .strict();
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;

/**
 * GET /api/account/export: one JSON document. `account` is the BFF's (the user row, no password hash), then each
 * service's own export under its name: `{ "<feature>": rows, … }` (docs/decisions/1403-account-export-and-deletion.md).
 */
export const serviceExportSchema = z.record(z.string(), z.unknown());
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  services: z.record(z.string(), serviceExportSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
