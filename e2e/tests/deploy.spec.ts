import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { startRemoteHost } from '../remote-host';
import { expectNoA11yViolations } from '../support/a11y';

// Independent deploys (docs/decisions/0705-independent-remote-deploys.md): one remote is rebuilt alone,
// served from its own server and switched to through /remotes.json, without rebuilding the shell or touching its
// files; browsers (service worker included) see the new version at once and every other route keeps working.

const { startProcess, freePort, ROOT } = require('../../scripts/stack.cjs');

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** The version Settings shows beside its 'Version' label (with the release label of a labelled build). */
const version = (page: Page, text: string) => page.getByText(text, { exact: true });

/**
 * `turbo run build --filter=@fj/mf-settings` with a release label, into `out` (the app's own dist/ is untouched).
 * `--only`: the packages it imports are built already, and restoring their outputs from the cache would rewrite files
 * the tests running beside this one read.
 */
function buildSettingsRelease(release: string, out: string) {
  const turbo = path.join(ROOT, 'node_modules/turbo/bin/turbo');
  const r = spawnSync(
    process.execPath,
    [turbo, 'run', 'build', '--filter=@fj/mf-settings', '--only', '--output-logs=errors-only'],
    {
      cwd: ROOT,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FJ_RELEASE: release, FJ_DIST_DIR: out },
      encoding: 'utf8',
    },
  );
  expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
  expect(fs.existsSync(path.join(out, 'remoteEntry.js'))).toBe(true);
}

/** Replaces everything the remote's server serves (a deploy). */
function deploy(from: string, to: string) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}

const shellFiles = () =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(ROOT, 'shell/dist'))
      .map((f) => [f, fs.statSync(path.join(ROOT, 'shell/dist', f)).mtimeMs]),
  );

test('a remote rebuilt alone and served from elsewhere replaces the old one for users at once', async ({ browser }) => {
  test.setTimeout(240_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-redeploy-'));
  const served = path.join(work, 'served');
  const release = `r${crypto.randomBytes(3).toString('hex')}`;
  const env = JSON.parse(process.env.E2E_BFF_ENV ?? 'null');
  expect(env, 'E2E_BFF_ENV is set by e2e/global-setup.ts').not.toBeNull();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const startGateway = (extra: Record<string, string> = {}) =>
    startProcess({ name: 'bff:deploy', dir: 'bff', port, env: { ...env, ...extra, PORT: String(port) }, quiet: true });

  deploy(path.join(ROOT, 'mf-settings/dist'), served);
  const host = await startRemoteHost(served);
  let gateway = await startGateway();
  const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const res = await page.request.post('/api/auth/register', {
      data: { email: `deploy-${release}@founder-journal.test`, password: 'founder123', firstName: 'Ada' },
      headers: { Origin: url },
    });
    expect(res.status()).toBe(201);

    // Version 1, from the gateway's own static path; the service worker takes control and caches what it sees.
    await page.goto('/settings');
    await expect(version(page, '1.0.0')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.reload();
    await expect(version(page, '1.0.0')).toBeVisible();

    // Cache headers that make a redeploy visible: the entry is revalidated, hashed chunks never change.
    const entry = await page.request.get('/remotes/mf-settings/remoteEntry.js');
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const chunk = fs.readdirSync(path.join(ROOT, 'mf-settings/dist')).find((f) => /\.[0-9a-f]{10}\.js$/.test(f))!;
    expect((await page.request.get(`/remotes/mf-settings/${chunk}`)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );

    // Version 2: mf-settings rebuilt alone, deployed to its own server, /remotes.json pointed at it.
    const before = shellFiles();
    buildSettingsRelease(release, path.join(work, 'v2'));
    deploy(path.join(work, 'v2'), served);
    await gateway.stop();
    gateway = await startGateway({ REMOTE_MF_SETTINGS_URL: host.entryUrl });
    expect(shellFiles()).toEqual(before); // the shell was neither rebuilt nor touched

    await page.goto('/settings');
    await expect(version(page, `1.0.0 (${release})`)).toBeVisible();
    await expectNoA11yViolations(page, 'settings from the redeployed remote');
    for (const [route, title] of [
      ['/', 'Welcome back, Ada!'],
      ['/businesses', 'My Businesses'],
      ['/notes', 'Notes'],
      ['/notifications', 'Notification Settings'],
    ]) {
      await page.goto(route);
      await expect(heading(page, title), route).toBeVisible();
    }

    // A redeploy at the same URL (here: rolling back to version 1): the service worker does not pin the old entry.
    deploy(path.join(ROOT, 'mf-settings/dist'), served);
    await page.goto('/settings');
    await expect(version(page, '1.0.0')).toBeVisible();
  } finally {
    await context.close();
    await gateway.stop();
    await host.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
