import type { Db } from '@fj/db';
import { notFound } from '@fj/server-kit';

/**
 * THE PLUG FOR ISSUE 17 (social accounts). A content plan may name one of the caller's social accounts. Social
 * accounts (model SocialAccount, owner: social) do not exist yet, so nobody owns one and every non-null accountId is
 * refused with 404 'Social account not found' before anything is written (docs/decisions/1001-content-plans.md).
 * When the model lands, replace the body with one read scoped to the caller, e.g.
 *   const owned = await db.socialAccount.count({ where: { id: accountId, userId } });
 *   if (owned === 0) throw notFound('Social account');
 * (core may read social's table; only social writes it), and consider a composite foreign key like the businesses'.
 */
export async function assertOwnSocialAccount(_db: Db, _userId: string, accountId: string | null | undefined): Promise<void> {
  if (accountId === null || accountId === undefined) return;
  throw notFound('Social account');
}
