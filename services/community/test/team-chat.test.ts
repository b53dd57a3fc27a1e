import crypto from 'node:crypto';
import { TEAM_CHAT_PREMIUM, TEAM_CHAT_STALE_KEY, TEAM_CHAT_TOO_LARGE } from '@fj/contracts/messages';
import { identityHeaders } from '@fj/server-kit/testing';
import { SERVICE_NAME } from '../src/app';
import { encrypt, fakeWrap, setupChat } from './chat-helpers';
import { openSse } from './sse';

let chat: Awaited<ReturnType<typeof setupChat>>;
beforeAll(async () => {
  chat = await setupChat();
});
afterAll(() => chat.close());

const streamOf = async (
  api: { user: Parameters<typeof identityHeaders>[0] },
  teamId: string,
  headers: Record<string, string> = {},
) => {
  const stream = openSse(`${chat.baseUrl}/api/teams/${teamId}/chat/stream`, {
    ...(await identityHeaders(api.user, SERVICE_NAME)),
    ...headers,
  });
  await stream.response;
  return stream;
};

describe('who may use team chat', () => {
  it('answers 403 to a member without Premium and 404 to a Premium non-member on every endpoint and the stream', async () => {
    const { team, owner } = await chat.chattingTeam(0);
    const free = await chat.actAsNew({ firstName: 'Fran' });
    expect(
      (await free.post('/api/teams/join', { inviteCode: (await owner.get(`/api/teams/${team.id}`)).body.inviteCode }))
        .status,
    ).toBe(201);
    const outsider = await chat.premium('Otto');
    const message = await encrypt(crypto.randomBytes(32), 'hi');
    const calls = (api: typeof free, teamId: string) => [
      api.get(`/api/teams/${teamId}/messages`),
      api.post(`/api/teams/${teamId}/messages`, message),
      api.get(`/api/teams/${teamId}/keys`),
      api.put(`/api/teams/${teamId}/keys`, {
        version: 1,
        wraps: [{ userId: api.user.userId, wrappedKey: fakeWrap() }],
      }),
      api.post(`/api/teams/${teamId}/chat/typing`),
    ];
    for (const res of await Promise.all(calls(free, team.id))) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(TEAM_CHAT_PREMIUM);
    }
    for (const res of await Promise.all([
      free.get('/api/e2e/keys'),
      free.put('/api/e2e/keys', {}),
      free.get('/api/e2e/backup'),
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
  it('stores ciphertext only, streams it to every member as it is sent, and notifies the others without the text', async () => {
    const { team, owner, members, teamKey } = await chat.chattingTeam(1);
    const [member] = members;
    const stream = await streamOf(member, team.id);
    expect((await stream.response).headers['content-type']).toMatch(/^text\/event-stream/);

    const secret = 'Our launch date is the 14th — keep it quiet';
    const body = await encrypt(teamKey, secret);
    const sent = await owner.post(`/api/teams/${team.id}/messages`, body);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      id: body.id,
      senderId: owner.user.userId,
      ciphertext: body.ciphertext,
      keyVersion: 1,
    });
    await stream.waitFor(() => stream.messages().some((m) => m.id === body.id), 'the message on the stream');
    expect(stream.events.find((e) => e.event === 'message')!.id).toBe(String(sent.body.seq));

    // Sent again (a retry after a lost answer): the same message, not a second one.
    const again = await owner.post(`/api/teams/${team.id}/messages`, body);
    expect(again.status).toBe(200);
    expect((await owner.get(`/api/teams/${team.id}/messages`)).body.messages).toHaveLength(1);

    // The database holds no text: not the words, not any part of them.
    const dump = JSON.stringify(await chat.db.$queryRawUnsafe(`SELECT * FROM "TeamMessage"`), (_k, v) =>
      typeof v === 'bigint' ? String(v) : v,
    );
    for (const word of ['launch', 'quiet', secret]) expect(dump).not.toContain(word);
    expect(Buffer.from(body.ciphertext, 'base64').toString('utf8')).not.toContain('launch');

    const [job] = await chat.db.$queryRawUnsafe<
      Array<{ payload: { userIds: string[]; title: string; body: string; url: string } }>
    >(
      `SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'core:notify-users'`,
    );
    expect(job.payload).toEqual({
      userIds: [member.user.userId],
      kind: 'team',
      title: 'New message in Chat Crew',
      body: '',
      url: `/teams/${team.id}/chat`,
      _traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/), // the sending request's trace
    });
    stream.close();
  });

  it('refuses a message over 16 KB (413-sized text is a 400 that says so) and accepts one at the limit', async () => {
    const { team, owner, teamKey } = await chat.chattingTeam(0);
    const tooBig = await owner.post(
      `/api/teams/${team.id}/messages`,
      await encrypt(teamKey, 'x'.repeat(16 * 1024 + 1)),
    );
    expect(tooBig.status).toBe(400);
    expect(JSON.stringify(tooBig.body)).toContain(TEAM_CHAT_TOO_LARGE);
    expect(
      (await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'x'.repeat(16 * 1024)))).status,
    ).toBe(201);
  });

  it('limits each sender to 20 messages in 10 seconds (429 with Retry-After)', async () => {
    const { team, owner, teamKey } = await chat.chattingTeam(0);
    for (let i = 0; i < 20; i++)
      expect((await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, `m${i}`))).status).toBe(201);
    const throttled = await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'one more'));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('catches a reconnecting stream up from Last-Event-ID, in order, without repeats', async () => {
    const { team, owner, members, teamKey } = await chat.chattingTeam(1);
    const first = await streamOf(members[0], team.id);
    const a = await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'a'));
    await first.waitFor(() => first.messages().length === 1, 'the first message');
    first.close();
    const missed: string[] = [];
    for (const text of ['b', 'c', 'd'])
      missed.push((await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, text))).body.id);
    const resumed = await streamOf(members[0], team.id, { 'Last-Event-ID': String(a.body.seq) });
    await resumed.waitFor(() => resumed.messages().length === 3, 'the missed messages');
    const live = await owner.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'e'));
    await resumed.waitFor(() => resumed.messages().length === 4, 'the live message');
    expect(resumed.messages().map((m) => m.id)).toEqual([...missed, live.body.id]);
    resumed.close();
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

  it('pages history newest first by keyset, 50 a page, in a constant number of queries', async () => {
    const { team, owner, teamKey } = await chat.chattingTeam(0);
    const rows = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => ({
        ...(await encrypt(teamKey, `m${i}`)),
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

describe('keys', () => {
  it('rejects keys that are not P-256 and wraps for people outside the team', async () => {
    const { team, owner } = await chat.chattingTeam(0);
    const bogus = Buffer.alloc(91, 1).toString('base64');
    expect((await owner.put('/api/e2e/keys', { ecdhPublicKey: bogus, signingPublicKey: bogus })).status).toBe(400);
    const outsider = await chat.premium('Otto');
    await chat.register(outsider);
    const res = await owner.put(`/api/teams/${team.id}/keys`, {
      version: 1,
      wraps: [{ userId: outsider.user.userId, wrappedKey: fakeWrap() }],
    });
    expect(res.status).toBe(400);
  });

  it('lets only the owner make the first key, and a member without one waits until a teammate shares it', async () => {
    const { owner, team } = await chat.newTeam({ name: 'Keys' }, { firstName: 'Olive', isPremium: true });
    const member = await chat.premium('Mia');
    expect((await member.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
    await chat.register(owner);
    await chat.register(member);
    expect(
      (
        await member.put(`/api/teams/${team.id}/keys`, {
          version: 1,
          wraps: [{ userId: member.user.userId, wrappedKey: fakeWrap() }],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await owner.put(`/api/teams/${team.id}/keys`, {
          version: 1,
          wraps: [{ userId: owner.user.userId, wrappedKey: fakeWrap() }],
        })
      ).status,
    ).toBe(200);
    const waiting = await member.get(`/api/teams/${team.id}/keys`);
    expect(waiting.body).toMatchObject({ currentVersion: 1, rotationNeeded: false, myWraps: [] });
    expect(waiting.body.members.find((m: { userId: string }) => m.userId === member.user.userId).hasCurrentKey).toBe(
      false,
    );
    // The owner's browser shares it; an existing wrap is never replaced by someone else.
    const wrappedKey = fakeWrap();
    expect(
      (
        await owner.put(`/api/teams/${team.id}/keys`, {
          version: 1,
          wraps: [{ userId: member.user.userId, wrappedKey }],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await owner.put(`/api/teams/${team.id}/keys`, {
          version: 1,
          wraps: [{ userId: member.user.userId, wrappedKey: fakeWrap() }],
        })
      ).status,
    ).toBe(200);
    const shared = (await member.get(`/api/teams/${team.id}/keys`)).body;
    expect(shared.myWraps).toEqual([
      { version: 1, wrappedKey, wrappedBy: owner.user.userId, wrapperPublicKey: expect.any(String) },
    ]);
  });

  it('retires the key when a member is removed: stale versions are refused, the removed member gets no new key and their stream ends', async () => {
    const { team, owner, members, teamKey } = await chat.chattingTeam(2);
    const [stays, goes] = members as [typeof owner, typeof owner];
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
    const stale = await stays.post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'old key'));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(TEAM_CHAT_STALE_KEY);
    // Anyone still in the team rotates; the removed member cannot be given the new key, nor read anything.
    const wrapGone = await stays.put(`/api/teams/${team.id}/keys`, {
      version: 2,
      wraps: [
        { userId: stays.user.userId, wrappedKey: fakeWrap() },
        { userId: goes.user.userId, wrappedKey: fakeWrap() },
      ],
    });
    expect(wrapGone.status).toBe(400);
    const rotated = await stays.put(`/api/teams/${team.id}/keys`, {
      version: 2,
      wraps: [
        { userId: stays.user.userId, wrappedKey: fakeWrap() },
        { userId: owner.user.userId, wrappedKey: fakeWrap() },
      ],
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ currentVersion: 2, rotationNeeded: false });
    expect(
      (await stays.post(`/api/teams/${team.id}/messages`, await encrypt(crypto.randomBytes(32), 'new key', 2))).status,
    ).toBe(201);
    expect((await goes.get(`/api/teams/${team.id}/messages`)).status).toBe(404);
    expect(await chat.db.teamKeyWrap.count({ where: { teamId: team.id, userId: goes.user.userId } })).toBe(0);
    // Old messages stay readable for those who had version 1: their wraps of it remain.
    expect(
      (await stays.get(`/api/teams/${team.id}/keys`)).body.myWraps.map((w: { version: number }) => w.version),
    ).toEqual([1, 2]);
    staysStream.close();
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

  it("exports the caller's sent messages as metadata only: there is no text to give back", async () => {
    const { team, members, teamKey } = await chat.chattingTeam(1);
    const sent = await members[0].post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'exported?'));
    const exported = (await members[0].get('/api/account/export')).body;
    expect(exported.teamChatMessagesSent).toEqual([
      { id: sent.body.id, teamId: team.id, keyVersion: 1, createdAt: sent.body.createdAt },
    ]);
    expect(JSON.stringify(exported)).not.toContain(sent.body.ciphertext);
  });

  it("a deleted account leaves the others' history: the messages stay with a null sender", async () => {
    const { team, owner, members, teamKey } = await chat.chattingTeam(1);
    const sent = await members[0].post(`/api/teams/${team.id}/messages`, await encrypt(teamKey, 'bye'));
    await chat.db.user.delete({ where: { id: members[0].user.userId } });
    const history = (await owner.get(`/api/teams/${team.id}/messages`)).body.messages;
    expect(history).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        senderId: null,
        authorId: members[0].user.userId,
        signingKey: sent.body.signingKey,
      }),
    ]);
    expect((await owner.get(`/api/teams/${team.id}/keys`)).body.rotationNeeded).toBe(true);
  });
});
