import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadInternalSecret } from '@fj/server-kit';
import { identityHeaders } from '@fj/server-kit/testing';
import { SERVICE_NAME } from '../src/app';
import { encrypt, setupChat } from './chat-helpers';
import { openSse } from './sse';

const { freePort } = require('../../../scripts/stack.cjs');

/**
 * Two community processes on one database, a member's stream on each: a message sent through one instance reaches
 * the stream on the other through PostgreSQL LISTEN/NOTIFY (ids only), a stream that reconnects to the other
 * instance catches up from its Last-Event-ID, and a burst sent through both at once reaches every stream complete, in
 * one order, without repeats (docs/decisions/1902-team-chat-transport.md, 3202-team-chat-throughput.md).
 */
let chat: Awaited<ReturnType<typeof setupChat>>;
const instances: Array<{ child: ChildProcess; url: string }> = [];

async function startInstance(databaseUrl: string) {
  const port: number = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=source', path.join(__dirname, 'support/community-instance.cjs')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        COMMUNITY_PORT: String(port),
        INTERNAL_JWT_SECRET: new TextDecoder().decode(loadInternalSecret()),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  instances.push({ child, url });
  return url;
}

beforeAll(async () => {
  chat = await setupChat();
  await Promise.all([startInstance(chat.url), startInstance(chat.url)]);
}, 60_000);
afterAll(async () => {
  await Promise.all(instances.map(({ child }) => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')))));
  await chat.close();
});

it('fans a message out to a stream on another instance, and a stream moved to the other instance catches up', async () => {
  const { team, owner, members, teamKey, deviceOf } = await chat.chattingTeam(2);
  const [first, second] = instances.map((i) => i.url) as [string, string];
  const headersOf = (api: typeof owner) => identityHeaders(api.user, SERVICE_NAME);
  const onFirst = openSse(`${first}/api/teams/${team.id}/chat/stream`, await headersOf(members[0]));
  const onSecond = openSse(`${second}/api/teams/${team.id}/chat/stream`, await headersOf(members[1]));
  expect((await onFirst.response).statusCode).toBe(200);
  expect((await onSecond.response).statusCode).toBe(200);

  const send = async (base: string, text: string) => {
    const res = await fetch(`${base}/api/teams/${team.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await headersOf(owner)) },
      body: JSON.stringify(await encrypt(teamKey, text, deviceOf(owner))),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; seq: number };
  };
  const a = await send(first, 'through the first');
  const b = await send(second, 'through the second');
  for (const stream of [onFirst, onSecond]) {
    await stream.waitFor(() => stream.messages().length === 2, 'both messages on each instance');
    expect(stream.messages().map((m) => m.id)).toEqual([a.id, b.id]);
  }

  // The first instance's client drops; messages go on; it reconnects to the second instance from its last id.
  onFirst.close();
  const c = await send(first, 'while away');
  const moved = openSse(`${second}/api/teams/${team.id}/chat/stream`, {
    ...(await headersOf(members[0])),
    'Last-Event-ID': String(b.seq),
  });
  await moved.waitFor(() => moved.messages().length === 1, 'the missed message');
  const d = await send(first, 'after the move');
  await moved.waitFor(() => moved.messages().length === 2, 'the live message');
  expect(moved.messages().map((m) => m.id)).toEqual([c.id, d.id]);
  moved.close();
  onSecond.close();
});

it('loses nothing in a burst sent through both instances at once: every stream gets every message once, in seq order', async () => {
  const { team, owner, members, teamKey, deviceOf } = await chat.chattingTeam(3);
  const [first, second] = instances.map((i) => i.url) as [string, string];
  const senders = [owner, ...members];
  const streams = await Promise.all(
    senders.map(async (api, i) => {
      const stream = openSse(`${i % 2 ? second : first}/api/teams/${team.id}/chat/stream`, {
        ...(await identityHeaders(api.user, SERVICE_NAME)),
      });
      expect((await stream.response).statusCode).toBe(200);
      return stream;
    }),
  );
  // 4 people × 15 messages, all in flight together, alternating instances (under the 20 per 10 s limit each).
  const sent = await Promise.all(
    senders.flatMap((api, who) =>
      Array.from({ length: 15 }, async (_, i) => {
        const res = await fetch(`${(who + i) % 2 ? second : first}/api/teams/${team.id}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(await identityHeaders(api.user, SERVICE_NAME)) },
          body: JSON.stringify(await encrypt(teamKey, `burst ${who}.${i}`, deviceOf(api))),
        });
        expect(res.status).toBe(201);
        return (await res.json()) as { id: string; seq: number };
      }),
    ),
  );
  const inSeqOrder = [...sent].sort((a, b) => a.seq - b.seq).map((m) => m.id);
  for (const stream of streams) {
    await stream.waitFor(() => stream.messages().length >= sent.length, 'every message', 20_000);
    expect(stream.messages().map((m) => m.id)).toEqual(inSeqOrder);
    stream.close();
  }
});
