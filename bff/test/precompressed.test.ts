import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { precompressed } from '../src/precompressed';
import { rawRequest } from './support/raw-request';

// The build's compressed copies, sent from memory (docs/decisions/3108-start-files-from-memory.md), on a build folder
// written here: what a redeploy, a revalidation and a path outside the folder get.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(
    precompressed(root, (res) => res.setHeader('Cache-Control', 'no-cache')),
    (_req, res) => void res.status(404).type('text').send('plain handler'),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** Writes `name` and its Brotli copy, with a modification time `seconds` after a fixed moment. */
const deploy = (name: string, text: string, seconds: number) => {
  const file = path.join(root, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  const at = new Date(Date.UTC(2026, 10, 1) + seconds * 1000);
  fs.utimesSync(`${file}.br`, at, at);
};

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${base}${url}`, { 'accept-encoding': 'br', ...headers }, method);

it('sends a redeployed file under the same name with its new content', async () => {
  deploy('remoteEntry.js', 'window.version = 1;', 0);
  const first = await get('/remoteEntry.js');
  expect(first.status).toBe(200);
  expect(first.headers['content-encoding']).toBe('br');
  expect(first.headers['content-length']).toBe(String(first.body.length));
  expect(zlib.brotliDecompressSync(first.body).toString()).toBe('window.version = 1;');

  deploy('remoteEntry.js', 'window.version = 2; // the next deploy', 60);
  const second = await get('/remoteEntry.js');
  expect(zlib.brotliDecompressSync(second.body).toString()).toBe('window.version = 2; // the next deploy');
  expect(second.headers.etag).not.toBe(first.headers.etag);
});

it('answers a revalidation of an unchanged file with 304 and no body, of a changed one with the file', async () => {
  deploy('main.css', 'body { color: black }', 0);
  const first = await get('/main.css');
  expect(first.headers['cache-control']).toBe('no-cache');
  const again = await get('/main.css', { 'if-none-match': first.headers.etag! });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);

  deploy('main.css', 'body { color: navy }', 120);
  const changed = await get('/main.css', { 'if-none-match': first.headers.etag! });
  expect(changed.status).toBe(200);
  expect(zlib.brotliDecompressSync(changed.body).toString()).toBe('body { color: navy }');
});

it('sends headers only for HEAD', async () => {
  deploy('head.js', 'console.log("head");', 0);
  const head = await get('/head.js', {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers['content-encoding']).toBe('br');
  expect(head.body.length).toBe(0);
});

it('leaves a removed file, a dot file and a path outside the build folder to the plain handler', async () => {
  deploy('gone.js', 'console.log("gone");', 0);
  expect((await get('/gone.js')).status).toBe(200);
  fs.rmSync(path.join(root, 'gone.js.br'));
  expect((await get('/gone.js')).body.toString()).toBe('plain handler');

  deploy('.secret/key.js', 'secret', 0);
  fs.writeFileSync(path.join(os.tmpdir(), 'outside-precompressed.js.br'), zlib.brotliCompressSync('outside'));
  for (const url of ['/.secret/key.js', '/..%2foutside-precompressed.js', '/%2e%2e/outside-precompressed.js']) {
    const res = await get(url);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('plain handler');
  }
});

it('streams a copy over 1 MB from disk, whole and with its encoding', async () => {
  // Random bytes do not compress: a copy of this size stands for a build file far larger than any today.
  const copy = crypto.randomBytes(1024 * 1024 + 512);
  fs.writeFileSync(path.join(root, 'large.js'), 'placeholder');
  fs.writeFileSync(path.join(root, 'large.js.br'), copy);
  const res = await get('/large.js');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body.equals(copy)).toBe(true);
});
