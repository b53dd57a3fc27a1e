import { Router } from 'express';
import { validateRssSchema, validateSocialMediaSchema, validateYoutubeSchema } from '@fj/contracts';
import { parse } from '@fj/server-kit';
import { validateRss, validateSocialMedia, validateYoutube } from './service';

/**
 * The spec's validation calls (§7). Bodies are parsed with zod, which drops unknown keys: a `password` sent by an
 * old client is never read, stored or logged (docs/decisions/1702-no-third-party-passwords.md).
 */
export function validationRouter() {
  const router = Router();
  router.post('/validate-rss', async (req, res) => {
    res.json(await validateRss(parse(validateRssSchema, req.body).rssUrl));
  });
  router.post('/validate-youtube', async (req, res) => {
    res.json(await validateYoutube(parse(validateYoutubeSchema, req.body)));
  });
  router.post('/validate-social-media', async (req, res) => {
    const { platform, username } = parse(validateSocialMediaSchema, req.body);
    res.json(await validateSocialMedia(platform, username));
  });
  return router;
}
