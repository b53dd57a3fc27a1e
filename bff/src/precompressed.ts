import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

/** The encodings a build writes beside its scripts and style sheets (tools/webpack/PrecompressPlugin.js), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
/** A copy above this is streamed from disk instead of kept in memory (none of the build's files is near it). */
const MAX_IN_MEMORY_BYTES = 1024 * 1024;

/** Does an Accept-Encoding header accept `name` (listed, and not with q=0)? */
export function acceptsEncoding(header: string | undefined, name: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [token, ...params] = part.trim().split(';');
    if (token.trim().toLowerCase() !== name) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

interface Copy {
  body: Buffer;
  mtimeMs: number;
  etag: string;
  lastModified: string;
}

/**
 * The compressed copies read so far, by path: each is read from disk once and again only when the file changes (a
 * redeployed remote's entry keeps its name). Sending one is a single write, with no file system call to wait for:
 * the start scripts are asked for while the gateway asks the page's first answers, and each wait for the disk was a
 * turn of the event loop behind that work (docs/decisions/3108-start-files-from-memory.md).
 */
function copies() {
  const read = new Map<string, Copy>();
  return (file: string): Copy | 'missing' | 'large' => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return 'missing';
    if (stat.size > MAX_IN_MEMORY_BYTES) return 'large';
    const known = read.get(file);
    if (known?.mtimeMs === stat.mtimeMs && known.body.length === stat.size) return known;
    const copy = {
      body: fs.readFileSync(file),
      mtimeMs: stat.mtimeMs,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
    };
    read.set(file, copy);
    return copy;
  };
}

/**
 * Serves the build's Brotli or gzip copy of a script or style sheet under `root` when the browser accepts it
 * (docs/decisions/3105-precompressed-assets.md): smaller than compressing per request and no CPU per request. Anything
 * else, or a file without a copy, goes on to the plain static handler. `headers` sets the caching headers the plain
 * file would get.
 */
export function precompressed(root: string, headers: (res: Response, file: string) => void): RequestHandler {
  const base = path.resolve(root);
  const copyOf = copies();
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
    // Only a file inside the build folder, and no dot file (a name starting with "."), as `send` would allow.
    const full = path.join(base, `${file}${encoding.suffix}`);
    if (!full.startsWith(base + path.sep) || full.includes('\0') || /[\\/]\./.test(full.slice(base.length)))
      return next();
    const copy = copyOf(full);
    if (copy === 'missing') return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Vary', 'Accept-Encoding');
    headers(res, file);
    if (copy === 'large') return void res.sendFile(full);
    res.setHeader('ETag', copy.etag);
    res.setHeader('Last-Modified', copy.lastModified);
    if (req.fresh) return void res.status(304).end();
    res.setHeader('Content-Length', copy.body.length);
    res.end(req.method === 'HEAD' ? undefined : copy.body);
  };
}
