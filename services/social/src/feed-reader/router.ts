import express, { Router } from 'express';
import type { Db } from '@fj/db';
import {
  createFeedSchema,
  feedItemsQuerySchema,
  feedMediaQuerySchema,
  isUuid,
  markFeedItemsReadSchema,
  starFeedItemSchema,
  updateFeedSchema,
} from '@fj/contracts';
import { badRequest, createRateLimiter, identityOf, notFound, parse } from '@fj/server-kit';
import { recordId } from '../lib/records';
import { fetchMedia } from './media-proxy';
import { exportOpml, importOpml } from './opml-import';
import { parseOpml } from './opml';
import {
  listFeedsJson,
  listItems,
  markRead,
  requirePremium,
  starItem,
  subscribe,
  unsubscribe,
  updateFeed,
} from './service';

/** An OPML file of 1,000 feeds is about 200 KB; the import reads it as text, not JSON. */
const OPML_BYTES = 2 * 1024 * 1024;

/**
 * /api/feeds: the RSS reader (Premium, docs/product.md#rss-reader). Every route checks the plan from the identity
 * assertion first.
 */
export function feedReaderRouter(db: Db) {
  const router = Router();
  // Each subscribe or import makes outbound fetches for the caller: at most 60 per 10 minutes per user.
  const fetches = createRateLimiter(db, {
    name: 'social:feed-subscribe',
    points: 60,
    windowSeconds: 600,
    message: 'Too many feeds added at once',
  });
  const premium = (req: express.Request) => {
    const identity = identityOf(req);
    requirePremium(identity);
    return identity.userId;
  };

  router.get('/feeds', async (req, res) => {
    res.type('application/json').send(await listFeedsJson(db, premium(req)));
  });
  router.post('/feeds', async (req, res) => {
    const userId = premium(req);
    const input = parse(createFeedSchema, req.body);
    await fetches.consume(userId);
    res.status(201).json(await subscribe(db, userId, input));
  });
  router.get('/feeds/items', async (req, res) => {
    const userId = premium(req);
    const query = parse(feedItemsQuerySchema, req.query);
    if (query.feedId !== undefined && !isUuid(query.feedId)) throw notFound('Feed');
    res.json(await listItems(db, userId, query));
  });
  router.get('/feeds/media', async (req, res) => {
    premium(req);
    const { url, sig } = parse(feedMediaQuerySchema, req.query);
    const answer = await fetchMedia(url, sig, {
      ifNoneMatch: req.get('if-none-match'),
      ifModifiedSince: req.get('if-modified-since'),
    });
    res.status(answer.status).set(answer.headers).end(answer.body);
  });
  router.post('/feeds/items/read', async (req, res) => {
    const userId = premium(req);
    res.json(await markRead(db, userId, parse(markFeedItemsReadSchema, req.body), isUuid));
  });
  router.post('/feeds/items/:id/star', async (req, res) => {
    const userId = premium(req);
    const id = recordId(req.params.id, 'Article');
    res.json(await starItem(db, userId, id, parse(starFeedItemSchema, req.body).starred));
  });
  router.get('/feeds/opml', async (req, res) => {
    const userId = premium(req);
    res
      .type('text/x-opml; charset=utf-8')
      .attachment('founder-journal-feeds.opml')
      .send(await exportOpml(db, userId));
  });
  router.post('/feeds/opml', express.text({ type: () => true, limit: OPML_BYTES }), async (req, res) => {
    const userId = premium(req);
    if (typeof req.body !== 'string') throw badRequest('Please send the OPML file itself (text/x-opml), not JSON.');
    const feeds = parseOpml(req.body);
    await fetches.consume(userId);
    // Progress streams as NDJSON, one line per feed read; the browser draws its progress bar from them.
    let started = false;
    const write = (line: object) => {
      if (!started) {
        res.status(200).type('application/x-ndjson').setHeader('cache-control', 'no-store');
        started = true;
      }
      res.write(`${JSON.stringify(line)}\n`);
    };
    try {
      write(await importOpml(db, userId, feeds, write));
    } catch (err) {
      // Before the first line (e.g. over the feed limit) the usual error answer; after it, a last line that says so.
      if (!started) throw err;
      write({ finished: true, error: 'The import stopped before every feed was read. Feeds already added stay.' });
    }
    res.end();
  });
  router.patch('/feeds/:id', async (req, res) => {
    const userId = premium(req);
    const id = recordId(req.params.id, 'Feed');
    res.json(await updateFeed(db, userId, id, parse(updateFeedSchema, req.body)));
  });
  router.delete('/feeds/:id', async (req, res) => {
    const userId = premium(req);
    await unsubscribe(db, userId, recordId(req.params.id, 'Feed'));
    res.status(204).end();
  });
  return router;
}
