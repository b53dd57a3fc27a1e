// The Kubernetes manifests (deploy/k8s, docs/deploy.md): the production overlay renders with kustomize, every
// object validates offline against the Kubernetes schemas (kubernetes-models), the deployment rules hold (probes,
// resources, unprivileged read-only pods, a disruption budget per workload, autoscaling, the Ingress routes), and
// each workload's manifest runs under `podman kube play` (one replica, the host's loopback) until ready.
// Run by .ci/containers (KUSTOMIZE names the command when neither `kustomize` nor `kubectl` is installed).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import YAML from 'yaml';
import { freePort, images, podman, podmanUnavailable, sharedSecrets, waitForHttp } from './podman.mjs';

const require = createRequire(import.meta.url);
const { readmeRoleStatements, startSystemPostgres } = require('../../scripts/system-postgres.cjs');
const K8S = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../k8s');

/** `kustomize build <dir>` with whatever is installed. */
function kustomize(dir) {
  const command = process.env.KUSTOMIZE
    ? process.env.KUSTOMIZE.split(' ')
    : execFileSync('sh', ['-c', 'command -v kustomize || true'], { encoding: 'utf8' }).trim()
      ? ['kustomize', 'build']
      : ['kubectl', 'kustomize'];
  const out = execFileSync(command[0], [...command.slice(1), dir], { encoding: 'utf8', maxBuffer: 16 << 20 });
  return YAML.parseAllDocuments(out).map((d) => d.toJSON());
}

/** The production overlay rendered from a copy with the example secret files in place. */
function renderProduction() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-k8s-'));
  fs.cpSync(K8S, path.join(dir, 'k8s'), { recursive: true });
  const prod = path.join(dir, 'k8s/overlays/production');
  fs.copyFileSync(path.join(prod, 'secrets.env.example'), path.join(prod, 'secrets.env'));
  fs.copyFileSync(path.join(prod, 'migrate/migration.env.example'), path.join(prod, 'migrate/migration.env'));
  try {
    return { app: kustomize(prod), migrate: kustomize(path.join(prod, 'migrate')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let rendered;
before(() => {
  rendered = renderProduction();
});

// Tests are not awaited at the top level: node:test then runs this file's after() only once every test is done.
void test('every object of the production overlay validates against the Kubernetes schemas', () => {
  const all = [...rendered.app, ...rendered.migrate];
  assert.ok(all.length > 40, `${all.length} objects`);
  for (const object of all) {
    // kustomize folds long base64 values over lines; Kubernetes ignores the line breaks (Go's base64), the schema not.
    if (object.kind === 'Secret')
      for (const key of Object.keys(object.data ?? {})) object.data[key] = object.data[key].replace(/\s/g, '');
    const Model = require(`kubernetes-models/${object.apiVersion}/${object.kind}`)[object.kind];
    assert.doesNotThrow(() => new Model(object).validate(), `${object.kind}/${object.metadata.name}`);
  }
  console.log(`› ${all.length} objects valid`);
});

const of = (kind) => rendered.app.filter((o) => o.kind === kind);
const byName = (kind, name) => of(kind).find((o) => o.metadata.name === name);
const matches = (selector, labels) => Object.entries(selector).every(([k, v]) => labels[k] === v);

void test('workloads: probes, resources, unprivileged read-only pods, rolling updates that keep capacity', () => {
  const deployments = of('Deployment');
  assert.equal(deployments.length, 14);
  for (const d of deployments) {
    const name = d.metadata.name;
    const pod = d.spec.template.spec;
    assert.equal(pod.securityContext.runAsNonRoot, true, name);
    assert.equal(d.spec.strategy.rollingUpdate.maxUnavailable, 0, name);
    for (const c of pod.containers) {
      assert.ok(c.readinessProbe?.httpGet && c.livenessProbe?.httpGet, `${name}: readiness and liveness probes`);
      assert.ok(c.resources.requests.cpu && c.resources.requests.memory && c.resources.limits.memory, name);
      assert.equal(c.securityContext.readOnlyRootFilesystem, true, name);
      assert.equal(c.securityContext.allowPrivilegeEscalation, false, name);
      assert.ok(c.image.startsWith('registry.example.com/'), `${name}: the overlay's image (${c.image})`);
    }
    if (pod.containers[0].image.includes('/app:')) {
      assert.equal(pod.containers[0].readinessProbe.httpGet.path, '/readyz', name);
      assert.equal(pod.containers[0].livenessProbe.httpGet.path, '/healthz', name);
    }
    const budget = of('PodDisruptionBudget').find((p) =>
      matches(p.spec.selector.matchLabels, d.spec.template.metadata.labels),
    );
    assert.ok(budget, `${name} has a PodDisruptionBudget`);
  }
  for (const name of ['bff', 'core', 'social', 'payments', 'community', 'web'])
    assert.equal(byName('HorizontalPodAutoscaler', name)?.spec.scaleTargetRef.name, name);
});

void test('every Service selects pods, every secret and ConfigMap a pod reads exists', () => {
  for (const s of of('Service')) {
    const targets = of('Deployment').filter((d) => matches(s.spec.selector, d.spec.template.metadata.labels));
    assert.equal(targets.length, 1, `Service ${s.metadata.name}`);
  }
  const names = (kind) => new Set(of(kind).map((o) => o.metadata.name));
  for (const d of of('Deployment'))
    for (const c of d.spec.template.spec.containers) {
      for (const from of c.envFrom ?? []) assert.ok(names('ConfigMap').has(from.configMapRef.name), d.metadata.name);
      for (const e of c.env ?? []) {
        const ref = e.valueFrom?.secretKeyRef;
        if (!ref) continue;
        const secret = byName('Secret', ref.name);
        assert.ok(secret, `${d.metadata.name}: Secret ${ref.name}`);
        assert.ok(ref.optional || ref.key in secret.data, `${d.metadata.name}: ${ref.key} in ${ref.name}`);
      }
    }
  const job = rendered.migrate.find((o) => o.kind === 'Job');
  const migrationSecret = rendered.migrate.find((o) => o.kind === 'Secret');
  for (const e of job.spec.template.spec.containers[0].env)
    assert.equal(e.valueFrom.secretKeyRef.name, migrationSecret.metadata.name);
});

void test('the Ingress sends /api to the BFF, each remote to its own Deployment, the rest to the web server', () => {
  const [ingress] = of('Ingress');
  const routes = Object.fromEntries(ingress.spec.rules[0].http.paths.map((p) => [p.path, p.backend.service.name]));
  assert.equal(routes['/api'], 'bff');
  assert.equal(routes['/'], 'web');
  const remotes = of('ConfigMap').find((c) => c.metadata.name.startsWith('founder-journal-remotes'));
  for (const url of Object.values(remotes.data)) {
    const remote = url.split('/')[2];
    assert.equal(routes[`/remotes/${remote}/`], `remote-${remote}`, url);
  }
  assert.ok(ingress.spec.tls?.length, 'TLS');
});

// ---- podman kube play: each workload, one replica ----------------------------------------------------------------

const skip = podmanUnavailable();
let server;
let env;

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
    env = {
      ...sharedSecrets(),
      DATABASE_URL: server.url('founder_journal', 'fj_app', passwords.app),
      MIGRATION_DATABASE_URL: server.url('founder_journal', 'fj_owner', passwords.owner),
      DATABASE_APP_ROLE: 'fj_app',
    };
  },
  { timeout: 60_000 },
);

after(() => server?.stop());

const localImage = (image) =>
  image.includes('/migrate:') ? images.migrate : image.includes('/app:') ? images.app : images.web;

/**
 * A workload's pod as `podman kube play` can run it on the host's network: one replica, our local image, the
 * ConfigMap and Secret values written in (podman does not read them from a cluster), a free loopback port in
 * place of the container port (probes included), everything else — command, probes, security context, volumes —
 * as rendered.
 */
async function playable(object, config) {
  const spec = structuredClone(object.spec.template ?? object.spec);
  const c = spec.spec.containers[0];
  const port = await freePort();
  const env = {};
  for (const from of c.envFrom ?? []) Object.assign(env, config[from.configMapRef.name.replace(/-[a-z0-9]{10}$/, '')]);
  for (const e of c.env ?? []) env[e.name] = e.valueFrom?.secretKeyRef ? (config.secrets[e.name] ?? '') : e.value;
  // The process's own port setting (PORT, CORE_PORT, WORKER_PORT, WEB_PORT) follows the free port.
  const portVar = Object.keys(env).find((k) => /(^|_)PORT$/.test(k)) ?? 'WEB_PORT';
  Object.assign(env, { [portVar]: String(port), HOST: '127.0.0.1', SERVICE_HOST: '127.0.0.1' });
  if (env.BFF_UPSTREAM) env.BFF_UPSTREAM = '127.0.0.1:9';
  c.image = localImage(c.image);
  c.env = Object.entries(env).map(([name, value]) => ({ name, value: String(value) }));
  delete c.envFrom;
  // On the host's network podman refuses port mappings: the probes name the free port itself instead.
  delete c.ports;
  for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe])
    if (probe?.httpGet) probe.httpGet.port = port;
  spec.spec.hostNetwork = true;
  return {
    port,
    probe: c.readinessProbe?.httpGet.path,
    yaml: YAML.stringify({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: `fj-kube-${object.metadata.name}` },
      spec: spec.spec,
    }),
  };
}

void test(
  'podman kube play runs the migration Job, then each workload until its readiness probe answers',
  { skip, timeout: 600_000 },
  async () => {
    const config = {
      'founder-journal': {
        ...Object.fromEntries(
          Object.entries(
            of('ConfigMap').find((c) => c.metadata.name.startsWith('founder-journal-') && c.data.NODE_ENV).data,
          ),
        ),
        LOG_LEVEL: 'warn',
      },
      'founder-journal-remotes': of('ConfigMap').find((c) => c.metadata.name.startsWith('founder-journal-remotes'))
        .data,
      secrets: env,
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-kube-play-'));
    const play = async (object) => {
      const pod = await playable(object, config);
      const file = path.join(dir, `${object.metadata.name}.yaml`);
      fs.writeFileSync(file, pod.yaml);
      await podman('kube', 'play', '--network', 'host', file);
      return {
        ...pod,
        file,
        container: `fj-kube-${object.metadata.name}-${object.spec?.template?.spec?.containers?.[0]?.name ?? object.metadata.name}`,
      };
    };
    try {
      const job = rendered.migrate.find((o) => o.kind === 'Job');
      const migrate = await play(job);
      const deadline = Date.now() + 120_000;
      let state;
      do {
        await new Promise((r) => setTimeout(r, 300));
        state = JSON.parse(await podman('inspect', migrate.container))[0].State;
      } while (state.Status === 'running' && Date.now() < deadline);
      assert.equal(state.ExitCode, 0, await podman('logs', migrate.container));
      await podman('kube', 'down', migrate.file);

      // One after another: played several at once, podman 4.3 here left pods created but never started (a
      // workload's port never answered, and the next run found its pod name taken).
      for (const d of of('Deployment')) {
        const pod = await play(d);
        try {
          await waitForHttp(`http://127.0.0.1:${pod.port}${pod.probe}`, {
            timeoutMs: 90_000,
            container: pod.container,
          });
          console.log(`› ${d.metadata.name}: ready (${pod.probe})`);
        } finally {
          await podman('kube', 'down', pod.file).catch(() => {});
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);
