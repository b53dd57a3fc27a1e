import { createPrisma } from '@fj/db';

/** The BFF owns User (accounts, sign-in); its own small pool. */
export function createBffDb(url: string) {
  return createPrisma(url, { max: 5 });
}
export type BffDb = ReturnType<typeof createBffDb>;
