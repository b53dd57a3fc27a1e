// How long a signed-in page's start files (its scripts and style sheets) wait while the BFF asks that page's first
// answers of itself (decision 3102): the page is requested with the session cookie and, as soon as its head arrives,
// every file it names is asked for at once, as a browser's preload scanner does; the figure is each round's median
// time to the first byte of those files, then the median and p90 over the rounds, beside the same files asked for
// when nothing else is going on. Lighthouse's simulation gives every request of an origin the median of its observed
// server times, so this wait is added to the page and to each start script (decision 3108). BENCH_ROUNDS (30).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { benchStack, median, signedInClient } from './_stack.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')).startFiles;

const stack = await benchStack('bench_start_files');

/** Time to the first byte of a GET of `file` (Brotli accepted, as a browser does), its body read to the end. */
const firstByte = (file) =>
  new Promise((resolve, reject) => {
    const start = performance.now();
    http
      .get(stack.url + file, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const at = performance.now() - start;
        res.resume();
        res.on('end', () => resolve(at));
      })
      .on('error', reject);
  });

/** Requests the signed-in page and resolves once its head has arrived; `done` once it has been read to the end. */
const pageHead = (url, cookie) =>
  new Promise((resolve, reject) => {
    http
      .get(stack.url + url, { headers: { cookie, accept: 'text/html', 'accept-encoding': 'br' } }, (res) => {
        const done = new Promise((r) => res.on('end', r));
        res.once('data', () => resolve({ done }));
        res.on('data', () => undefined);
      })
      .on('error', reject);
  });

const p90 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];

try {
  const { call, cookie: sessionCookie } = signedInClient(stack.url);
  await call('POST', '/api/auth/register', {
    email: 'start-files@example.com',
    password: 'bench-start-files-2026',
    firstName: 'Bench',
  });
  await call('POST', '/api/businesses', { name: 'Bench Co' });
  for (let i = 0; i < 4; i++)
    await call('POST', '/api/notes', { title: `Idea ${i + 1}`, content: 'Talk to customers.' });
  // Home: the screen with the most first answers (the chrome's and Today's).
  const cookie = sessionCookie();
  const html = await fetch(`${stack.url}/`, { headers: { cookie } }).then((r) => r.text());
  // The built page's own attributes are unquoted (minified), the BFF's preloads quoted.
  const files = [...new Set([...html.matchAll(/(?:href|src)="?(\/[^"\s>]+\.(?:js|css))/g)].map((m) => m[1]))];
  const idle = [];
  const busy = [];
  for (let round = 0; round < ROUNDS; round++) {
    idle.push(median(await Promise.all(files.map(firstByte))));
    const page = await pageHead('/', cookie);
    busy.push(median(await Promise.all(files.map(firstByte))));
    await page.done;
  }
  const figures = {
    files: files.length,
    rounds: ROUNDS,
    idleMedianMs: Number(median(idle).toFixed(1)),
    whileAnsweringMedianMs: Number(median(busy).toFixed(1)),
    whileAnsweringP90Ms: Number(p90(busy).toFixed(1)),
  };
  console.table([
    {
      'start files': figures.files,
      'idle median ms': figures.idleMedianMs,
      'while the page is answered, median ms': figures.whileAnsweringMedianMs,
      p90: figures.whileAnsweringP90Ms,
      budget: `≤ ${budgets.maxMedianWaitMs}`,
    },
  ]);
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'start-files.json'), JSON.stringify(figures));
} finally {
  await stack.stop();
}
