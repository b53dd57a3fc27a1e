// What Lighthouse's simulated LCP waits for, from runs saved by `BENCH_ARTIFACTS_DIR=dir node bench/lighthouse-app.mjs`:
// `node bench/lcp-path.mjs dir/*.artifacts.json` prints, per run, the simulated LCP and every request and main-thread
// task of its graph with its simulated start and end (ms), so the step that ends last — the one to shorten — shows.
// The simulation (Lantern) counts every request that ended before the observed LCP, at 150 ms round trips and
// 1.6 Mbit/s shared, and script evaluation and layout at 4× the observed CPU time (decision 3101).
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { savedRun } from './_saved-run.mjs';

const EVENTS = new Set([
  'EvaluateScript',
  'Layout',
  'Paint',
  'ParseHTML',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
]);

for (const file of process.argv.slice(2)) {
  const { data, context } = await savedRun(file);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  console.log(`${file}: simulated LCP ${Math.round(lcp.timing)} ms`);
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, time] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${node.request.transferSize} B ${node.request.url}`
        : `CPU ${Math.round(node.duration / 1000)} ms observed: ${[
            ...new Set(
              node.childEvents
                .filter((e) => EVENTS.has(e.name))
                .map((e) => e.name + (e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : '')),
            ),
          ]
            .slice(0, 4)
            .join(', ')}`;
    console.log(
      `${String(Math.round(time.startTime)).padStart(6)} ${String(Math.round(time.endTime)).padStart(6)}  ${what}`,
    );
  }
}
