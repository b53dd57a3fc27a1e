import { Router } from 'express';
import type { Db } from '@fj/db';
import { oauthStartQuerySchema } from '@fj/contracts';
import { HttpError, identityOf, parse } from '@fj/server-kit';
import { finishOAuth, latestOAuthData, startOAuth } from './service';

/** A small page for the pop-up: the dialog notices it closing and reads GET /api/oauth/data. */
const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;padding:24px"><h1 style="font-size:20px">${title}</h1><p>${text}</p></body></html>`;

/** /api/oauth: start, the provider's callback, and the stored result. */
export function oauthRouter(db: Db) {
  const router = Router();
  // The route is named after Meta (the original client's path); LinkedIn and TikTok use it too, chosen by ?platform.
  router.get('/oauth/facebook/auth', async (req, res) => {
    const { platform } = parse(oauthStartQuerySchema, req.query);
    res.json(await startOAuth(db, identityOf(req).userId, platform));
  });
  router.get('/oauth/callback', async (req, res) => {
    try {
      await finishOAuth(db, identityOf(req).userId, req.query);
      res
        .type('html')
        .send(page('Signed in', 'You are signed in. Close this window to finish connecting your account.'));
    } catch (err) {
      const status = err instanceof HttpError ? err.status : 500;
      res
        .status(status)
        .type('html')
        .send(
          page('Sign-in failed', err instanceof HttpError ? err.message : 'Something went wrong. Please try again.'),
        );
    }
  });
  router.get('/oauth/data', async (req, res) => {
    res.json(await latestOAuthData(db, identityOf(req).userId));
  });
  return router;
}
