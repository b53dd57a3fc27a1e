import type { AuthUser, UpdateProfileRequest } from '@fj/contracts';
import { NAME_TOO_LONG, PROFILE_IMAGE_URL_INVALID } from '@fj/contracts/messages';
import type { FieldErrors } from '@fj/ui';

/** The Edit Profile form. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  profileImageUrl: string;
}

export const profileToFormValues = (
  user: Pick<AuthUser, 'firstName' | 'lastName' | 'profileImageUrl'>,
): ProfileFormValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  profileImageUrl: user.profileImageUrl ?? '',
});

/** https links only (what the server accepts, and the only pictures the page may load), or nothing. */
export function isProfileImageUrl(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed) return true;
  try {
    return new URL(trimmed).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Names are optional (the avatar falls back to the email's letter); the same limits as PATCH /api/auth/user. */
export function validateProfileForm(values: ProfileFormValues): FieldErrors<keyof ProfileFormValues> {
  const errors: FieldErrors<keyof ProfileFormValues> = {};
  if (values.firstName.trim().length > 80) errors.firstName = NAME_TOO_LONG;
  if (values.lastName.trim().length > 80) errors.lastName = NAME_TOO_LONG;
  if (!isProfileImageUrl(values.profileImageUrl)) errors.profileImageUrl = PROFILE_IMAGE_URL_INVALID;
  return errors;
}

/** PATCH /api/auth/user: every field of the form (a blank one clears it). */
export const toUpdateProfileRequest = (values: ProfileFormValues): UpdateProfileRequest => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  profileImageUrl: values.profileImageUrl.trim(),
});
