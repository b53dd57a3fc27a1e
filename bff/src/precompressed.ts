import path from 'node:path';
import type { RequestHandler, Response } from 'express';

/** The encodings a build writes beside its scripts and style sheets (tools/webpack/PrecompressPlugin.js), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Does an Accept-Encoding header accept `name` (listed, and not with q=0)? */
export function acceptsEncoding(header: string | undefined, name: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [token, ...params] = part.trim().split(';');
    if (token.trim().toLowerCase() !== name) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves the build's Brotli or gzip copy of a script or style sheet under `root` when the browser accepts it
 * (docs/decisions/3105-precompressed-assets.md): smaller than compressing per request and no CPU per request. Anything
 * else, or a file without a copy, goes on to the plain static handler. `headers` sets the caching headers the plain
 * file would get.
 */
export function precompressed(root: string, headers: (res: Response, file: string) => void): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    const encoding = type && ENCODINGS.find((e) => acceptsEncoding(req.headers['accept-encoding'], e.name));
    if (!encoding) return next();
    let file: string;
    try {
      file = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Vary', 'Accept-Encoding');
    headers(res, file);
    // `root` keeps the path inside the build folder; a missing copy falls back to the plain file.
    res.sendFile(`.${file}${encoding.suffix}`, { root, dotfiles: 'deny' }, (err?: NodeJS.ErrnoException) => {
      if (!err || res.headersSent) return;
      for (const header of ['Content-Type', 'Content-Encoding', 'Vary', 'Cache-Control', 'Content-Security-Policy'])
        res.removeHeader(header);
      next();
    });
  };
}
