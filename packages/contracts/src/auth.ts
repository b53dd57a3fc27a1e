import { z } from 'zod';
import { displayText, isStorableText, unstorableTextMessage } from './common';

export const emailSchema = z
  .string({ message: 'Please enter your email address' })
  .meta({ format: 'email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address' }));
const name = (label: string) =>
  displayText(
    z
      .string({ message: `${label} must be text` })
      .trim()
      .max(80, 'Names are at most 80 characters')
      .refine(isStorableText, unstorableTextMessage(label)),
    label,
    { allowEmpty: true },
  )
    .optional()
    .transform((v) => v || undefined);

/**
 * Passwords follow NIST SP 800-63B: at least 8 and at most 256 characters (Unicode code points), no composition
 * rule, and not a common or breached password (checked by the BFF against an offline list).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_LONG = `Password is at most ${PASSWORD_MAX} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';
const characters = (p: string) => [...p].length;

/** A new password (sign-up, reset, change): its length in characters; the BFF also refuses common ones. */
export const newPasswordSchema = z
  .string({ message: 'Please enter a password' })
  .refine((p) => characters(p) >= PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .refine((p) => characters(p) <= PASSWORD_MAX, PASSWORD_TOO_LONG);

/** POST /api/auth/register */
export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: name('First name'),
  lastName: name('Last name'),
});
export type RegisterRequest = z.input<typeof registerSchema>;

/** POST /api/auth/login */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .refine((p) => characters(p) <= PASSWORD_MAX, PASSWORD_TOO_LONG),
});
export type LoginRequest = z.input<typeof loginSchema>;

/** GET /api/auth/user */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
  /** Present (true) only for the ADMIN_EMAIL account while it is not Premium: home shows 'Activate Full Access'. */
  canActivateFullAccess: z.literal(true).optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
