import QRCode from 'qrcode';
import { badRequest, createRateLimiter, createSealer, HttpError, type RateLimitDb } from '@fj/server-kit';
import { TWO_FACTOR_CODE_WRONG, type RecoveryCodes, type TwoFactorSetup } from '@fj/contracts';
import type { BffDb } from '../db';
import { sha256 } from './tokens';
import { matchingStep, newRecoveryCodes, newTotpSecret, normalRecoveryCode, otpauthUrl } from './totp';

const recoveryHash = (normal: string) => sha256(`recovery:${normal}`);

/**
 * Two-step sign-in (TOTP, docs/decisions/3003-two-step-sign-in.md): the secret sealed at rest (AES-256-GCM under
 * TWO_FACTOR_KEY), each code usable once (`lastUsedStep`), ten single-use recovery codes kept as hashes, and wrong
 * codes limited per account (10 per 15 minutes, whichever sign-in or setting they come from).
 */
export function createTwoFactor(db: BffDb, key: Buffer, limiterDb: RateLimitDb, now: () => number = Date.now) {
  const sealer = createSealer(key, 'two-factor-secret');
  const wrongCodes = createRateLimiter(limiterDb, {
    name: 'bff:two-factor-user',
    points: 10,
    windowSeconds: 15 * 60,
    message: 'Too many wrong codes.',
  });

  async function storeRecoveryCodes(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await db.$transaction([
      db.recoveryCode.deleteMany({ where: { userId } }),
      db.recoveryCode.createMany({
        data: codes.map((code) => ({ userId, codeHash: recoveryHash(normalRecoveryCode(code)!) })),
      }),
    ]);
    return codes;
  }

  /** A TOTP code right now for this secret, used once: the step is claimed atomically. */
  async function claimTotp(userId: string, secret: string, code: string, requireEnabled: boolean): Promise<boolean> {
    const step = matchingStep(secret, code, now());
    if (step === null) return false;
    const claimed = await db.twoFactor.updateMany({
      where: {
        userId,
        enabledAt: requireEnabled ? { not: null } : null,
        OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }],
      },
      data: { lastUsedStep: step, ...(requireEnabled ? {} : { enabledAt: new Date(now()) }) },
    });
    return claimed.count === 1;
  }

  /** Counts the attempt first (parallel guesses cannot slip through), gives it back when the code was right. */
  async function checked(userId: string, check: () => Promise<boolean>): Promise<void> {
    await wrongCodes.consume(userId);
    if (!(await check())) throw badRequest(TWO_FACTOR_CODE_WRONG);
    await wrongCodes.giveBack(userId);
  }

  /** The secret, or undefined (none, the other state, or sealed under another key: then only recovery codes work). */
  const secretOf = async (userId: string, enabled: boolean) => {
    const row = await db.twoFactor.findUnique({ where: { userId } });
    if (!row || Boolean(row.enabledAt) !== enabled) return undefined;
    try {
      return sealer.unseal(row.secretSealed);
    } catch {
      return undefined;
    }
  };

  /** A code of an enabled account: from the app (once), or a recovery code (deleted as it is used). */
  async function verify(userId: string, code: string): Promise<boolean> {
    if (!(await db.twoFactor.count({ where: { userId, enabledAt: { not: null } } }))) return false;
    const secret = await secretOf(userId, true);
    if (secret && (await claimTotp(userId, secret, code.replace(/\s/g, ''), true))) return true;
    const recovery = normalRecoveryCode(code);
    if (!recovery) return false;
    const used = await db.recoveryCode.deleteMany({ where: { userId, codeHash: recoveryHash(recovery) } });
    return used.count === 1;
  }

  return {
    async status(userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const [row, recoveryCodesLeft] = await Promise.all([
        db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } }),
        db.recoveryCode.count({ where: { userId } }),
      ]);
      return { enabled: Boolean(row?.enabledAt), recoveryCodesLeft };
    },

    /** A fresh secret to enrol (replacing an unfinished one); refused while two-step sign-in is on. */
    async setup(userId: string, email: string): Promise<TwoFactorSetup> {
      const existing = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
      if (existing?.enabledAt) throw new HttpError(409, 'Two-step sign-in is already on.');
      const secret = newTotpSecret();
      await db.twoFactor.upsert({
        where: { userId },
        create: { userId, secretSealed: sealer.seal(secret) },
        update: { secretSealed: sealer.seal(secret), enabledAt: null, lastUsedStep: null },
      });
      const url = otpauthUrl(secret, email);
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return {
        secret: secret.match(/.{1,4}/g)!.join(' '),
        otpauthUrl: url,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** The first right code turns it on and answers the ten recovery codes (shown once). */
    async enable(userId: string, code: string): Promise<RecoveryCodes> {
      const secret = await secretOf(userId, false);
      if (!secret) throw new HttpError(409, 'Start again: scan a new QR code first.');
      await checked(userId, () => claimTotp(userId, secret, code.replace(/\s/g, ''), false));
      return { recoveryCodes: await storeRecoveryCodes(userId) };
    },

    /** Turning it off needs a fresh code (or a recovery code). */
    async disable(userId: string, code: string): Promise<void> {
      await checked(userId, () => verify(userId, code));
      await db.$transaction([
        db.recoveryCode.deleteMany({ where: { userId } }),
        db.twoFactor.deleteMany({ where: { userId } }),
      ]);
    },

    async replaceRecoveryCodes(userId: string, code: string): Promise<RecoveryCodes> {
      await checked(userId, () => verify(userId, code));
      return { recoveryCodes: await storeRecoveryCodes(userId) };
    },

    /** The second step of a sign-in: throws 400 for a wrong code, 429 after too many. */
    async verifySignIn(userId: string, code: string): Promise<void> {
      await checked(userId, () => verify(userId, code));
    },
  };
}
export type TwoFactor = ReturnType<typeof createTwoFactor>;
