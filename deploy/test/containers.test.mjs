// The images as deployed (docs/deploy.md): a PostgreSQL of its own with the README's roles, the migrate image
// once, then the four services, the two job workers, the BFF and the web server as containers (read-only root,
// unprivileged, loopback only), and a user through the web server's port: sign-up, a business written and read
// back, a job run by a worker container; the cache headers of the static files; each process stops within 10 s.
// Run by .ci/containers after it built the images (IMAGE_TAG).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import pg from 'pg';
import {
  freePort,
  imageFacts,
  images,
  podman,
  podmanUnavailable,
  runContainer,
  sharedSecrets,
  waitForHttp,
} from './podman.mjs';

const require = createRequire(import.meta.url);
const { readmeRoleStatements, startSystemPostgres } = require('../../scripts/system-postgres.cjs');
const app = require('../../scripts/app-client.cjs');

const skip = podmanUnavailable();
const containers = [];
let server;
let webUrl;
let ownerUrl;
const ports = {};

before(
  async () => {
    if (skip) return;
    server = await startSystemPostgres({ port: await freePort() });
    const passwords = { owner: 'owner-Pw-1', app: 'app-Pw-2' };
    for (const statement of readmeRoleStatements(passwords)) {
      const client = new pg.Client({ connectionString: server.adminUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    }
    ownerUrl = server.url('founder_journal', 'fj_owner', passwords.owner);
    const databaseUrl = server.url('founder_journal', 'fj_app', passwords.app);

    // The migration step, as the Kubernetes Job runs it.
    await podman(
      'run',
      '--rm',
      '--network',
      'host',
      '--read-only',
      '--tmpfs',
      '/tmp',
      '-e',
      `MIGRATION_DATABASE_URL=${ownerUrl}`,
      '-e',
      'DATABASE_APP_ROLE=fj_app',
      images.migrate,
    );

    for (const name of ['core', 'social', 'payments', 'community', 'bff', 'web', 'coreWorker', 'socialWorker'])
      ports[name] = await freePort();
    const env = {
      ...sharedSecrets(),
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      SERVICE_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CORE_PORT: ports.core,
      SOCIAL_PORT: ports.social,
      PAYMENTS_PORT: ports.payments,
      COMMUNITY_PORT: ports.community,
    };
    const start = async (name, command, extra = {}) =>
      containers.push(await runContainer(`fj-ci-${name}`, images.app, [command], { ...env, ...extra }));
    await start('core', 'core', { JOB_WORKER: 'off' });
    await start('social', 'social', { JOB_WORKER: 'off' });
    await start('payments', 'payments');
    await start('community', 'community');
    await start('core-worker', 'core-worker', { WORKER_PORT: ports.coreWorker });
    await start('social-worker', 'social-worker', { WORKER_PORT: ports.socialWorker });
    webUrl = `http://127.0.0.1:${ports.web}`;
    await start('bff', 'bff', {
      PORT: ports.bff,
      PUBLIC_URL: webUrl,
      TRUST_PROXY: '1',
      CORE_URL: `http://127.0.0.1:${ports.core}`,
      SOCIAL_URL: `http://127.0.0.1:${ports.social}`,
      PAYMENTS_URL: `http://127.0.0.1:${ports.payments}`,
      COMMUNITY_URL: `http://127.0.0.1:${ports.community}`,
    });
    containers.push(
      await runContainer('fj-ci-web', images.web, [], {
        WEB_PORT: ports.web,
        BFF_UPSTREAM: `127.0.0.1:${ports.bff}`,
      }),
    );
    for (const [name, port] of Object.entries(ports)) {
      const container = `fj-ci-${name.replace(/Worker$/, '-worker')}`;
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, { container });
    }
  },
  { timeout: 240_000 },
);

after(async () => {
  // A process that died during the tests: its last words, before the container goes.
  for (const name of containers) {
    const state = await podman('inspect', name, '--format', '{{.State.Status}} {{.State.ExitCode}}').catch(() => '');
    if (state.startsWith('exited') && !state.endsWith(' 0'))
      console.log(`${name} (${state}):\n${await podman('logs', '--tail', '30', name).catch(() => '')}`);
  }
  for (const name of containers) await podman('rm', '-f', '-t', '2', name).catch(() => {});
  server?.stop();
});

// Tests are not awaited at the top level: node:test then runs this file's after() only once every test is done.
void test('images: unprivileged, with an init and a health check; sizes', { skip }, async () => {
  for (const [name, image] of Object.entries(images)) {
    const facts = await imageFacts(image);
    console.log(`› image ${name}: ${facts.sizeMb} MB`);
    assert.match(facts.user, /^100\d\d:100\d\d$/, `${name} runs as an unprivileged user`);
    assert.equal(facts.entrypoint[0], 'tini', `${name} has an init as PID 1`);
    if (name !== 'migrate') assert.ok(facts.healthcheck?.length, `${name} has a HEALTHCHECK`);
  }
});

void test('a user through the web server: sign up, create a business, read it back, a job runs', { skip }, async () => {
  // The session cookie is Secure in production: the user comes through a TLS proxy, which says so to nginx.
  const https = { headers: { 'x-forwarded-proto': 'https' } };
  const ada = await app.signUp(webUrl, { firstName: 'Ada', ...https });
  const business = await ada.expect(201, 'post', '/api/businesses', { name: 'Container Ltd' });
  const list = await ada.expect(200, 'get', '/api/businesses');
  assert.deepEqual(
    list.map((b) => [b.id, b.name]),
    [[business.id, 'Container Ltd']],
  );
  const again = await app.signIn(webUrl, ada.email, https);
  assert.equal((await again.expect(200, 'get', `/api/businesses/${business.id}`)).name, 'Container Ltd');

  // A job through the worker containers: the chat message's notification is written by core-worker.
  const bob = await app.signUp(webUrl, { firstName: 'Bob', ...https });
  await app.grantPremium(ownerUrl, [ada.email, bob.email]);
  await app.registerChatKeys(ada);
  const team = await app.teamWithChat(ada, [bob], 'Container Team');
  await app.sendChatMessage(ada, team.id);
  await app.waitForNotification(bob, 'New message in Container Team');
});

void test(
  'the web server: documents from the BFF, hashed files immutable, entry points and sw.js never cached',
  { skip },
  async () => {
    const landing = await fetch(`${webUrl}/`);
    assert.equal(landing.status, 200);
    assert.match(landing.headers.get('content-security-policy'), /default-src 'self'/);
    const html = await landing.text();
    const asset = html.match(/(?:src|href)="\/?([^"]+\.[0-9a-f]{8,}\.(?:js|css))"/)?.[1];
    assert.ok(asset, 'the landing page links a content-hashed file');
    const hashed = await fetch(`${webUrl}/${asset}`);
    assert.equal(hashed.status, 200);
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const sw = await fetch(`${webUrl}/sw.js`);
    assert.equal(sw.status, 200);
    assert.equal(sw.headers.get('cache-control'), 'no-cache');
    assert.match(sw.headers.get('content-security-policy'), /script-src 'self'/);
    const remotes = await (await fetch(`${webUrl}/remotes.json`)).json();
    for (const url of Object.values(remotes)) {
      const entry = await fetch(new URL(url, webUrl));
      assert.equal(entry.status, 200, url);
      assert.equal(entry.headers.get('cache-control'), 'no-cache', url);
    }
    assert.equal((await fetch(`${webUrl}/${asset}.map`)).status, 404);
    const deepLink = await fetch(`${webUrl}/businesses`);
    assert.equal(deepLink.status, 200);
    assert.match(await deepLink.text(), /<html/);
  },
);

void test('every process stops cleanly within 10 s of SIGTERM (an init forwards it)', { skip }, async () => {
  for (const name of ['fj-ci-web', 'fj-ci-bff', 'fj-ci-core', 'fj-ci-core-worker']) {
    const started = Date.now();
    await podman('stop', '-t', '10', name);
    const seconds = (Date.now() - started) / 1000;
    const exit = JSON.parse(await podman('inspect', name))[0].State.ExitCode;
    console.log(`› ${name} stopped in ${seconds.toFixed(1)} s (exit ${exit})`);
    assert.ok(seconds < 10, `${name} took ${seconds} s`);
    assert.equal(exit, 0, `${name} exited with ${exit}`);
  }
});
