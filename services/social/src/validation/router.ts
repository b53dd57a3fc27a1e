import { Router } from 'express';
import type { Db } from '@fj/db';
import { validateRssSchema, validateSocialMediaSchema, validateYoutubeSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { outboundFetchLimiter } from '../lib/fetch-limit';
import { validateRss, validateSocialMedia, validateYoutube } from './service';

/**
 * The validation calls (docs/product.md#connect-platforms). Bodies are parsed with zod, which drops unknown keys: a
 * `password` sent by an old client is never read, stored or logged (docs/decisions/1702-no-third-party-passwords.md).
 */
export function validationRouter(db: Db) {
  const router = Router();
  const fetches = outboundFetchLimiter(db);
  router.post('/validate-rss', async (req, res) => {
    const { rssUrl } = parse(validateRssSchema, req.body);
    await fetches.consume(identityOf(req).userId);
    res.json(await validateRss(rssUrl));
  });
  router.post('/validate-youtube', async (req, res) => {
    const input = parse(validateYoutubeSchema, req.body);
    await fetches.consume(identityOf(req).userId);
    res.json(await validateYoutube(input));
  });
  router.post('/validate-social-media', async (req, res) => {
    const { platform, username } = parse(validateSocialMediaSchema, req.body);
    res.json(await validateSocialMedia(platform, username));
  });
  return router;
}
