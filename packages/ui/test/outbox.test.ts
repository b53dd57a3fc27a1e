import v8 from 'node:v8';
import 'fake-indexeddb/auto';
import { get, set } from 'idb-keyval';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { AUTH_USER_KEY } from '../src/auth/useAuth';
import { sendWrite, isQueued } from '../src/offline/sendWrite';
import { pendingWrites } from '../src/offline/pendingWrites';
import { OUTBOX_KEY, userStore, appDatabases } from '../src/offline/device/userStore';
import { replayOutbox, readOutbox, type OutboxEntry } from '../src/offline/device/replay';
import { clearUserData, restoreSession, startOffline, stopOffline } from '../src/offline/device/session';
import { idbPersister, keepQueryCache } from '../src/offline/device/persister';
import { fakeResponse, mockFetch } from '../../../tools/jest/fakeFetch';

// The outbox and the user's store on this device (docs/decisions/2602-offline-first.md), on an in-memory IndexedDB.

// jsdom leaves out structuredClone, which IndexedDB (fake-indexeddb here) uses to store values: Node's own.
globalThis.structuredClone ??= ((value: unknown) => v8.deserialize(v8.serialize(value))) as typeof structuredClone;

let n = 0;
const newUser = () => `user-${++n}`;
const entry = (id: string, url = '/api/notes', body: object = { title: id }): OutboxEntry => ({
  id,
  method: 'POST',
  url,
  body,
  label: `New note "${id}"`,
  scope: '/api/notes',
  queuedAt: Date.now(),
});
const sentKeys = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([, init]) => (init as { headers: Record<string, string> }).headers['Idempotency-Key']);

afterEach(() => {
  stopOffline();
  onlineManager.setOnline(true);
});

describe('a write made offline', () => {
  it('is kept in the signed-in user’s outbox, shown to the screens, and not sent', async () => {
    const userId = newUser();
    const fetchMock = mockFetch(() => fakeResponse(201, '{}'));
    onlineManager.setOnline(false);
    const result = await sendWrite(userId, {
      method: 'POST',
      url: '/api/notes',
      body: { title: 'Train' },
      label: 'New note "Train"',
    });
    expect(isQueued(result)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    const kept = await readOutbox(userStore(userId));
    expect(kept).toEqual([
      expect.objectContaining({ url: '/api/notes', body: { title: 'Train' }, scope: '/api/notes' }),
    ]);
    expect(kept[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(pendingWrites().map((w) => w.label)).toContain('New note "Train"');
  });

  it('is kept too when the server cannot be reached, with the key the failed request carried', async () => {
    const userId = newUser();
    const fetchMock = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await sendWrite(userId, {
      method: 'POST',
      url: '/api/journal',
      body: { content: 'x' },
      label: 'Entry',
    });
    expect(isQueued(result)).toBe(true);
    const [kept] = await readOutbox(userStore(userId));
    expect(kept.id).toBe(sentKeys(fetchMock)[0]);
    expect(onlineManager.isOnline()).toBe(false); // the app knows it is offline now
  });
});

describe('replaying the outbox', () => {
  async function outboxOf(entries: OutboxEntry[]) {
    const store = userStore(newUser());
    await set(OUTBOX_KEY, entries, store);
    return store;
  }

  it('sends the writes in order, each with its own key; a refused one waits for the person, the rest go on', async () => {
    const store = await outboxOf([entry('a'), entry('b'), entry('c')]);
    const fetchMock = mockFetch((url, init) =>
      JSON.parse(init?.body as string).title === 'b'
        ? fakeResponse(403, '{"message":"Free plan includes 1 business."}')
        : fakeResponse(201, '{}'),
    );
    const outcome = await replayOutbox(store, { send: fetchMock as unknown as typeof fetch });
    expect(outcome).toEqual({ synced: 2, needAttention: 1 });
    expect(sentKeys(fetchMock)).toEqual(['a', 'b', 'c']);
    expect(await readOutbox(store)).toEqual([
      expect.objectContaining({
        id: 'b',
        problem: { kind: 'refused', status: 403, message: 'Free plan includes 1 business.' },
      }),
    ]);
  });

  it('is sent as soon as the server answers again, without an online event (the server was away, the device online)', async () => {
    const userId = newUser();
    const queryClient = new QueryClient();
    queryClient.setQueryData(AUTH_USER_KEY, { id: userId, email: `${userId}@example.com` });
    await set(OUTBOX_KEY, [entry('waiting')], userStore(userId));
    const fetchMock = mockFetch(() => fakeResponse(201, '{}'));
    onlineManager.setOnline(false); // a request could not reach the server
    await startOffline(queryClient, userId);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    onlineManager.setOnline(true); // the next one did (setServerReachable)
    for (let i = 0; i < 50 && (await readOutbox(userStore(userId))).length; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentKeys(fetchMock)).toEqual(['waiting']);
    expect(await readOutbox(userStore(userId))).toEqual([]);
  });

  it('stops at a server failure or no answer, keeps the order, and backs off; the next run sends the same key', async () => {
    const store = await outboxOf([entry('a'), entry('b')]);
    let answer = () => fakeResponse(503, '{"message":"down"}');
    const fetchMock = mockFetch(() => answer());
    const first = await replayOutbox(store, { send: fetchMock as unknown as typeof fetch });
    expect(first.synced).toBe(0);
    expect(first.retryInMs).toBeGreaterThanOrEqual(2000);
    expect(sentKeys(fetchMock)).toEqual(['a']);
    const [waiting] = await readOutbox(store);
    expect(waiting).toMatchObject({ id: 'a', attempts: 1 });
    // Not before its time, unless the connection just came back.
    expect((await replayOutbox(store, { send: fetchMock as unknown as typeof fetch })).synced).toBe(0);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(
      await replayOutbox(store, { send: fetchMock as unknown as typeof fetch, ignoreBackoff: true }),
    ).toMatchObject({
      synced: 0,
      unreachable: true,
    });
    answer = () => fakeResponse(201, '{}');
    expect(await replayOutbox(store, { send: fetchMock as unknown as typeof fetch, ignoreBackoff: true })).toEqual({
      synced: 2,
      needAttention: 0,
    });
    expect(sentKeys(fetchMock)).toEqual(['a', 'a', 'a', 'b']);
    expect(await readOutbox(store)).toEqual([]);
  });

  it('sets an edit aside with both versions when the record changed meanwhile (412)', async () => {
    const edit = {
      ...entry('e', '/api/notes/n1', { content: 'mine' }),
      method: 'PUT',
      ifMatch: '2026-11-26T08:00:00.000Z',
    };
    const store = await outboxOf([edit]);
    const current = { id: 'n1', content: 'theirs', updatedAt: '2026-11-26T09:00:00.000Z' };
    const fetchMock = mockFetch(() => fakeResponse(412, { message: 'Changed', current }));
    expect(await replayOutbox(store, { send: fetchMock as unknown as typeof fetch })).toEqual({
      synced: 0,
      needAttention: 1,
    });
    expect(fetchMock.mock.calls[0][1].headers['If-Match']).toBe('"2026-11-26T08:00:00.000Z"');
    expect((await readOutbox(store))[0].problem).toEqual({
      kind: 'conflict',
      status: 412,
      message: 'Changed',
      current,
    });
  });

  it('keeps everything when the session ended (401)', async () => {
    const store = await outboxOf([entry('a'), entry('b')]);
    const fetchMock = mockFetch(() => fakeResponse(401, '{"message":"Unauthorized"}'));
    expect(await replayOutbox(store, { send: fetchMock as unknown as typeof fetch })).toEqual({
      synced: 0,
      needAttention: 0,
      signedOut: true,
    });
    expect((await readOutbox(store)).map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe("the user's store on this device", () => {
  const signedIn = (userId: string) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(AUTH_USER_KEY, { id: userId, email: `${userId}@example.com` });
    return queryClient;
  };

  it('reads back who was signed in and what the screens showed, marked to be read again', async () => {
    const userId = newUser();
    const before = signedIn(userId);
    before.setQueryData(['/api/notes'], [{ id: 'n1', title: 'Seen online' }]);
    const persister = idbPersister(userStore(userId));
    const stop = keepQueryCache(before, persister);
    await persister.flush();
    stop();
    await clearOthersExcept(userId);

    const after = new QueryClient();
    expect(await restoreSession(after)).toBe(true);
    expect(after.getQueryData(AUTH_USER_KEY)).toMatchObject({ id: userId });
    expect(after.getQueryData(['/api/notes'])).toEqual([{ id: 'n1', title: 'Seen online' }]);
    expect(after.getQueryState(['/api/notes'])?.isInvalidated).toBe(true);
  });

  it('keeps the screens opened before a reload: each page adds what it read to what was kept', async () => {
    const userId = newUser();
    const first = signedIn(userId);
    first.setQueryData(['/api/notes'], [{ id: 'n1' }]);
    const before = idbPersister(userStore(userId));
    const stopBefore = keepQueryCache(first, before);
    await before.flush();
    stopBefore();

    // A reload: a new memory that has only read the journal.
    const second = signedIn(userId);
    second.setQueryData(['/api/journal'], [{ id: 'j1' }]);
    const after = idbPersister(userStore(userId));
    const stopAfter = keepQueryCache(second, after);
    await after.flush();
    stopAfter();

    const kept = await after.restoreClient();
    expect(kept?.clientState.queries.map((q) => q.queryHash).sort()).toEqual(
      ['["/api/auth/user"]', '["/api/journal"]', '["/api/notes"]'].sort(),
    );
  });

  it('forgets another account’s store and drafts when someone else signs in', async () => {
    const ada = newUser();
    const ben = newUser();
    await set(OUTBOX_KEY, [entry('a')], userStore(ada));
    localStorage.setItem(`fj-draft:${ada}:note`, 'hers');
    localStorage.setItem(`fj-draft:${ben}:note`, 'his');
    mockFetch(() => fakeResponse(201, '{}'));
    await startOffline(signedIn(ben), ben);
    expect(await appDatabases()).not.toContain(`fj-user-${ada}`);
    expect(localStorage.getItem(`fj-draft:${ada}:note`)).toBeNull();
    expect(localStorage.getItem(`fj-draft:${ben}:note`)).toBe('his');
  });

  it('leaves nothing of the user after sign-out: no database, no draft, no selected business', async () => {
    const userId = newUser();
    const queryClient = signedIn(userId);
    await startOffline(queryClient, userId);
    await set(OUTBOX_KEY, [entry('a')], userStore(userId));
    await set('device', 'keys', userStore('e2e-placeholder'));
    localStorage.setItem(`fj-draft:${userId}:journal`, 'Dear diary');
    localStorage.setItem('selectedBusinessId', 'b1');
    localStorage.setItem('fj-theme', 'dark');
    await clearUserData();
    expect((await appDatabases()).filter((name) => name.startsWith('fj-user-'))).toEqual([]);
    expect(localStorage.getItem(`fj-draft:${userId}:journal`)).toBeNull();
    expect(localStorage.getItem('selectedBusinessId')).toBeNull();
    // The theme is how this device shows the app, not the user's data.
    expect(localStorage.getItem('fj-theme')).toBe('dark');
    expect(await get(OUTBOX_KEY, userStore(userId))).toBeUndefined();
  });
});

/** Other tests' stores: restoreSession opens the app only when exactly one user's store is on the device. */
async function clearOthersExcept(userId: string) {
  const { deleteDatabase } = await import('../src/offline/device/userStore');
  for (const name of await appDatabases()) if (name !== `fj-user-${userId}`) await deleteDatabase(name);
}
