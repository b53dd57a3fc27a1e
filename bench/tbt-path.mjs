// Where Lighthouse's simulated Total Blocking Time comes from, from runs saved by
// `BENCH_ARTIFACTS_DIR=dir node bench/lighthouse-app.mjs`: `node bench/tbt-path.mjs dir/*.artifacts.json` prints, per
// run, the simulated TBT, FCP and TTI and every main-thread task the simulation counts (50 ms or longer at 4× the
// observed CPU time) with what it spent its observed time on. The simulation's FCP waits only for the page and its
// style sheets (deferred and async scripts do not block a paint in its model), so nearly every task of the page load,
// from the page's own inline script to the first render's layouts, falls inside the window TBT sums (decision 3101).
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { savedRun } from './_saved-run.mjs';

/** The observed time of a task's child events by name (and script), largest first. */
const composition = (node) => {
  const ms = new Map();
  for (const e of node.childEvents) {
    if (!e.dur || e.name.startsWith('V8.') || e.name.startsWith('v8.')) continue;
    const url = e.args?.data?.url;
    const key = url !== undefined ? `${e.name} ${url.split('/').pop() || 'the page'}` : e.name;
    ms.set(key, (ms.get(key) ?? 0) + e.dur / 1000);
  }
  return [...ms]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, value]) => `${key} ${Math.round(value)}`)
    .join(', ');
};

for (const file of process.argv.slice(2)) {
  const { data, context } = await savedRun(file);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  console.log(
    `${file}: simulated TBT ${Math.round(tbt.timing)} ms, FCP ${Math.round(fcp.timing)} ms, TTI ${Math.round(tti.timing)} ms`,
  );
  // The pessimistic estimate (the optimistic one differs only in the window's ends).
  const rows = [...tbt.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node, t]) => node.type === 'cpu' && t.duration >= 50)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows)
    console.log(
      `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ` +
        `${Math.round(node.duration / 1000)} ms observed: ${composition(node)}`,
    );
}
