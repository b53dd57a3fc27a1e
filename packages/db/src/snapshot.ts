import type { Prisma } from './generated/prisma/client';
import type { Db } from './client';

/** The client a snapshot's reads run on (a transaction). */
export type DbTransaction = Prisma.TransactionClient;

/**
 * Reads that must agree with each other (an account export: businesses and their children) run in one read-only
 * REPEATABLE READ transaction: every query sees the same committed state, whatever is written meanwhile.
 */
export function readSnapshot(db: Db) {
  return <T>(read: (tx: DbTransaction) => Promise<T>): Promise<T> =>
    db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe('SET TRANSACTION READ ONLY');
        return read(tx);
      },
      { isolationLevel: 'RepeatableRead', maxWait: 10_000, timeout: 60_000 },
    );
}
