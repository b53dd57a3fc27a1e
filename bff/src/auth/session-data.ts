import 'express-session';

/** A sign-in that passed its first factor and waits for the second (docs/decisions/3003-two-step-sign-in.md). */
export interface PendingSignIn {
  userId: string;
  /** The account's password stamp when the first factor passed: a password change in between voids it. */
  passwordStamp: string;
  /** Where to go after (a safe path, docs/decisions/3006). */
  next?: string;
  welcome?: boolean;
  expiresAt: number;
}

declare module 'express-session' {
  interface SessionData {
    /** 'Chrome on Android': shown in Settings' session list (deviceLabel, made at sign-in). */
    device?: string;
    pendingSignIn?: PendingSignIn;
    /** Where a provider sign-in returns to (`?next=` of /api/login with OIDC). */
    returnTo?: string;
  }
}
