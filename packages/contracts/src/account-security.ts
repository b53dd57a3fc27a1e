import { z } from 'zod';
import { authUserSchema, emailSchema, newPasswordSchema } from './auth';
import { displayText, isStorableText, unstorableTextMessage } from './common';

// Account security (docs/product.md#account-security): password reset, passkeys, two-step sign-in, sessions.

/** The answer to 'Forgot password?', whatever the email (no one learns whether it has an account). */
export const RESET_LINK_SENT =
  'If an account uses this email, we have sent it a link to choose a new password. The link works for 30 minutes.';
export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Ask for a new one.';
export const INVALID_CREDENTIALS = 'Incorrect email or password. Please try again.';
export const TWO_FACTOR_CODE_WRONG = 'That code is not right. Try the newest code from your authenticator app.';
export const TWO_FACTOR_SIGN_IN_EXPIRED = 'Your sign-in has expired. Please sign in again.';
export const PASSKEY_NOT_VERIFIED = 'This passkey could not be verified. Please try again.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';

/** The body of an action that takes none (`{}`): anything else is refused. */
export const emptyBodySchema = z.object({}).strict();

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ email: emailSchema }).strict();
/** POST /api/auth/reset-password: the link's token and the new password. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ message: RESET_LINK_INVALID })
      .min(1, RESET_LINK_INVALID)
      .max(200, RESET_LINK_INVALID)
      .refine(isStorableText, RESET_LINK_INVALID),
    password: newPasswordSchema,
  })
  .strict();
export const messageSchema = z.object({ message: z.string() });

/** A code from an authenticator app (6 digits) or a recovery code (10 letters and digits, dashes and spaces ignored). */
export const twoFactorCodeSchema = z
  .object({
    code: z
      .string({ message: 'Please enter the code' })
      .trim()
      .min(1, 'Please enter the code')
      .max(32, TWO_FACTOR_CODE_WRONG)
      .refine(isStorableText, TWO_FACTOR_CODE_WRONG),
  })
  .strict();

/**
 * POST /api/auth/login (and the two-step and reset answers): the signed-in user, or — when the account has two-step
 * sign-in — `{ twoFactorRequired: true }` with 202 until POST /api/auth/two-factor gets a right code.
 */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true), message: z.string() });
export const signInResultSchema = z.union([authUserSchema, twoFactorRequiredSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

/** GET /api/account/security: how this account signs in. */
export const accountSecuritySchema = z.object({
  hasPassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** POST /api/account/password: change the password (the current one required when there is one) or set a first one. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ message: 'Please enter your current password' }).max(1024).optional(),
    newPassword: newPasswordSchema,
  })
  .strict();
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;
/** DELETE /api/account/password: go passwordless (a passkey must exist), confirmed with the current password. */
export const removePasswordSchema = z
  .object({ currentPassword: z.string({ message: 'Please enter your current password' }).min(1).max(1024) })
  .strict();

/** POST /api/account/two-factor/setup: the secret to enrol (as text and as a QR code image), not yet on. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
/** The ten recovery codes, shown once (POST /api/account/two-factor/enable and …/recovery-codes). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** GET /api/account/sessions: every signed-in session of this account; `current` is the one asking. */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export const signedOutOthersSchema = z.object({ ended: z.number().int() });

/** A WebAuthn response as @simplewebauthn/browser sends it; the BFF's library checks every field that matters. */
const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, PASSKEY_NOT_VERIFIED);
const credentialResponse = <T extends z.ZodRawShape>(response: T) =>
  z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key', { message: PASSKEY_NOT_VERIFIED }),
    response: z.object({ clientDataJSON: base64url, ...response }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  });
/** POST /api/auth/passkey: sign in with a passkey's assertion. */
export const passkeySignInSchema = z
  .object({
    response: credentialResponse({
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  })
  .strict();
/** POST /api/account/passkeys: add a passkey (its attestation), with an optional name. */
export const addPasskeySchema = z
  .object({
    response: credentialResponse({
      attestationObject: base64url,
      transports: z.array(z.string().max(32)).max(10).optional(),
      authenticatorData: base64url.optional(),
      publicKey: base64url.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
    }),
    name: displayText(
      z
        .string({ message: 'A passkey name must be text' })
        .trim()
        .max(60, 'A passkey name is at most 60 characters')
        .refine(isStorableText, unstorableTextMessage('The name')),
      'The name',
      { allowEmpty: true },
    ).optional(),
  })
  .strict();
/** WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON / …RequestOptionsJSON). */
export const passkeyOptionsSchema = z.object({ challenge: z.string() }).loose();
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
