// Apple Health import (issue 20, decision 2002): the browser worker's own module (mf-home/src/features/wellness/
// import/healthExport.ts, compiled on the fly) parses generated export.zip files in Node, streamed from disk in 64 KB
// chunks as File.stream() delivers them. Reports time, MB/s (zip and XML), records/s and peak memory for a 50 MB and a
// 200 MB export.xml: the same peak at both sizes means memory does not grow with the file. Figures, not asserts.
// Standalone: `node bench/health-import.mjs` (also run by `npm run bench`). Env: BENCH_HEALTH_MB (default "50,200").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireTypeScript } from './_inprocess.mjs';

const require = requireTypeScript(import.meta.url);
const { parseHealthExport } = require('../mf-home/src/features/wellness/import/healthExport.ts');
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
    zipHealthExport((function* () {
      for (const part of xmlOf(targetMb)) {
        xmlBytes += Buffer.byteLength(part);
        yield part;
      }
    })(), (chunk) => fs.writeSync(fd, chunk));
    fs.closeSync(fd);
    const zipBytes = fs.statSync(file).size;
    console.log(`generated ${file}: export.xml ${mb(xmlBytes).toFixed(0)} MB, zip ${mb(zipBytes).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    globalThis.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sample = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const t0 = process.hrtime.bigint();
    const { days, records } = await parseHealthExport(fs.createReadStream(file, { highWaterMark: 64 * 1024 }), {
      totalBytes: zipBytes,
      onProgress: () => {
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakHeap = Math.max(peakHeap, m.heapUsed);
      },
    });
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    clearInterval(sample);
    rows.push({
      'export.xml MB': +mb(xmlBytes).toFixed(0),
      'zip MB': +mb(zipBytes).toFixed(1),
      days: days.length,
      records,
      seconds: +seconds.toFixed(2),
      'XML MB/s': +(mb(xmlBytes) / seconds).toFixed(1),
      'zip MB/s': +(mb(zipBytes) / seconds).toFixed(1),
      'records/s': Math.round(records / seconds),
      'peak RSS MB': +mb(peakRss).toFixed(0),
      'RSS growth MB': +mb(peakRss - baseline.rss).toFixed(0),
      'peak heap MB': +mb(peakHeap).toFixed(0),
    });
    fs.rmSync(file);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log('\nApple Health export parse (fflate Unzip + saxes, the worker module in Node, 64 KB chunks from disk)');
console.table(rows);
const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'health-import.json'), JSON.stringify({ rows }, null, 2));
