import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, OutboundError, safeFetch } from '../src/outbound';

// The one fetch for user-supplied URLs (feeds, YouTube, push endpoints, profile images). A local stub plays the
// remote site; it is reachable only because this test names it in OUTBOUND_ALLOW_HOSTS, as `npm start` never does.
let server: http.Server;
let stub: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://stub');
    if (url.pathname === '/feed') return void res.end('<rss/>');
    if (url.pathname === '/to-private') return void res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end();
    if (url.pathname === '/to-localhost') return void res.writeHead(301, { location: 'http://localhost/' }).end();
    if (url.pathname === '/to-feed') return void res.writeHead(307, { location: '/feed' }).end();
    if (url.pathname === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (url.pathname === '/big')
      return void res.writeHead(200, { 'content-length': String(2_000_000) }).end(Buffer.alloc(2_000_000));
    if (url.pathname === '/big-chunked') {
      res.writeHead(200);
      for (let i = 0; i < 40; i++) res.write(Buffer.alloc(50_000));
      return void res.end();
    }
    if (url.pathname === '/slow') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.OUTBOUND_ALLOW_HOSTS = stub;
});
afterAll(async () => {
  delete process.env.OUTBOUND_ALLOW_HOSTS;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failure = (url: string, options?: Parameters<typeof safeFetch>[1]) =>
  safeFetch(url, options).then(
    () => 'fetched',
    (err) => (err instanceof OutboundError ? err.code : `unexpected: ${err}`),
  );

it('refuses loopback, private, link-local (cloud metadata), CGNAT and unspecified addresses, however they are written', async () => {
  const urls = [
    'http://127.0.0.1/',
    'http://127.1/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://0/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
  ];
  expect(await Promise.all(urls.map((u) => failure(u)))).toEqual(urls.map(() => 'forbidden_address'));
});

it('refuses a name that resolves to a private address (checked at connect time, after DNS)', async () => {
  expect(await failure('http://localhost/')).toBe('forbidden_address');
});

it('re-checks every redirect: a public-looking start that redirects inward is refused', async () => {
  expect(await failure(`http://${stub}/to-private`)).toBe('forbidden_address');
  expect(await failure(`http://${stub}/to-localhost`)).toBe('forbidden_address');
  const followed = await safeFetch(`http://${stub}/to-feed`);
  expect([followed.status, followed.body.toString(), followed.url]).toEqual([200, '<rss/>', `http://${stub}/feed`]);
  expect(await failure(`http://${stub}/loop`)).toBe('too_many_redirects');
});

it('accepts only http(s) on the standard ports, without credentials', async () => {
  expect(await failure('ftp://example.com/feed')).toBe('invalid_url');
  expect(await failure('file:///etc/passwd')).toBe('invalid_url');
  expect(await failure('http://user:secret@example.com/')).toBe('invalid_url');
  expect(await failure('http://example.com:8080/')).toBe('invalid_url');
  expect(await failure('not a url')).toBe('invalid_url');
});

it('caps the size, declared or streamed, and the time', async () => {
  expect(await failure(`http://${stub}/big`, { maxBytes: 1_000_000 })).toBe('too_large');
  expect(await failure(`http://${stub}/big-chunked`, { maxBytes: 1_000_000 })).toBe('too_large');
  expect(await failure(`http://${stub}/slow`, { timeoutMs: 300 })).toBe('timeout');
  expect((await safeFetch(`http://${stub}/big`, { maxBytes: 3_000_000 })).body.length).toBe(2_000_000);
});

it('judges addresses by range: only public unicast passes', () => {
  expect(['8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'].map(isPublicAddress)).toEqual([true, true, true]);
  expect(
    ['0.0.0.0', '255.255.255.255', '::', '64:ff9b::a00:1', '2002:a00:1::1', 'not an ip'].map(isPublicAddress),
  ).toEqual([false, false, false, false, false, false]);
});
