import type { Db } from '@fj/db';
import { MAX_FEEDS, type OpmlProgress } from '@fj/contracts';
import { badRequest } from '@fj/server-kit';
import { checkedUrl, FeedFetchError } from './fetch-feed';
import { buildOpml, type OpmlFeed } from './opml';
import { refreshFeed } from './refresh';

/** Feeds read at once during an import (OPML_IMPORT_CONCURRENCY, default 4). */
const concurrency = () => Math.max(1, Number(process.env.OPML_IMPORT_CONCURRENCY ?? 4));

/**
 * POST /api/feeds/opml, after the file parsed: each feed is subscribed (an address already followed is skipped; an
 * unusable address is reported and not stored) and read at once, a few at a time, with one progress line per feed
 * (`onProgress`, streamed to the browser as NDJSON). A feed that cannot be read now stays subscribed with its error,
 * like any feed, and the refresh job tries again later.
 */
export async function importOpml(
  db: Db,
  userId: string,
  feeds: OpmlFeed[],
  onProgress: (p: OpmlProgress) => void,
): Promise<OpmlProgress> {
  const existing = new Set(
    (await db.feedSubscription.findMany({ where: { userId }, select: { url: true } })).map((f) => f.url),
  );
  const fresh = feeds.filter((f) => !existing.has(f.url));
  if (existing.size + fresh.length > MAX_FEEDS)
    throw badRequest(
      `You can follow at most ${MAX_FEEDS.toLocaleString('en-US')} feeds; this file would take you to ${(existing.size + fresh.length).toLocaleString('en-US')}.`,
    );
  const progress: OpmlProgress = {
    done: 0,
    total: feeds.length,
    added: 0,
    skipped: feeds.length - fresh.length,
    failed: 0,
  };
  progress.done = progress.skipped;
  onProgress({ ...progress });
  let next = 0;
  const worker = async () => {
    while (next < fresh.length) {
      const f = fresh[next++];
      let error: string | undefined;
      try {
        const url = checkedUrl(f.url);
        const created = await db.feedSubscription.createManyAndReturn({
          data: [{ userId, url, title: f.title ?? new URL(url).host, folder: f.folder }],
          skipDuplicates: true,
          select: { id: true },
        });
        if (created.length === 0) progress.skipped++;
        else {
          progress.added++;
          if ((await refreshFeed(db, created[0].id)) === 'failed') {
            error =
              (await db.feedSubscription.findUnique({ where: { id: created[0].id }, select: { lastError: true } }))
                ?.lastError ?? undefined;
          }
        }
      } catch (err) {
        if (!(err instanceof FeedFetchError)) throw err;
        progress.failed++;
        error = err.message;
      }
      progress.done++;
      onProgress({ ...progress, url: f.url, ...(error ? { error } : {}) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency(), fresh.length) }, worker));
  return { ...progress, finished: true };
}

/** GET /api/feeds/opml. */
export async function exportOpml(db: Db, userId: string): Promise<string> {
  const feeds = await db.feedSubscription.findMany({
    where: { userId },
    select: { url: true, siteUrl: true, title: true, folder: true },
    orderBy: [{ folder: { sort: 'asc', nulls: 'first' } }, { title: 'asc' }],
  });
  return buildOpml(feeds);
}
