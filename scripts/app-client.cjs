// A person using a running Founder Journal over HTTP, as the browser does (session cookie, same-origin `Origin`):
// the tests that run the app as deployed (own database, container images, several instances) share it.
// CommonJS like stack.cjs, so jest tests and node:test scripts can both load it.
const crypto = require('node:crypto');
const pg = require('pg');

const PASSWORD = 'launch2026';

/** A signed-in user of the app at `baseUrl` (what users open: the BFF, nginx or a load balancer). */
class AppUser {
  /**
   * `origin`: the page's origin when `baseUrl` is not it (one instance behind a balancer, reached directly);
   * `headers`: sent with every request (`X-Forwarded-Proto: https`, as a TLS proxy in front of the app adds).
   */
  constructor(baseUrl, cookie, user, { origin, headers = {} } = {}) {
    this.baseUrl = baseUrl;
    this.origin = origin;
    this.headers = headers;
    this.cookie = cookie;
    this.id = user.id;
    this.email = user.email;
    /** The chat device registered for this user (registerChatKeys), if any. */
    this.deviceId = user.deviceId;
  }

  /** `method path` with the session; resolves to `{ status, body }` (body parsed when JSON). */
  async call(method, path, body, { baseUrl = this.baseUrl, timeoutMs = 15000 } = {}) {
    const headers = { ...this.headers, ...(this.origin ? { origin: this.origin } : {}) };
    return request(baseUrl, method, path, body, { cookie: this.cookie, timeoutMs, headers });
  }

  /** Like `call`, but any status other than `expected` throws with the answer. */
  async expect(expected, method, path, body, options) {
    const res = await this.call(method, path, body, options);
    if (res.status !== expected)
      throw new Error(`${method} ${path}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

async function request(baseUrl, method, path, body, { cookie, timeoutMs = 15000, headers = {} } = {}) {
  const url = new URL(path, baseUrl);
  const res = await fetch(url, {
    method: method.toUpperCase(),
    headers: {
      origin: new URL(baseUrl).origin,
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((err) => {
    // fetch's own message ('fetch failed') hides why: name the request and the cause.
    throw new Error(`${method.toUpperCase()} ${url}: ${err.cause?.code ?? err.cause?.message ?? err.message}`, {
      cause: err,
    });
  });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

const sessionCookieOf = (headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => /^(__Host-)?fj\.sid=/.test(c));

const uniqueEmail = (tag = 'user') => `${tag}-${crypto.randomBytes(5).toString('hex')}@founder-journal.test`;

/** Create an account (201) and come back signed in. */
async function signUp(baseUrl, { email = uniqueEmail(), firstName = 'Ada', headers } = {}) {
  const res = await request(
    baseUrl,
    'post',
    '/api/auth/register',
    { email, password: PASSWORD, firstName },
    { headers },
  );
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status} ${JSON.stringify(res.body)}`);
  return new AppUser(baseUrl, sessionCookieOf(res.headers), res.body, { headers });
}

/** Sign in to an existing account (200). */
async function signIn(baseUrl, email, { headers } = {}) {
  const res = await request(baseUrl, 'post', '/api/auth/login', { email, password: PASSWORD }, { headers });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status} ${JSON.stringify(res.body)}`);
  return new AppUser(baseUrl, sessionCookieOf(res.headers), res.body, { headers });
}

/** Make accounts Premium as the payments service would (team chat is Premium), with a role that may write rows. */
async function grantPremium(databaseUrl, emails) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE "User" SET "isPremium" = true WHERE email = ANY($1)', [emails]);
  } finally {
    await client.end();
  }
}

const b64 = (n) => crypto.randomBytes(n).toString('base64');

/**
 * A chat device for `user` (the browser makes its keys with WebCrypto and signs them; the server only stores them):
 * its id is kept on the user for the team key and the messages it sends.
 */
async function registerChatKeys(user) {
  const { subtle } = crypto.webcrypto;
  const ecdh = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const signing = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
  const deviceId = crypto.randomUUID();
  await user.expect(200, 'put', `/api/e2e/devices/${deviceId}`, {
    name: 'Test device',
    ecdhPublicKey: Buffer.from(await subtle.exportKey('spki', ecdh.publicKey)).toString('base64'),
    signingPublicKey: Buffer.from(await subtle.exportKey('spki', signing.publicKey)).toString('base64'),
    selfSignature: b64(64),
  });
  user.deviceId = deviceId;
}

/**
 * `owner` creates a team, every other user joins with the invite code, then the owner's device creates key version 1
 * wrapped for each member's device (those with one: registerChatKeys).
 */
async function teamWithChat(owner, others, name = 'Launch Team') {
  const team = await owner.expect(201, 'post', '/api/teams', { name });
  for (const user of others) await user.expect(201, 'post', '/api/teams/join', { inviteCode: team.inviteCode });
  await owner.expect(200, 'put', `/api/teams/${team.id}/keys`, {
    deviceId: owner.deviceId,
    version: 1,
    create: { statement: '["fj-key-v2"]', signature: b64(64) },
    wraps: [owner, ...others]
      .filter((u) => u.deviceId)
      .map((u) => ({ deviceId: u.deviceId, wrappedKey: b64(40), signature: b64(64) })),
  });
  return team;
}

/** An (end-to-end encrypted, so opaque here) chat message; resolves to its id. */
async function sendChatMessage(user, teamId) {
  const body = { id: crypto.randomUUID(), keyVersion: 1, deviceId: user.deviceId, iv: b64(12), ciphertext: b64(100) };
  await user.expect(201, 'post', `/api/teams/${teamId}/messages`, body);
  return body.id;
}

/** Poll `check()` until it returns something truthy, for at most `timeoutMs`. */
async function eventually(check, { timeoutMs = 30000, what = 'the condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The inbox entry written by core's job worker for a chat message (the job ran). */
function waitForNotification(user, title, timeoutMs = 30000) {
  return eventually(
    async () => {
      const page = await user.expect(200, 'get', '/api/notifications');
      const items = page.items.filter((n) => n.title === title);
      return items.length ? items : undefined;
    },
    { timeoutMs, what: `the notification "${title}"` },
  );
}

exports.AppUser = AppUser;
exports.PASSWORD = PASSWORD;
exports.request = request;
exports.uniqueEmail = uniqueEmail;
exports.signUp = signUp;
exports.signIn = signIn;
exports.grantPremium = grantPremium;
exports.registerChatKeys = registerChatKeys;
exports.teamWithChat = teamWithChat;
exports.sendChatMessage = sendChatMessage;
exports.eventually = eventually;
exports.waitForNotification = waitForNotification;
