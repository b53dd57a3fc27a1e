import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { createRateLimiter, HttpError, notFound, parse, type RateLimitDb } from '@fj/server-kit';
import {
  addPasskeySchema,
  emptyBodySchema,
  PASSKEY_NOT_VERIFIED,
  passkeySignInSchema,
  type AuthUser,
  type Passkey,
} from '@fj/contracts';
import type { BffDb } from '../db';
import { deviceLabel } from './device';
import { startSession } from './sign-in';
import { publicUserSelect } from './users';
import type { SignInThrottle } from './throttle';

/** A challenge is answered within 5 minutes, once. */
const CHALLENGE_MS = 5 * 60 * 1000;
const RP_NAME = 'Founder Journal';

/** Where the browser says the ceremony ran: one of our configured origins (the Origin check let the request in). */
function relyingParty(req: Request, allowedOrigins: string[]): { origin: string; rpID: string } {
  const stated = req.get('origin');
  const origin = allowedOrigins.find((o) => o === stated) ?? allowedOrigins[0];
  return { origin, rpID: new URL(origin).hostname };
}

/** The challenge inside an answer's clientDataJSON (the authenticator signed over it), or undefined. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

const toPasskey = (p: {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}): Passkey => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  backedUp: p.backedUp,
});

const unverified = () => new HttpError(401, PASSKEY_NOT_VERIFIED);

export interface PasskeyDeps {
  db: BffDb;
  limiterDb: RateLimitDb;
  allowedOrigins: string[];
  throttle: SignInThrottle;
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server; docs/decisions/3002-passkeys.md): discoverable credentials, so a
 * passkey signs in without an email (and the sign-in page offers them in the email field's autofill where the browser
 * has conditional UI). Every challenge is stored when issued and deleted when answered — an answer replayed, or one to a
 * challenge we never issued, is refused. A passkey sign-in needs no second step: the passkey is possession and (with
 * user verification) a PIN or biometric in one.
 */
export function passkeyRouter({ db, limiterDb, allowedOrigins, throttle }: PasskeyDeps) {
  const router = Router();
  const json = express.json({ limit: '64kb' });
  const optionsPerAddress = createRateLimiter(limiterDb, {
    name: 'bff:passkey-options',
    points: 60,
    windowSeconds: 60,
    message: 'Too many passkey requests from your network.',
  });

  async function issueChallenge(challenge: string, userId?: string) {
    await db.webAuthnChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    await db.webAuthnChallenge.create({
      data: { challenge, userId, expiresAt: new Date(Date.now() + CHALLENGE_MS) },
    });
  }

  /** Takes the answered challenge once: null when it was never issued, is used up, expired or for someone else. */
  async function takeChallenge(clientDataJSON: string, userId: string | null): Promise<string | null> {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge) return null;
    const taken = await db.webAuthnChallenge.deleteMany({
      where: { challenge, userId, expiresAt: { gt: new Date() } },
    });
    return taken.count === 1 ? challenge : null;
  }

  const signedIn: RequestHandler = (req, res, next) =>
    req.user ? next() : void res.status(401).json({ message: 'Unauthorized' });

  // Sign in ------------------------------------------------------------------------------------------------------
  router.post('/api/auth/passkey/options', json, async (req: Request, res: Response) => {
    parse(emptyBodySchema, req.body ?? {});
    await optionsPerAddress.consume(req.ip ?? 'unknown');
    const { rpID } = relyingParty(req, allowedOrigins);
    // No allowCredentials: the browser offers the passkeys it holds for this site (discoverable credentials).
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
    await issueChallenge(options.challenge);
    res.json(options);
  });

  router.post('/api/auth/passkey', json, async (req: Request, res: Response) => {
    const { response } = parse(passkeySignInSchema, req.body ?? {});
    const challenge = await takeChallenge(response.response.clientDataJSON, null);
    if (!challenge) throw unverified();
    const passkey = await db.passkey.findUnique({
      where: { id: response.id },
      include: { user: { select: publicUserSelect } },
    });
    if (!passkey) throw unverified();
    // The authenticator names the account it holds the passkey for; it must be the passkey's own.
    if (
      response.response.userHandle &&
      Buffer.from(response.response.userHandle, 'base64url').toString('utf8') !== passkey.userId
    )
      throw unverified();
    const { origin, rpID } = relyingParty(req, allowedOrigins);
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: Number(passkey.counter),
          transports: passkey.transports,
        },
      });
    } catch {
      throw unverified();
    }
    if (!verification.verified) throw unverified();
    const { newCounter } = verification.authenticationInfo;
    await db.passkey.update({
      where: { id: passkey.id },
      data: { counter: BigInt(newCounter), lastUsedAt: new Date() },
    });
    // A passkey is a way in even while password sign-ins to this account must wait (decision 3005).
    await throttle.clearAccount(passkey.user.email);
    startSession(req, res, passkey.user, {});
  });

  // Settings: list, add, remove ---------------------------------------------------------------------------------
  router.get('/api/account/passkeys', signedIn, async (req: Request, res: Response) => {
    const rows = await db.passkey.findMany({
      where: { userId: (req.user as AuthUser).id },
      orderBy: { createdAt: 'asc' },
    });
    res.json({ passkeys: rows.map(toPasskey) });
  });

  router.post('/api/account/passkeys/options', signedIn, json, async (req: Request, res: Response) => {
    parse(emptyBodySchema, req.body ?? {});
    const user = req.user as AuthUser;
    const existing = await db.passkey.findMany({ where: { userId: user.id }, select: { id: true, transports: true } });
    const { rpID } = relyingParty(req, allowedOrigins);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: user.email,
      userDisplayName: name || user.email,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      // The same authenticator twice would only be a second name for one key.
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await issueChallenge(options.challenge, user.id);
    res.json(options);
  });

  router.post('/api/account/passkeys', signedIn, json, async (req: Request, res: Response) => {
    const user = req.user as AuthUser;
    const { response, name } = parse(addPasskeySchema, req.body ?? {});
    const challenge = await takeChallenge(response.response.clientDataJSON, user.id);
    if (!challenge) throw new HttpError(400, PASSKEY_NOT_VERIFIED);
    const { origin, rpID } = relyingParty(req, allowedOrigins);
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
    } catch {
      throw new HttpError(400, PASSKEY_NOT_VERIFIED);
    }
    if (!verification.verified) throw new HttpError(400, PASSKEY_NOT_VERIFIED);
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    if (await db.passkey.findUnique({ where: { id: credential.id }, select: { id: true } }))
      throw new HttpError(409, 'This passkey is already added.');
    const created = await db.passkey.create({
      data: {
        id: credential.id,
        userId: user.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: BigInt(credential.counter),
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: name || `Passkey on ${deviceLabel(req.get('user-agent')).replace(/^.* on /, '')}`,
      },
    });
    res.status(201).json(toPasskey(created));
  });

  router.delete('/api/account/passkeys/:id', signedIn, async (req: Request, res: Response) => {
    const user = req.user as AuthUser;
    const id = String(req.params.id);
    const removed = await db.$transaction(async (tx) => {
      const passkey = await tx.passkey.findFirst({ where: { id, userId: user.id }, select: { id: true } });
      if (!passkey) return 'missing' as const;
      const [others, account] = await Promise.all([
        tx.passkey.count({ where: { userId: user.id, id: { not: id } } }),
        tx.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } }),
      ]);
      if (!others && !account?.passwordHash) return 'last' as const;
      await tx.passkey.delete({ where: { id } });
      return 'removed' as const;
    });
    if (removed === 'missing') throw notFound('Passkey not found');
    if (removed === 'last')
      throw new HttpError(409, 'This is your only way to sign in. Set a password or add another passkey first.');
    res.status(204).end();
  });

  return router;
}
