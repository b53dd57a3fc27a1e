// A Lighthouse run saved by `BENCH_ARTIFACTS_DIR=dir node bench/lighthouse-app.mjs`, read back as the inputs of
// Lighthouse's simulated metrics (Lantern), for the tools that show what a simulated metric waited for.
import fs from 'node:fs';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';

/** The saved run's metric inputs (`data`) and the cache Lighthouse's computed artifacts share (`context`). */
export async function savedRun(file) {
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  const context = { computedCache: new Map() };
  const settings = saved.settings;
  const simulator = await LoadSimulator.request({ devtoolsLog: saved.DevtoolsLog, settings }, context);
  const data = {
    trace: saved.Trace,
    devtoolsLog: saved.DevtoolsLog,
    gatherContext: saved.GatherContext,
    settings,
    simulator,
    URL: saved.URL,
    SourceMaps: saved.SourceMaps,
  };
  return { data, context };
}
