import { isUuid } from '@fj/contracts';
import type { Db } from '@fj/db';
import { notFound } from '@fj/server-kit';

/**
 * A content plan may name one of the caller's social accounts (model SocialAccount, owner: social; core only reads
 * it). One indexed read scoped to the caller; a malformed id or another user's account is 404 'Social account not
 * found' before anything is written (docs/decisions/1001-content-plans.md). The foreign key (ON DELETE SET NULL)
 * keeps the plan when the account is unlinked.
 */
export async function assertOwnSocialAccount(
  db: Db,
  userId: string,
  accountId: string | null | undefined,
): Promise<void> {
  if (accountId === null || accountId === undefined) return;
  const owned = isUuid(accountId) ? await db.socialAccount.count({ where: { id: accountId, userId } }) : 0;
  if (owned === 0) throw notFound('Social account');
}
