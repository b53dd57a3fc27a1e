// Lighthouse (mobile) for the landing page: performance, accessibility, best practices.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { benchStack, CHROMIUM } from './_stack.mjs';

const stack = await benchStack('bench_lighthouse');
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM.executablePath, chromeFlags: ['--headless=new', ...CHROMIUM.args] });
try {
  const result = await lighthouse(stack.url + '/', { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], formFactor: 'mobile', screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false } });
  if (result.lhr.runtimeError) console.log('runtimeError', result.lhr.runtimeError);
  if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(result.lhr.audits['errors-in-console'].details?.items?.slice(0, 5), null, 1));
  const c = result.lhr.categories;
  const a = result.lhr.audits;
  console.log('\nLighthouse, landing page (mobile emulation, simulated throttling)');
  console.table([{ performance: Math.round(c.performance.score * 100), accessibility: Math.round(c.accessibility.score * 100), 'best-practices': Math.round(c['best-practices'].score * 100), FCP: a['first-contentful-paint'].displayValue, LCP: a['largest-contentful-paint'].displayValue, TBT: a['total-blocking-time'].displayValue, CLS: a['cumulative-layout-shift'].displayValue }]);
  const failing = Object.values(a).filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode === 'binary').map((x) => x.id);
  if (failing.length) console.log('audits below par:', failing.join(', '));
} finally {
  await chrome.kill();
  await stack.stop();
}
