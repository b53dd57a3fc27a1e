import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import { REMOTES } from './config';

const HASHED = /\.[0-9a-f]{8,}\./;

/** Hashed chunks are immutable; entry points (index.html, remoteEntry.js, sw.js, manifest) are revalidated. */
function cacheHeaders(res: Response, file: string) {
  res.setHeader('Cache-Control', HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The built shell at `/`, each remote's build under `/remotes/<name>/`, `/remotes.json`, SPA fallback. */
export function staticSite(root: string, remoteUrls: Record<string, string>) {
  const router = Router();
  const shellDist = path.join(root, 'shell', 'dist');
  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remoteUrls);
  });
  for (const remote of REMOTES) {
    router.use(`/remotes/${remote}`, express.static(path.join(root, remote, 'dist'), { index: false, fallthrough: false, setHeaders: cacheHeaders }));
  }
  router.use(express.static(shellDist, { index: false, setHeaders: cacheHeaders }));
  // Client-side routes get the app shell; a missing file (has an extension) is a real 404.
  router.get('/{*splat}', (req, res) => {
    if (path.extname(req.path)) return void res.status(404).type('text').send('Not found');
    const index = path.join(shellDist, 'index.html');
    if (!fs.existsSync(index)) return void res.status(503).type('text').send('The app is not built yet. Run `npm run build` (npm start does this for you).');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
