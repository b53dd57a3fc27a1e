// Apple Health import (decision 2002): the browser worker's own module (mf-home/src/features/wellness/
// import/healthExport.ts, compiled on the fly) parses generated export.zip files in Node, streamed from disk in 64 KB
// chunks as File.stream() delivers them. Each parse runs in its own process with the V8 heap capped at 64 MB
// (--max-old-space-size), so finishing at all shows memory does not grow with the file; it reports time, MB/s (zip and
// XML), records/s, the process's peak RSS and the peak live heap, for a 50 MB and a 200 MB export.xml.
// Figures, not asserts. Standalone: `node bench/health-import.mjs` (also run by `npm run bench`).
// Env: BENCH_HEALTH_MB (default "50,200").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireTypeScript } from './_inprocess.mjs';

const require = requireTypeScript(import.meta.url);
const HEAP_CAP_MB = 64;

if (process.argv[2] === '--parse') {
  // The child: parse one file and print its figures as JSON.
  const { parseHealthExport } = require('../mf-home/src/features/wellness/import/healthExport.ts');
  const file = process.argv[3];
  const zipBytes = fs.statSync(file).size;
  let peakHeap = 0;
  const sample = () => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed));
  const timer = setInterval(sample, 20);
  const t0 = process.hrtime.bigint();
  const { days, records } = await parseHealthExport(fs.createReadStream(file, { highWaterMark: 64 * 1024 }), {
    totalBytes: zipBytes,
    onProgress: sample,
  });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  clearInterval(timer);
  console.log(
    JSON.stringify({ days: days.length, records, seconds, peakRssKb: process.resourceUsage().maxRSS, peakHeap }),
  );
  process.exit(0);
}

const { exportDays, healthXml, zipHealthExport } = require('../mf-home/test/fixtures/healthExportFixture.ts');

const sizes = (process.env.BENCH_HEALTH_MB ?? '50,200').split(',').map(Number);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-health-'));
const mb = (bytes) => bytes / 1024 / 1024;

/** Days of records until the XML reaches `targetMb` (≈ 66 KB a day: ~8 years for 200 MB). */
function* xmlOf(targetMb) {
  let size = 0;
  const target = targetMb * 1024 * 1024;
  const records = exportDays('2026-01-30', 20_000);
  for (const part of healthXml(records)) {
    if (size >= target && !part.startsWith('</HealthData')) continue;
    size += part.length;
    yield part;
  }
}

const rows = [];
try {
  for (const targetMb of sizes) {
    const file = path.join(dir, `export-${targetMb}.zip`);
    const fd = fs.openSync(file, 'w');
    let xmlBytes = 0;
    const started = Date.now();
    zipHealthExport(
      (function* () {
        for (const part of xmlOf(targetMb)) {
          xmlBytes += Buffer.byteLength(part);
          yield part;
        }
      })(),
      (chunk) => fs.writeSync(fd, chunk),
    );
    fs.closeSync(fd);
    const zipBytes = fs.statSync(file).size;
    console.log(
      `generated ${file}: export.xml ${mb(xmlBytes).toFixed(0)} MB, zip ${mb(zipBytes).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const child = spawnSync(
      process.execPath,
      [`--max-old-space-size=${HEAP_CAP_MB}`, ...process.execArgv, import.meta.filename, '--parse', file],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(`the parse failed (heap capped at ${HEAP_CAP_MB} MB):\n${child.stderr}`);
    const { days, records, seconds, peakRssKb, peakHeap } = JSON.parse(child.stdout.trim().split('\n').pop());
    rows.push({
      'export.xml MB': +mb(xmlBytes).toFixed(0),
      'zip MB': +mb(zipBytes).toFixed(1),
      days,
      records,
      seconds: +seconds.toFixed(2),
      'XML MB/s': +(mb(xmlBytes) / seconds).toFixed(1),
      'zip MB/s': +(mb(zipBytes) / seconds).toFixed(1),
      'records/s': Math.round(records / seconds),
      'peak RSS MB': +(peakRssKb / 1024).toFixed(0),
      'peak heap MB': +mb(peakHeap).toFixed(0),
    });
    fs.rmSync(file);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(
  `\nApple Health export parse (fflate Unzip + saxes, the worker module in Node, 64 KB chunks from disk, V8 heap capped at ${HEAP_CAP_MB} MB)`,
);
console.table(rows);
const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'health-import.json'), JSON.stringify({ rows }, null, 2));
