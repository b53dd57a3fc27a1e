// Lighthouse (mobile) for the landing page as a signed-out visitor sees it: the four category scores and the
// vitals, beside the performance budget (bench/budgets.json).
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { benchStack, CHROMIUM } from './_stack.mjs';

const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const stack = await benchStack('bench_lighthouse');
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM.executablePath,
  chromeFlags: ['--headless=new', ...CHROMIUM.args],
});
try {
  const result = await lighthouse(stack.url + '/', {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false },
  });
  if (result.lhr.runtimeError) console.log('runtimeError', result.lhr.runtimeError);
  if (process.env.BENCH_VERBOSE)
    console.log(JSON.stringify(result.lhr.audits['errors-in-console'].details?.items?.slice(0, 5), null, 1));
  const c = result.lhr.categories;
  const a = result.lhr.audits;
  const score = (k) => Math.round(c[k].score * 100);
  const figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    FCP: a['first-contentful-paint'].displayValue,
    LCP: a['largest-contentful-paint'].displayValue,
    TBT: a['total-blocking-time'].displayValue,
    CLS: a['cumulative-layout-shift'].displayValue,
  };
  console.log(
    `\nLighthouse, landing page (mobile emulation, simulated throttling); performance budget ≥ ${budgets.lighthouseLanding.minPerformance}`,
  );
  console.table([figures]);
  const failing = Object.values(a)
    .filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode === 'binary')
    .map((x) => x.id);
  if (failing.length) console.log('audits below par:', failing.join(', '));
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'lighthouse.json'), JSON.stringify(figures));
} finally {
  chrome.kill();
  await stack.stop();
}
