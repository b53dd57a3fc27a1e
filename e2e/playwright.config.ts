import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

// Debian's chromium: Playwright's own browser download is not reachable here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Spec files run side by side in `npm test` (this package's test script sets 2); one at a time otherwise. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
/**
 * Specs that read or change what every user sees: the community feed and its member count, admin broadcasts and the
 * user totals, the mf-social remote going down. With several workers they run one at a time after the others (a
 * teardown project runs when its project is done, passed or not; it ignores file filters, hence only then).
 */
const SHARED_STATE = /[\\/](community|notifications|shell)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // axe runs twice on every state shown (the page's theme, then dark: support/a11y.ts).
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // Every other spec makes its own accounts, so spec files can run side by side (the tests of one file in order).
  fullyParallel: false,
  workers: WORKERS,
  projects:
    WORKERS > 1
      ? [
          { name: 'own-accounts', testIgnore: SHARED_STATE, teardown: 'shared-state' },
          { name: 'shared-state', testMatch: SHARED_STATE, workers: 1 },
        ]
      : undefined,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  globalSetup: require.resolve('./global-setup'),
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // Pixel 7's layout and touch, one device pixel per CSS pixel: the tests check behaviour, not sharpness, and
    // software rasterising at its 2.625 ratio (~7× the pixels) cost 15 % of the CPU of a run (notes, journal and home
    // specs: 222-226 → 186-194 CPU s, 165-168 → 140-143 s wall, alternating runs).
    deviceScaleFactor: 1,
    browserName: 'chromium',
    launchOptions: chromium,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
