// Small helpers over the podman CLI for the deployment tests (deploy/test/*.test.mjs).
import { execFile, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `podman …` → stdout; a failure throws with podman's own words. */
export async function podman(...args) {
  try {
    const { stdout } = await run('podman', args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim();
  } catch (err) {
    throw new Error(`podman ${args.join(' ')}: ${err.stderr || err.message}`, { cause: err });
  }
}

/** Why podman cannot run here, or undefined when it can. */
export function podmanUnavailable() {
  const info = spawnSync('podman', ['info', '--format', '{{.Host.OCIRuntime.Name}}'], { encoding: 'utf8' });
  if (info.error) return 'podman is not installed';
  if (info.status !== 0) return `podman cannot run here: ${info.stderr.trim().split('\n').pop()}`;
  return undefined;
}

/** The images the tests use: IMAGE_TAG (default `ci`) of the three images built by .ci/containers. */
export const images = {
  app: `localhost/founder-journal-app:${process.env.IMAGE_TAG ?? 'ci'}`,
  migrate: `localhost/founder-journal-migrate:${process.env.IMAGE_TAG ?? 'ci'}`,
  web: `localhost/founder-journal-web:${process.env.IMAGE_TAG ?? 'ci'}`,
};

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = srv.address();
        srv.close(() => resolve(port));
      });
  });
}

/** The secrets every app container shares (as a Kubernetes Secret would hand them over). */
export function sharedSecrets() {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  return {
    INTERNAL_JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    SOCIAL_TOKEN_KEY: crypto.randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: Buffer.concat([
      Buffer.from([4]),
      Buffer.from(pub.x, 'base64url'),
      Buffer.from(pub.y, 'base64url'),
    ]).toString('base64url'),
    VAPID_PRIVATE_KEY: privateKey.export({ format: 'jwk' }).d,
  };
}

/**
 * One container of ours on the host's network, bound to loopback only (HOST / SERVICE_HOST), with the production
 * restrictions: read-only root, /tmp the only writable place, no capabilities. Returns its name.
 */
export async function runContainer(name, image, command, env) {
  const envArgs = Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
  await podman('rm', '-f', name).catch(() => {});
  await podman(
    'run',
    '-d',
    '--name',
    name,
    '--network',
    'host',
    '--read-only',
    '--tmpfs',
    '/tmp',
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    ...envArgs,
    image,
    ...command,
  );
  return name;
}

/** Poll `url` until it answers 2xx (or `timeoutMs`); the container's log in the error when it does not. */
export async function waitForHttp(url, { timeoutMs = 60000, container } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return res;
      last = `${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    if (container) {
      const state = await podman('inspect', container, '--format', '{{.State.Status}}').catch(() => 'gone');
      if (state !== 'running') break;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const logs = container
    ? await podman('logs', '--tail', '40', container).catch((err) => `(no log: ${err.message})`)
    : '';
  const state = container
    ? await podman(
        'inspect',
        container,
        '--format',
        '{{.State.Status}} exit {{.State.ExitCode}} {{.State.Error}}',
      ).catch(() => 'gone')
    : '';
  throw new Error(`${url} did not answer (${last})${container ? `\n${container} (${state}):\n${logs}` : ''}`);
}

/** Image size in MB and its configured user, healthcheck and entrypoint. */
export async function imageFacts(image) {
  const info = JSON.parse(await podman('image', 'inspect', image))[0];
  return {
    sizeMb: Math.round(info.Size / 1e6),
    user: info.Config.User,
    healthcheck: info.Config?.Healthcheck?.Test ?? info.Healthcheck?.Test ?? info.HealthCheck?.Test,
    entrypoint: info.Config.Entrypoint,
  };
}
