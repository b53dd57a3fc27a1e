// What a screen's main thread does after its first paint, from a Lighthouse trace recorded with the CPU profiler
// (`disabled-by-default-v8.cpu_profiler`): each task Lighthouse's simulation counts toward Total Blocking Time (its
// observed duration × the 4× CPU slowdown above 50 ms), the trace events it is made of, and its hottest functions
// mapped back to their source through the builds' source maps. `BENCH_TRACE=1 node bench/lighthouse-app.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const ROOT = path.join(import.meta.dirname, '..');
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
const DIST_DIRS = ['shell', 'mf-home', 'mf-business', 'mf-social', 'mf-community', 'mf-teams', 'mf-settings'].map((d) =>
  path.join(ROOT, d, 'dist'),
);

const maps = new Map();
/** `file.js:line` of the built file → `source:line name` of the code it came from (the file's name otherwise). */
function sourceOf(url, line, column) {
  const file = String(url ?? '')
    .split('/')
    .pop();
  if (!file.endsWith('.js')) return file;
  if (!maps.has(file)) {
    const map = DIST_DIRS.map((d) => path.join(d, `${file}.map`)).find((f) => fs.existsSync(f));
    maps.set(file, map ? new TraceMap(fs.readFileSync(map, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return file;
  const at = originalPositionFor(map, { line: line + 1, column });
  const source = String(at.source ?? file)
    .replace(/.*node_modules\//, '')
    .replace(/^webpack:\/\/[^/]*\//, '');
  return `${source}:${at.line}${at.name ? ` ${at.name}` : ''}`;
}

/** The CPU profile's samples (time, node) and nodes of the renderer process `pid`. */
function cpuSamples(events, pid) {
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const data = e.args?.data;
    if (data?.startTime) time = data.startTime;
    const profile = data?.cpuProfile;
    if (!profile) continue;
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    (profile.samples ?? []).forEach((id, i) => {
      time += data.timeDeltas[i];
      samples.push({ time, id });
    });
  }
  return { nodes, samples };
}

/** Lines saying which tasks after the first paint block the main thread, and what they are made of. */
export function mainThreadReport(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return ['no first paint in the trace'];
  const thread = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  const { nodes, samples } = cpuSamples(events, fcp.pid);
  const lines = [];
  let blocking = 0;
  const tasks = thread.filter(
    (e) => e.name === 'RunTask' && e.ts >= fcp.ts && e.dur * CPU_SLOWDOWN > BLOCKING_MS * 1000,
  );
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const simulated = (task.dur / 1000) * CPU_SLOWDOWN;
    blocking += simulated - BLOCKING_MS;
    const parts = thread
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.dur > 1500)
      .filter((e) => !/RunTask|ThreadController|^V8\.|^v8\./.test(e.name))
      .slice(0, 5)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${Math.round(e.dur / 1000)}`,
      );
    const self = new Map();
    for (const s of samples) {
      if (s.time < task.ts || s.time > end) continue;
      const frame = nodes.get(s.id)?.callFrame;
      if (!frame) continue;
      const name = `${frame.functionName || '(anonymous)'} ${sourceOf(frame.url, frame.lineNumber, frame.columnNumber)}`;
      self.set(name, (self.get(name) ?? 0) + 1);
    }
    const hot = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, n]) => `${name.trim()} ×${n}`);
    lines.push(
      `  +${Math.round((task.ts - fcp.ts) / 1000)} ms: ${Math.round(simulated)} ms simulated | ${parts.join(' | ')}`,
      `      samples: ${hot.join(', ')}`,
    );
  }
  lines.push(`  blocking after the first paint ≈ ${Math.round(blocking)} ms (observed × ${CPU_SLOWDOWN})`);
  return lines;
}
