import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountExportRouter, createServiceApp, inPages, type AccountExporter } from '../src';
import { identityHeaders } from '../src/testing';

// A service's GET /api/account/export: `{ "<feature>": rows }`, written feature by feature; a failure after the
// first byte must cut the response off, never leave a complete-looking file.

const identity = { userId: 'u1', email: 'ada@example.com', isPremium: false, isAdmin: false };
/** No request here writes with an Idempotency-Key: the store is never asked. */
const NO_DB = { query: () => Promise.reject(new Error('no database in this test')) };
const direct = <T>(read: (db: string) => Promise<T>) => read('db');

async function serve(exporters: AccountExporter<string>[]) {
  const app = createServiceApp({
    name: 'core',
    db: NO_DB,
    routers: [],
    accountExport: { exporters, snapshot: direct },
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/account/export`;
  const get = async () => fetch(url, { headers: await identityHeaders(identity, 'core') });
  return { get, close: () => new Promise((resolve) => server.close(resolve)) };
}

it("writes each feature's rows for the caller under its name", async () => {
  const seen: string[] = [];
  const s = await serve([
    { name: 'settings', rows: async (db, userId) => (seen.push(`${db}:${userId}`), { theme: 'dark' }) },
    { name: 'notes', rows: async () => [{ title: 'a' }, { title: 'b' }] },
    { name: 'nothing', rows: async () => undefined },
  ]);
  try {
    const res = await s.get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      settings: { theme: 'dark' },
      notes: [{ title: 'a' }, { title: 'b' }],
      nothing: null,
    });
    expect(seen).toEqual(['db:u1']);
  } finally {
    await s.close();
  }
});

it('a growing list is read page by page, each after the last id of the one before, into one array', async () => {
  const all = Array.from({ length: 1203 }, (_, i) => ({ id: String(i).padStart(5, '0') }));
  const reads: Array<[string | undefined, number]> = [];
  const s = await serve([
    {
      name: 'notes',
      rows: () =>
        inPages(async (afterId, take) => {
          reads.push([afterId, take]);
          const from = afterId === undefined ? 0 : all.findIndex((r) => r.id === afterId) + 1;
          return all.slice(from, from + take);
        }),
    },
    { name: 'none', rows: () => inPages(async () => []) },
  ]);
  try {
    expect(await (await s.get()).json()).toEqual({ notes: all, none: [] });
    expect(reads).toEqual([
      [undefined, 500],
      ['00499', 500],
      ['00999', 500],
    ]);
  } finally {
    await s.close();
  }
});

it('no exporters: an empty object', async () => {
  const s = await serve([]);
  try {
    expect(await (await s.get()).json()).toEqual({});
  } finally {
    await s.close();
  }
});

it('a failure before anything is written is a 500 in our words', async () => {
  const s = await serve([{ name: 'settings', rows: async () => Promise.reject(new Error('database down')) }]);
  try {
    const res = await s.get();
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).not.toMatch(/database down/);
  } finally {
    await s.close();
  }
});

it('a failure after the first feature aborts the download instead of ending it as if complete', async () => {
  const s = await serve([
    { name: 'settings', rows: async () => ({ theme: 'dark' }) },
    { name: 'notes', rows: async () => Promise.reject(new Error('connection lost')) },
  ]);
  try {
    // Whether the headers went out first or not, the client never receives a complete body.
    await expect(s.get().then((res) => res.text())).rejects.toThrow();
  } finally {
    await s.close();
  }
});

it('refuses two exporters with one name (a merge mistake)', () => {
  expect(() =>
    accountExportRouter(
      [
        { name: 'notes', rows: async () => [] },
        { name: 'notes', rows: async () => [] },
      ],
      direct,
    ),
  ).toThrow(/two exporters are called "notes"/);
});

it('needs an identity like every /api route', async () => {
  const app = createServiceApp({
    name: 'core',
    db: NO_DB,
    routers: [],
    accountExport: { exporters: [], snapshot: direct },
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    expect((await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/account/export`)).status).toBe(
      401,
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
