import crypto from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@fj/contracts';

/**
 * A new invite code: 8 symbols from a CSPRNG over a 32-symbol alphabet without the look-alikes 0/O/1/I (40 bits).
 * 32 divides 256, so taking the low 5 bits of each random byte is unbiased.
 */
export function generateInviteCode(): string {
  const bytes = crypto.randomBytes(INVITE_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += INVITE_CODE_ALPHABET[byte & 31];
  return code;
}

/** The generator the service draws from (an object, so a test can make it repeat a code and prove the retry). */
export const inviteCodes = { next: generateInviteCode };

const ATTEMPTS = 5;
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === 'P2002';

/**
 * Run `write` with a fresh code; if the unique index on Team.inviteCode refuses it (a collision, about one in a
 * trillion per existing team), try again with another, up to 5 times.
 */
export async function withFreshInviteCode<T>(write: (inviteCode: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(inviteCodes.next());
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= ATTEMPTS) throw err;
    }
  }
}
