import type pg from 'pg';
import type { AuthUser } from '@fj/contracts';

/** Identity assertions live 60 s (@fj/server-kit); one is reused until 15 s before it expires. */
const ASSERTION_REUSE_MS = 45_000;
/** A safety net only: `user_changed` notifications keep entries fresh; an older entry is read again anyway. */
const MAX_ENTRY_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  user: AuthUser;
  cachedAt: number;
  /** Signed identity assertion per service audience, for exactly this `user` object. */
  assertions: Map<string, { token: string; renewAt: number }>;
}

/**
 * The signed-in user of each request, by id: read with plain `pg` once, then served from memory while the change
 * listener is connected (`caching`). The "User" table notifies `user_changed` on every update and deletion, so a
 * Premium grant, an admin change, a profile edit or an account deletion by any writer applies to the next request:
 * every request reaches it after the session store's `cached()`, which waits until notifications committed before
 * the request have been applied.
 * docs/decisions/0701-bff-session-and-user-cache.md.
 */
export class UserCache {
  /** Set by the change listener: true only while notifications are being received. */
  caching = false;
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user, or null for an account that no longer exists. */
  async get(id: string): Promise<AuthUser | null> {
    const entry = this.caching ? this.entries.get(id) : undefined;
    if (entry && this.now() - entry.cachedAt < MAX_ENTRY_AGE_MS) return entry.user;
    const generation = this.generation;
    const {
      rows: [user],
    } = await this.pool.query<AuthUser>(
      `SELECT "id", "email", "firstName", "lastName", "profileImageUrl", "isPremium", "isAdmin" FROM "User" WHERE "id" = $1`,
      [id],
    );
    if (!user) return null;
    if (generation === this.generation) this.remember(id, { user, cachedAt: this.now(), assertions: new Map() });
    return user;
  }

  /** The identity assertion for `user` and `audience`: reused while fresh, else signed by `sign` (and kept). */
  async assertion(user: AuthUser, audience: string, sign: () => Promise<string>): Promise<string> {
    const now = this.now();
    const entry = this.entries.get(user.id);
    const kept = entry?.user === user ? entry.assertions.get(audience) : undefined;
    if (kept && kept.renewAt > now) return kept.token;
    const token = await sign();
    // Only for the same user object: after a change the entry holds a new object and these claims are stale.
    if (entry?.user === user) entry.assertions.set(audience, { token, renewAt: now + ASSERTION_REUSE_MS });
    return token;
  }

  evict(id: string): void {
    this.generation++;
    this.entries.delete(id);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private remember(id: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(id)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, entry);
  }
}
