import crypto from 'node:crypto';
import type { Identity } from '@fj/server-kit';
import { startCommunityTest, type Api } from './harness';

export type { Api };

/** A community app on a fresh database for one test file, plus helpers to act as members. `env` overrides settings. */
export async function setupCommunity(env: Record<string, string> = {}) {
  Object.assign(process.env, env);
  const base = await startCommunityTest();
  const { db, as } = base;
  /** A member as the BFF creates them; the identity the BFF would assert. */
  const newUser = async (
    data: { firstName?: string | null; lastName?: string | null; isAdmin?: boolean } = {},
  ): Promise<Identity> => {
    const user = await db.user.create({
      data: {
        email: `member-${crypto.randomBytes(5).toString('hex')}@example.com`,
        firstName: data.firstName === undefined ? 'Test' : data.firstName,
        lastName: data.lastName ?? null,
        isAdmin: data.isAdmin ?? false,
      },
    });
    return { userId: user.id, email: user.email, isPremium: false, isAdmin: user.isAdmin };
  };
  const member = async (data?: Parameters<typeof newUser>[0]) => as(await newUser(data));
  return {
    ...base,
    newUser,
    member,
    admin: () => member({ firstName: 'Ada', lastName: 'Admin', isAdmin: true }),
    /** A post written through the API (201 asserted). */
    async post(
      api: Api,
      body: { title?: string; content?: string; category?: string } = {},
    ): Promise<{ id: string; [key: string]: unknown }> {
      const res = await api.post('/api/community/posts', { title: 'Hello', content: 'First post', ...body });
      if (res.status !== 201) throw new Error(`post: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { id: string; [key: string]: unknown };
    },
    /** Posts inserted directly at given times (oldest first), for ordering tests; answers their ids. */
    async insertPosts(
      userId: string,
      count: number,
      { category = 'general', start = Date.UTC(2025, 0, 1), stepMs = 60_000 } = {},
    ) {
      const ids = Array.from({ length: count }, () => crypto.randomUUID());
      await db.communityPost.createMany({
        data: ids.map((id, i) => ({
          id,
          userId,
          title: `Post ${i}`,
          content: `Content ${i}`,
          category,
          createdAt: new Date(start + i * stepMs),
        })),
      });
      return ids;
    },
    /** likesCount/commentsCount next to the real row counts, for every post (they must always be equal). */
    async counters() {
      return db.$queryRaw<
        Array<{ id: string; likesCount: number; likes: number; commentsCount: number; comments: number }>
      >`
        SELECT p."id", p."likesCount", (SELECT count(*)::int FROM "PostLike" l WHERE l."postId" = p."id") AS likes,
               p."commentsCount", (SELECT count(*)::int FROM "PostComment" c WHERE c."postId" = p."id") AS comments
        FROM "CommunityPost" p ORDER BY p."id"`;
    },
  };
}
export type Community = Awaited<ReturnType<typeof setupCommunity>>;
