import crypto from 'node:crypto';
import pg from 'pg';
import {
  TEAM_CHAT_NO_DEVICE_KEY,
  TEAM_CHAT_PREMIUM,
  TEAM_CHAT_STALE_KEY,
  TEAM_CHAT_TOO_LARGE,
} from '@fj/contracts/messages';
import { createSqlPool, isOverloaded } from '@fj/db';
import { identityHeaders } from '@fj/server-kit/testing';
import { SERVICE_NAME } from '../src/app';
import { sendMessage } from '../src/team-chat/messages';
import {
  encrypt,
  fakeSignature,
  newDevice,
  setupChat,
  versionStatement,
  wrapFor,
  type TestDevice,
} from './chat-helpers';
import { openSse } from './sse';

// A team lock held elsewhere makes a send wait this long before it answers 503 (the default is 2 s).
process.env.TEAM_CHAT_LOCK_TIMEOUT_MS = '300';

let chat: Awaited<ReturnType<typeof setupChat>>;
beforeAll(async () => {
  chat = await setupChat();
});
afterAll(() => chat.close());

type Api = Awaited<ReturnType<typeof chat.premium>>;
const streamOf = async (api: Api, teamId: string, headers: Record<string, string> = {}) => {
  const stream = openSse(`${chat.baseUrl}/api/teams/${teamId}/chat/stream`, {
    ...(await identityHeaders(api.user, SERVICE_NAME)),
    ...headers,
  });
  await stream.response;
  return stream;
};
const shareBody = (device: TestDevice, version: number, recipients: TestDevice[], create = false) => ({
  deviceId: device.id,
  version,
  ...(create ? { create: versionStatement() } : {}),
  wraps: recipients.map(wrapFor),
});

describe('who may use team chat', () => {
  it('answers 403 to a member without Premium and 404 to a Premium non-member on every endpoint and the stream', async () => {
    const { team, owner } = await chat.chattingTeam(0);
    const free = await chat.actAsNew({ firstName: 'Fran' });
    expect(
      (await free.post('/api/teams/join', { inviteCode: (await owner.get(`/api/teams/${team.id}`)).body.inviteCode }))
        .status,
    ).toBe(201);
    const outsider = await chat.premium('Otto');
    const device = await newDevice();
    const message = await encrypt(crypto.randomBytes(32), 'hi', device);
    const calls = (api: Api, teamId: string) => [
      api.get(`/api/teams/${teamId}/messages`),
      api.post(`/api/teams/${teamId}/messages`, message),
      api.get(`/api/teams/${teamId}/keys`),
      api.put(`/api/teams/${teamId}/keys`, shareBody(device, 1, [device], true)),
      api.put(`/api/teams/${teamId}/roster`, { deviceId: device.id, epoch: 1, ...versionStatement() }),
      api.post(`/api/teams/${teamId}/chat/typing`),
    ];
    for (const res of await Promise.all(calls(free, team.id))) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(TEAM_CHAT_PREMIUM);
    }
    for (const res of await Promise.all([
      free.get('/api/e2e/devices'),
      free.put(`/api/e2e/devices/${device.id}`, device.identity),
      free.get('/api/e2e/backup'),
      free.get('/api/e2e/links/current'),
    ]))
      expect(res.status).toBe(403);
    for (const res of await Promise.all([...calls(outsider, team.id), ...calls(outsider, 'not-a-uuid')]))
      expect(res.status).toBe(404);

    const refused = await streamOf(free, team.id);
    expect((await refused.response).statusCode).toBe(403);
    const hidden = await streamOf(outsider, team.id);
    expect((await hidden.response).statusCode).toBe(404);
  });
});

describe('sending and receiving', () => {
  it('stores ciphertext only, streams it to every member as it is sent, and notifies the others once per burst', async () => {
    const { team, owner, members, teamKey, deviceOf } = await chat.chattingTeam(1);
    const [member] = members;
    const stream = await streamOf(member, team.id);
    expect((await stream.response).headers['content-type']).toMatch(/^text\/event-stream/);

    const secret = 'Our launch date is the 14th — keep it quiet';
    const body = await encrypt(teamKey, secret, deviceOf(owner));
    const sent = await owner.post(`/api/teams/${team.id}/messages`, body);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      id: body.id,
      senderId: owner.user.userId,
      deviceId: deviceOf(owner).id,
      signingKey: deviceOf(owner).identity.signingPublicKey,
      ciphertext: body.ciphertext,
      keyVersion: 1,
    });
    await stream.waitFor(() => stream.messages().some((m) => m.id === body.id), 'the message on the stream');
    expect(stream.events.find((e) => e.event === 'message')!.id).toBe(String(sent.body.seq));

    // Sent again (a retry after a lost answer): the same message, not a second one.
    const again = await owner.post(`/api/teams/${team.id}/messages`, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(sent.body);
    expect((await owner.get(`/api/teams/${team.id}/messages`)).body.messages).toHaveLength(1);

    // The database holds no text: not the words, not any part of them.
    const dump = JSON.stringify(await chat.db.$queryRawUnsafe(`SELECT * FROM "TeamMessage"`), (_k, v) =>
      typeof v === 'bigint' ? String(v) : v,
    );
    for (const word of ['launch', 'quiet', secret]) expect(dump).not.toContain(word);

    // A burst from the same sender is one notification (the first message's).
    for (const text of ['two', 'three'])
      expect(
        (await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, text, deviceOf(owner)))).status,
      ).toBe(201);
    const jobs = await chat.db.$queryRawUnsafe<
      Array<{ payload: { userIds: string[]; title: string; body: string; url: string } }>
    >(
      `SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
       WHERE t.identifier = 'core:notify-users' AND j.key = $1`,
      `community:team-chat:${team.id}:${owner.user.userId}`,
    );
    expect(jobs.map((j) => j.payload)).toEqual([
      {
        userIds: [member.user.userId],
        kind: 'team',
        title: 'New message in Chat Crew',
        body: '',
        url: `/teams/${team.id}/chat`,
        _traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/), // the sending request's trace
      },
    ]);
    const [{ count }] = await chat.db.$queryRawUnsafe<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
       WHERE t.identifier = 'core:notify-users' AND j.key = $1 AND j.revision > 0`,
      `community:team-chat:${team.id}:${owner.user.userId}`,
    );
    expect(count).toBe(0);
    stream.close();
  });

  it('stores a message in one SQL round trip', async () => {
    const { team, owner, teamKey, deviceOf } = await chat.chattingTeam(1);
    const pool = chat.app.locals.chatPool as pg.Pool;
    const query = jest.spyOn(pool, 'query');
    const statements = await chat.statementsOf(async () => {
      expect(
        (await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'one', deviceOf(owner)))).status,
      ).toBe(201);
    });
    expect(query).toHaveBeenCalledTimes(1);
    expect(statements).toEqual([]);
    query.mockRestore();
  });

  it('refuses a message over 16 KB (413-sized text is a 400 that says so) and accepts one at the limit', async () => {
    const { team, owner, teamKey, deviceOf } = await chat.chattingTeam(0);
    const tooBig = await owner.post(
      `/api/teams/${team.id}/messages`,
      await encrypt(teamKey, 'x'.repeat(16 * 1024 + 512 + 1), deviceOf(owner)),
    );
    expect(tooBig.status).toBe(400);
    expect(JSON.stringify(tooBig.body)).toContain(TEAM_CHAT_TOO_LARGE);
    expect(
      (
        await owner.post(
          `/api/teams/${team.id}/messages`,
          await encrypt(teamKey, 'x'.repeat(16 * 1024), deviceOf(owner)),
        )
      ).status,
    ).toBe(201);
  });

  it('limits each sender to 20 messages in 10 seconds (429 with Retry-After)', async () => {
    const { team, owner, teamKey, deviceOf } = await chat.chattingTeam(0);
    for (let i = 0; i < 20; i++)
      expect(
        (await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, `m${i}`, deviceOf(owner)))).status,
      ).toBe(201);
    const throttled = await owner.post(
      `/api/teams/${team.id}/messages`,
      await encrypt(teamKey, 'more', deviceOf(owner)),
    );
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After, never 500, when the team lock is not free in time', async () => {
    const { team, owner, teamKey, deviceOf } = await chat.chattingTeam(0);
    const holder = new pg.Client({ connectionString: chat.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM "Team" WHERE "id" = $1 FOR UPDATE', [team.id]);
      const busy = await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'wait', deviceOf(owner)));
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.body.message).toMatch(/busy/);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect(
      (await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'now', deviceOf(owner)))).status,
    ).toBe(201);
  });

  it('a send that cannot get a connection in time fails as overloaded (the route answers it 503 like a lock wait)', async () => {
    const { team, owner, teamKey, deviceOf } = await chat.chattingTeam(0);
    const pool = createSqlPool(chat.url, { max: 1, connectionTimeoutMillis: 200 });
    const held = await pool.connect();
    try {
      const body = await encrypt(teamKey, 'no connection', deviceOf(owner));
      const error: unknown = await sendMessage(pool, 20, team.id, owner.user.userId, body).catch((e: unknown) => e);
      expect(isOverloaded(error)).toBe(true);
    } finally {
      held.release();
      await pool.end();
    }
  });

  it('never stores a message under the key a removal retired: every send commits before the removal or is refused', async () => {
    const { team, owner, members, teamKey, deviceOf } = await chat.chattingTeam(2);
    const [stays, goes] = members as [Api, Api];
    const listener = new pg.Client({ connectionString: chat.url });
    await listener.connect();
    const order: string[] = [];
    listener.on('notification', (n) => order.push(n.payload ?? ''));
    await listener.query('LISTEN team_chat');
    try {
      const sends = Array.from({ length: 12 }, async (_, i) =>
        stays.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, `race ${i}`, deviceOf(stays))),
      );
      const removal = owner.delete(`/api/teams/${team.id}/members/${goes.user.userId}`);
      const results = await Promise.all(sends);
      expect((await removal).status).toBe(204);
      for (const res of results) expect([201, 409]).toContain(res.status);
      for (let i = 0; i < 50 && !order.some((p) => p.startsWith('r:')); i++)
        await new Promise((r) => setTimeout(r, 20));
      // Notifications arrive in commit order: no message of the team after the removal.
      const removedAt = order.findIndex((p) => p === `r:${team.id}`);
      expect(removedAt).toBeGreaterThanOrEqual(0);
      expect(order.slice(removedAt).filter((p) => p.startsWith(`m:${team.id}:`))).toEqual([]);
      const stored = results.filter((r) => r.status === 201).length;
      expect(order.filter((p) => p.startsWith(`m:${team.id}:`))).toHaveLength(stored);
    } finally {
      await listener.end();
    }
  });

  it('catches a reconnecting stream up from Last-Event-ID, in order, without repeats', async () => {
    const { team, owner, members, teamKey, deviceOf } = await chat.chattingTeam(1);
    const send = async (text: string) =>
      (await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, text, deviceOf(owner)))).body;
    const first = await streamOf(members[0], team.id);
    const a = await send('a');
    await first.waitFor(() => first.messages().length === 1, 'the first message');
    first.close();
    const missed: string[] = [];
    for (const text of ['b', 'c', 'd']) missed.push((await send(text)).id);
    const resumed = await streamOf(members[0], team.id, { 'Last-Event-ID': String(a.seq) });
    await resumed.waitFor(() => resumed.messages().length === 3, 'the missed messages');
    const live = await send('e');
    await resumed.waitFor(() => resumed.messages().length === 4, 'the live message');
    expect(resumed.messages().map((m) => m.id)).toEqual([...missed, live.id]);
    resumed.close();
  });

  it('a stream that reconnects while a live read of its team is under way still gets every message after its Last-Event-ID', async () => {
    const { team, owner, members, teamKey, deviceOf } = await chat.chattingTeam(2);
    const [watching, returning] = members as [Api, Api];
    const send = async (text: string) =>
      (await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, text, deviceOf(owner)))).body;
    const hub = chat.app.locals.chatHub;
    const live = await streamOf(watching, team.id);
    const a = await send('a');
    const b = await send('b');
    await live.waitFor(() => live.messages().length === 2, 'the first two messages');
    // A slow database: the instance's next read of the team waits until released.
    const internals = hub as unknown as { pool: { query(...args: unknown[]): Promise<unknown> } };
    const pool = internals.pool;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let reads = 0;
    internals.pool = { query: (...args) => (reads++, held.then(() => pool.query(...args))) };
    try {
      const c = await send('c');
      for (let i = 0; i < 250 && reads === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(reads).toBe(1); // the live read of c, held
      // Meanwhile a member who saw only a reconnects (to this instance, as after a restart of another one).
      const size = hub.size;
      const resumed = await streamOf(returning, team.id, { 'Last-Event-ID': String(a.seq) });
      for (let i = 0; i < 250 && hub.size === size; i++) await new Promise((r) => setTimeout(r, 20));
      release();
      await resumed.waitFor(() => resumed.messages().length >= 2, 'b and c');
      await live.waitFor(() => live.messages().length === 3, 'c on the live stream');
      expect(resumed.messages().map((m) => m.id)).toEqual([b.id, c.id]);
      const d = await send('d');
      await resumed.waitFor(() => resumed.messages().length === 3, 'd');
      expect(resumed.messages().map((m) => m.id)).toEqual([b.id, c.id, d.id]);
      resumed.close();
    } finally {
      release();
      internals.pool = pool;
      live.close();
    }
  });

  it('after the listener was down, ends the streams of people removed meanwhile and catches the others up', async () => {
    const { team, owner, members, teamKey, deviceOf } = await chat.chattingTeam(2);
    const [stays, goes] = members as [Api, Api];
    const hub = chat.app.locals.chatHub;
    const staysStream = await streamOf(stays, team.id);
    const goneStream = await streamOf(goes, team.id);
    await staysStream.waitFor(() => hub.size >= 2, 'both subscriptions');
    // The outage: notifications of this team are lost (as while the listener reconnects).
    const deliver = (hub as unknown as { onNotification(p: string): void }).onNotification;
    (hub as unknown as { onNotification(p: string): void }).onNotification = () => {};
    try {
      await chat.db.teamMember.delete({ where: { teamId_userId: { teamId: team.id, userId: goes.user.userId } } });
      await chat.db.$executeRaw`UPDATE "TeamKey" SET "retiredAt" = NULL WHERE "teamId" = ${team.id}`;
      await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'while down', deviceOf(owner)));
    } finally {
      (hub as unknown as { onNotification(p: string): void }).onNotification = deliver;
    }
    await hub.recover();
    await goneStream.waitForEnd();
    expect(goneStream.messages()).toEqual([]);
    await staysStream.waitFor(() => staysStream.messages().length === 1, 'the message sent while down');
    await staysStream.waitFor(() => staysStream.events.some((e) => e.event === 'keys'), 'a keys refresh');
    staysStream.close();
  });

  it('sends heartbeats on an idle stream and forgets a stream whose client went away', async () => {
    const { team, members } = await chat.chattingTeam(1);
    const hub = chat.app.locals.chatHub;
    const before = hub.size;
    const stream = await streamOf(members[0], team.id);
    await stream.waitFor(() => hub.size === before + 1, 'the subscription');
    (hub as unknown as { beat(): void }).beat();
    await stream.waitFor(() => stream.comments.includes('heartbeat'), 'a heartbeat');
    stream.close();
    for (let i = 0; i < 50 && hub.size !== before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(hub.size).toBe(before);
  });

  it('passes typing on at most every 2 s per person, to the others only', async () => {
    const { team, owner, members } = await chat.chattingTeam(1);
    const stream = await streamOf(members[0], team.id);
    const own = await streamOf(owner, team.id);
    for (let i = 0; i < 5; i++) expect((await owner.post(`/api/teams/${team.id}/chat/typing`)).status).toBe(204);
    await stream.waitFor(() => stream.events.some((e) => e.event === 'typing'), 'typing');
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.events.filter((e) => e.event === 'typing')).toEqual([
      { event: 'typing', data: JSON.stringify({ userId: owner.user.userId }) },
    ]);
    expect(own.events.filter((e) => e.event === 'typing')).toEqual([]);
    stream.close();
    own.close();
  });

  it('pages history newest first by keyset, 50 a page, in a constant number of queries', async () => {
    const { team, owner, teamKey, deviceOf } = await chat.chattingTeam(0);
    const rows = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => ({
        ...(await encrypt(teamKey, `m${i}`, deviceOf(owner))),
        teamId: team.id,
        senderId: owner.user.userId,
        authorId: owner.user.userId,
        signingKey: 'k',
      })),
    );
    await chat.db.teamMessage.createMany({ data: rows });
    const statements = await chat.statementsOf(async () => {
      const first = await owner.get(`/api/teams/${team.id}/messages`);
      expect(first.body.messages).toHaveLength(50);
      expect(first.body.messages[49].id).toBe(rows[59].id);
      const second = await owner.get(`/api/teams/${team.id}/messages?before=${first.body.nextBefore}`);
      expect(second.body.messages.map((m: { id: string }) => m.id)).toEqual(rows.slice(0, 10).map((r) => r.id));
      expect(second.body.nextBefore).toBeNull();
    });
    expect(statements.length).toBeLessThanOrEqual(4);
    expect((await owner.get(`/api/teams/${team.id}/messages?before=garbage`)).status).toBe(400);
  });
});

describe('devices', () => {
  it('registers devices whose keys never change, lists them, and refuses keys that are not P-256', async () => {
    const api = await chat.premium('Dev');
    const laptop = await chat.register(api, 'Laptop');
    const phone = await chat.register(api, 'Phone');
    const listed = (await api.get('/api/e2e/devices')).body.devices;
    expect(listed.map((d: { name: string }) => d.name)).toEqual(['Phone', 'Laptop']);
    expect(listed[0]).toMatchObject({ id: phone.id, linkedBy: null, revokedAt: null, lastSeenAt: expect.any(String) });
    expect((await api.put(`/api/e2e/devices/${laptop.id}`, { ...laptop.identity, name: 'Work laptop' })).status).toBe(
      200,
    );
    const other = await newDevice();
    expect((await api.put(`/api/e2e/devices/${laptop.id}`, other.identity)).status).toBe(409);
    const bogus = Buffer.alloc(91, 1).toString('base64');
    expect((await api.put(`/api/e2e/devices/${other.id}`, { ...other.identity, ecdhPublicKey: bogus })).status).toBe(
      400,
    );
    // Another person's device id is not yours to take, nor to remove.
    const someoneElse = await chat.premium('Else');
    expect((await someoneElse.put(`/api/e2e/devices/${laptop.id}`, laptop.identity)).status).toBe(409);
    expect((await someoneElse.delete(`/api/e2e/devices/${laptop.id}`)).status).toBe(404);
  });

  it('removing a device retires the keys of every team of its person, drops its wraps, and stops it sending', async () => {
    const { team, owner, teamKey, deviceOf } = await chat.chattingTeam(1);
    const second = await chat.register(owner, 'Second');
    const shared = await owner.put(`/api/teams/${team.id}/keys`, shareBody(deviceOf(owner), 1, [second]));
    expect(shared.status).toBe(200);
    expect((await owner.delete(`/api/e2e/devices/${second.id}`)).status).toBe(204);
    expect(await chat.db.teamKeyWrap.count({ where: { deviceId: second.id } })).toBe(0);
    expect((await owner.get(`/api/teams/${team.id}/keys`)).body.rotationNeeded).toBe(true);
    const fromRemoved = await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'x', second));
    expect(fromRemoved.status).toBe(409);
    expect(fromRemoved.body.message).toBe(TEAM_CHAT_NO_DEVICE_KEY);
    expect((await owner.delete(`/api/e2e/devices/${second.id}`)).status).toBe(404);
    const listed = (await owner.get('/api/e2e/devices')).body.devices;
    expect(listed.find((d: { id: string }) => d.id === second.id).revokedAt).toEqual(expect.any(String));
  });

  it('links a new device: started from an existing one, claimed once by the new one, registered with its certificate', async () => {
    const api = await chat.premium('Linda');
    const laptop = await chat.register(api, 'Laptop');
    const phone = await newDevice('Phone');
    const mac = crypto.randomBytes(32).toString('base64');
    expect((await api.get('/api/e2e/links/current')).status).toBe(404);
    expect((await api.post('/api/e2e/links', { deviceId: phone.id, mac })).status).toBe(400);
    const started = await api.post('/api/e2e/links', { deviceId: laptop.id, mac });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ initiatorId: laptop.id, initiatorMac: mac, claim: null });
    // Registering with a certificate before the new device claimed the link is refused.
    const cert = { ...phone.identity, linkedBy: laptop.id, certificate: fakeSignature() };
    expect((await api.put(`/api/e2e/devices/${phone.id}`, cert)).status).toBe(409);
    const claim = { device: { id: phone.id, ...phone.identity }, mac: crypto.randomBytes(32).toString('base64') };
    expect((await api.put('/api/e2e/links/current', claim)).body.claim).toEqual(claim);
    const intruder = await newDevice();
    expect(
      (await api.put('/api/e2e/links/current', { device: { id: intruder.id, ...intruder.identity }, mac: claim.mac }))
        .status,
    ).toBe(409);
    // The certificate must be for the device that claimed the link, with its keys.
    expect(
      (
        await api.put(`/api/e2e/devices/${intruder.id}`, {
          ...intruder.identity,
          linkedBy: laptop.id,
          certificate: fakeSignature(),
        })
      ).status,
    ).toBe(409);
    const linked = await api.put(`/api/e2e/devices/${phone.id}`, cert);
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ id: phone.id, linkedBy: laptop.id, certificate: cert.certificate });
    expect((await api.get('/api/e2e/links/current')).status).toBe(404);
  });
});

describe('keys', () => {
  it('wraps only for active devices of members; the first key by the owner or an admin', async () => {
    const { owner, team } = await chat.newTeam({ name: 'Keys' }, { firstName: 'Olive', isPremium: true });
    const member = await chat.premium('Mia');
    expect((await member.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
    const ownerDevice = await chat.register(owner);
    const memberDevice = await chat.register(member);
    const outsider = await chat.premium('Otto');
    const outsiderDevice = await chat.register(outsider);
    expect(
      (await member.put(`/api/teams/${team.id}/keys`, shareBody(memberDevice, 1, [memberDevice], true))).status,
    ).toBe(403);
    expect(
      (await owner.put(`/api/teams/${team.id}/keys`, shareBody(ownerDevice, 1, [ownerDevice, outsiderDevice], true)))
        .status,
    ).toBe(400);
    // Another person's device cannot be the wrapper.
    expect(
      (await owner.put(`/api/teams/${team.id}/keys`, shareBody(memberDevice, 1, [ownerDevice], true))).status,
    ).toBe(409);
    expect((await owner.put(`/api/teams/${team.id}/keys`, shareBody(ownerDevice, 1, [ownerDevice], true))).status).toBe(
      200,
    );
    const waiting = (await member.get(`/api/teams/${team.id}/keys?device=${memberDevice.id}`)).body;
    expect(waiting).toMatchObject({ currentVersion: 1, rotationNeeded: false, myWraps: [] });
    expect(waiting.versions).toEqual([
      expect.objectContaining({
        version: 1,
        createdBy: owner.user.userId,
        creatorDeviceId: ownerDevice.id,
        retired: false,
      }),
    ]);
    const mine = waiting.members.find((m: { userId: string }) => m.userId === member.user.userId);
    expect(mine.devices).toEqual([expect.objectContaining({ id: memberDevice.id, hasCurrentKey: false })]);
  });

  it('keeps every wrap for a device, one per wrapping device: a bad wrap from one member cannot lock it out', async () => {
    const { team, owner, members, deviceOf } = await chat.chattingTeam(1);
    const newcomer = await chat.premium('Nico');
    expect((await newcomer.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
    const device = await chat.register(newcomer);
    const spoiler = members[0];
    const bad = shareBody(deviceOf(spoiler), 1, [device]);
    const good = shareBody(deviceOf(owner), 1, [device]);
    expect((await spoiler.put(`/api/teams/${team.id}/keys`, bad)).status).toBe(200);
    expect((await owner.put(`/api/teams/${team.id}/keys`, good)).status).toBe(200);
    expect((await spoiler.put(`/api/teams/${team.id}/keys`, shareBody(deviceOf(spoiler), 1, [device]))).status).toBe(
      200,
    );
    const wraps = (await newcomer.get(`/api/teams/${team.id}/keys?device=${device.id}`)).body.myWraps;
    expect(wraps.map((w: { wrappedKey: string }) => w.wrappedKey).sort()).toEqual(
      [bad.wraps[0].wrappedKey, good.wraps[0].wrappedKey].sort(),
    );
    // An older version goes to your own devices only.
    expect(
      (await owner.put(`/api/teams/${team.id}/keys`, shareBody(deviceOf(owner), 2, [deviceOf(owner)], true))).status,
    ).toBe(200);
    expect((await owner.put(`/api/teams/${team.id}/keys`, shareBody(deviceOf(owner), 1, [device]))).status).toBe(400);
    expect(
      (
        await owner.put(`/api/teams/${team.id}/keys`, {
          ...shareBody(deviceOf(owner), 2, [deviceOf(owner)]),
          wraps: [
            { ...wrapFor(device), deviceId: device.id },
            { ...wrapFor(device), deviceId: device.id },
          ],
        })
      ).status,
    ).toBe(400);
  });

  it('a new version retires the previous one; a removal retires the current one and the removed member gets nothing', async () => {
    const { team, owner, members, teamKey, deviceOf } = await chat.chattingTeam(2);
    const [stays, goes] = members as [Api, Api];
    const goneStream = await streamOf(goes, team.id);
    const staysStream = await streamOf(stays, team.id);
    await chat.app.locals.chatHub.start();
    expect((await owner.delete(`/api/teams/${team.id}/members/${goes.user.userId}`)).status).toBe(204);
    await goneStream.waitForEnd();
    await staysStream.waitFor(() => staysStream.events.some((e) => e.event === 'members'), 'the members event');
    expect((await owner.get(`/api/teams/${team.id}/keys`)).body).toMatchObject({
      currentVersion: 1,
      rotationNeeded: true,
    });
    const stale = await stays.post(
      `/api/teams/${team.id}/messages`,
      await encrypt(teamKey, 'old key', deviceOf(stays)),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(TEAM_CHAT_STALE_KEY);
    // Anyone still in the team rotates; the removed member's device cannot be given the new key.
    expect(
      (
        await stays.put(
          `/api/teams/${team.id}/keys`,
          shareBody(deviceOf(stays), 2, [deviceOf(stays), deviceOf(goes)], true),
        )
      ).status,
    ).toBe(400);
    expect(
      (await stays.put(`/api/teams/${team.id}/keys`, shareBody(deviceOf(stays), 3, [deviceOf(stays)], true))).status,
    ).toBe(409);
    const rotated = await stays.put(
      `/api/teams/${team.id}/keys`,
      shareBody(deviceOf(stays), 2, [deviceOf(stays), deviceOf(owner)], true),
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ currentVersion: 2, rotationNeeded: false });
    expect(
      (
        await stays.post(
          `/api/teams/${team.id}/messages`,
          await encrypt(crypto.randomBytes(32), 'new', deviceOf(stays), 2),
        )
      ).status,
    ).toBe(201);
    expect((await goes.get(`/api/teams/${team.id}/messages`)).status).toBe(404);
    expect(await chat.db.teamKeyWrap.count({ where: { teamId: team.id, userId: goes.user.userId } })).toBe(0);
    // Old messages stay readable for those who had version 1: their wraps of it remain.
    const myWraps = (await stays.get(`/api/teams/${team.id}/keys?device=${deviceOf(stays).id}`)).body.myWraps;
    expect(myWraps.map((w: { version: number }) => w.version)).toEqual([1, 2]);
    // A third version (a new member, a team whose key nobody holds) retires the second.
    expect(
      (await owner.put(`/api/teams/${team.id}/keys`, shareBody(deviceOf(owner), 3, [deviceOf(owner)], true))).status,
    ).toBe(200);
    expect(
      (
        await stays.post(
          `/api/teams/${team.id}/messages`,
          await encrypt(crypto.randomBytes(32), 'v2', deviceOf(stays), 2),
        )
      ).status,
    ).toBe(409);
    staysStream.close();
  });

  it("keeps the chat's signed member lists in order, written by an owner's or admin's device only", async () => {
    const { team, owner, members, deviceOf } = await chat.chattingTeam(1);
    const roster = (epoch: number, device: TestDevice) => ({ deviceId: device.id, epoch, ...versionStatement() });
    expect((await members[0].put(`/api/teams/${team.id}/roster`, roster(1, deviceOf(members[0])))).status).toBe(403);
    expect((await owner.put(`/api/teams/${team.id}/roster`, roster(2, deviceOf(owner)))).status).toBe(409);
    const first = roster(1, deviceOf(owner));
    expect((await owner.put(`/api/teams/${team.id}/roster`, first)).status).toBe(200);
    const second = roster(2, deviceOf(owner));
    expect((await owner.put(`/api/teams/${team.id}/roster`, second)).status).toBe(200);
    expect((await owner.put(`/api/teams/${team.id}/roster`, roster(2, deviceOf(owner)))).status).toBe(409);
    const newest = (await members[0].get(`/api/teams/${team.id}/keys`)).body.rosters;
    expect(newest).toEqual([{ epoch: 2, statement: second.statement, signature: second.signature }]);
    const since = (await members[0].get(`/api/teams/${team.id}/keys?rosterSince=0`)).body.rosters;
    expect(since.map((r: { epoch: number }) => r.epoch)).toEqual([2]);
    const chain = (await members[0].get(`/api/teams/${team.id}/keys?rosterSince=1`)).body.rosters;
    expect(chain.map((r: { epoch: number }) => r.epoch)).toEqual([2]);
  });

  it('keeps a passphrase backup (≥ 600,000 iterations) for the user alone', async () => {
    const api = await chat.premium('Bea');
    expect((await api.get('/api/e2e/backup')).status).toBe(404);
    const backup = {
      salt: crypto.randomBytes(16).toString('base64'),
      iv: crypto.randomBytes(12).toString('base64'),
      ciphertext: crypto.randomBytes(200).toString('base64'),
      iterations: 600_000,
    };
    expect((await api.put('/api/e2e/backup', { ...backup, iterations: 100_000 })).status).toBe(400);
    expect((await api.put('/api/e2e/backup', backup)).status).toBe(200);
    expect((await api.get('/api/e2e/backup')).body).toEqual(backup);
    expect((await (await chat.premium('Other')).get('/api/e2e/backup')).status).toBe(404);
  });

  it("exports the caller's sent messages and devices as metadata only: there is no text to give back", async () => {
    const { team, members, teamKey, deviceOf } = await chat.chattingTeam(1);
    const sent = await members[0].post(
      `/api/teams/${team.id}/messages`,
      await encrypt(teamKey, 'exported?', deviceOf(members[0])),
    );
    const exported = (await members[0].get('/api/account/export')).body;
    expect(exported.teamChatMessagesSent).toEqual([
      { id: sent.body.id, teamId: team.id, keyVersion: 1, createdAt: sent.body.createdAt },
    ]);
    expect(exported.teamChatDevices).toEqual([
      expect.objectContaining({ id: deviceOf(members[0]).id, name: 'Test browser', revokedAt: null }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(sent.body.ciphertext);
  });

  it("a deleted account leaves the others' history: the messages stay with a null sender", async () => {
    const { team, owner, members, teamKey, deviceOf } = await chat.chattingTeam(1);
    const sent = await members[0].post(
      `/api/teams/${team.id}/messages`,
      await encrypt(teamKey, 'bye', deviceOf(members[0])),
    );
    await chat.db.user.delete({ where: { id: members[0].user.userId } });
    const history = (await owner.get(`/api/teams/${team.id}/messages`)).body.messages;
    expect(history).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        senderId: null,
        authorId: members[0].user.userId,
        deviceId: deviceOf(members[0]).id,
        signingKey: sent.body.signingKey,
      }),
    ]);
    expect((await owner.get(`/api/teams/${team.id}/keys`)).body.rotationNeeded).toBe(true);
  });
});
