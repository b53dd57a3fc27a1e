import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Lets entrance animations and theme transitions finish: mid-fade colours would fail contrast. Polled by play state
 * with a timer: an animation's `finished` promise resolves only on the page's next rendered frame, and a headless page
 * that renders nothing new may not draw one for as long as a test waits (seen after a theme switch: transitions
 * "finished" by their clock, their promises pending). At most 3 s; looping animations are not waited for.
 */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const until = Date.now() + 3000;
        const check = () => {
          const moving = document
            .getAnimations()
            .some(
              (a) => a.effect?.getComputedTiming().iterations !== Infinity && (a.playState === 'running' || a.pending),
            );
          if (!moving || Date.now() > until) resolve();
          else setTimeout(check, 50);
        };
        check();
      }),
  );

/**
 * axe-core on the page as it is now. Legacy mode runs axe in the page itself (the default opens a blank page for each
 * run to merge frames' results: ~3× slower, and the app has no frames); only violations are gathered (the passes'
 * node lists are the rest of the cost). On home: 620 → 175 ms a run.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();

type Violation = { rule: string; impact: string | null | undefined; help: string; where: string[] };

async function violationsIn(page: Page, screen: string, theme: string): Promise<Violation[]> {
  await settle(page);
  let { violations } = await axe(page);
  // A toast that arrives while axe runs is measured mid-fade (a contrast failure that is not there a moment later):
  // once settled again, a real violation is still found.
  if (violations.some((v) => v.impact === 'serious' || v.impact === 'critical')) {
    await settle(page);
    ({ violations } = await axe(page));
  }
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const others = violations.filter((v) => !blocking.includes(v));
  if (others.length)
    test.info().annotations.push({
      type: 'a11y',
      description: `${screen} (${theme}): ${others.map((v) => `${v.id} (${v.impact})`).join(', ')}`,
    });
  return blocking.map((v) => ({
    rule: `${v.id} (${theme})`,
    impact: v.impact,
    help: v.help,
    where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

/**
 * Every screen's spec calls this on each state it shows (dialogs and sheets included): axe-core's rules on the page as
 * it is now, in its own theme and then in the dark theme (the palette the app applies for `data-theme="dark"`; the
 * page's own theme comes back afterwards), failing on any serious or critical violation in either (moderate and minor
 * ones are reported, not failed). The page must come from a Playwright context (the `page` fixture is): AxeBuilder
 * injects axe into it.
 */
export async function expectNoA11yViolations(page: Page, screen: string): Promise<void> {
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  const found = await violationsIn(page, screen, theme);
  if (theme !== 'dark') {
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    try {
      found.push(...(await violationsIn(page, screen, 'dark')));
    } finally {
      await page.evaluate((before) => {
        document.documentElement.dataset.theme = before;
      }, theme);
      await settle(page);
    }
  }
  expect(found, `serious or critical accessibility violations on ${screen}`).toEqual([]);
}
