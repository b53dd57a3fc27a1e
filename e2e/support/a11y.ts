import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Every screen's spec calls this on each state it shows (dialogs and sheets included): axe-core's rules on the page as
 * it is now, failing on any serious or critical violation (moderate and minor ones are reported, not failed).
 * The page must come from a Playwright context (the `page` fixture is): AxeBuilder injects axe into it.
 */
export async function expectNoA11yViolations(page: Page, screen: string): Promise<void> {
  // Let entrance animations (a toast or a sheet fading in) finish: mid-fade colours would fail contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const others = violations.filter((v) => !blocking.includes(v));
  if (others.length)
    test.info().annotations.push({
      type: 'a11y',
      description: `${screen}: ${others.map((v) => `${v.id} (${v.impact})`).join(', ')}`,
    });
  expect(
    blocking.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    })),
    `serious or critical accessibility violations on ${screen}`,
  ).toEqual([]);
}
