import { strFromU8, unzipSync } from 'fflate';
import type { startTestStack } from '../stack';

type Browser = ReturnType<Awaited<ReturnType<typeof startTestStack>>['browser']>;

/** The export as its archive's files (name → text), read the way a browser saves it. */
export async function exportOf(b: Browser) {
  const res = await b
    .get('/api/account/export')
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const files =
    res.status === 200
      ? Object.fromEntries(Object.entries(unzipSync(new Uint8Array(res.body))).map(([k, v]) => [k, strFromU8(v)]))
      : {};
  return { res, files, json: files['founder-journal.json'] ? JSON.parse(files['founder-journal.json']) : undefined };
}
