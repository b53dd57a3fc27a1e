import { fakeResponse, mockFetch } from '../../../tools/jest/fakeFetch';

// The answers a signed-in page carries (packages/ui/src/api/firstAnswers.ts): the first read of each URL takes its
// answer instead of asking the server; later reads, and any read after a write, ask as usual.

type Modules = {
  client: typeof import('../src/api/queryClient');
  request: typeof import('../src/api/apiRequest');
  cache: typeof import('../src/api/pageAnswersCache');
};

/** The page as the BFF serves it (a block of first answers), and the modules freshly loaded for it. */
function pageWith(blockText: string | null): Modules {
  document.body.innerHTML = '';
  if (blockText !== null) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'fj-first-answers';
    block.textContent = blockText;
    document.body.append(block);
  }
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      client: jest.requireActual('../src/api/queryClient'),
      request: jest.requireActual('../src/api/apiRequest'),
      cache: jest.requireActual('../src/api/pageAnswersCache'),
    };
  });
  return modules!;
}

afterEach(() => jest.restoreAllMocks());

const ANSWERS = JSON.stringify({
  '/api/notes': [{ id: 'n1', title: 'From the page' }],
  '/api/notes/tags': ['product'],
  '/api/settings': { theme: 'dark' },
});

it("a screen's first read takes the page's answer without asking the server; the next read asks", async () => {
  const fetchMock = mockFetch(() => fakeResponse(200, '[{"id":"n2","title":"From the server"}]'));
  const { client } = pageWith(ANSWERS);
  const queries = client.createQueryClient();
  await expect(queries.fetchQuery({ queryKey: ['/api/notes'] })).resolves.toEqual([
    { id: 'n1', title: 'From the page' },
  ]);
  expect(fetchMock).not.toHaveBeenCalled();
  await queries.invalidateQueries({ queryKey: ['/api/notes'] });
  await expect(queries.fetchQuery({ queryKey: ['/api/notes'], staleTime: 0 })).resolves.toEqual([
    { id: 'n2', title: 'From the server' },
  ]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('apiJson reads take it too (the notes and journal lists read that way)', async () => {
  const fetchMock = mockFetch(() => fakeResponse(200, '[]'));
  const { request } = pageWith(ANSWERS);
  await expect(request.apiJson('GET', '/api/settings')).resolves.toEqual({ theme: 'dark' });
  expect(fetchMock).not.toHaveBeenCalled();
});

it('after a write, no answer the page carries is used: what it says may have changed', async () => {
  const fetchMock = mockFetch(() => fakeResponse(200, '["server"]'));
  const { client, request } = pageWith(ANSWERS);
  await request.apiRequest('POST', '/api/notes', { title: 'New' });
  await expect(client.createQueryClient().fetchQuery({ queryKey: ['/api/notes/tags'] })).resolves.toEqual(['server']);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('a page without the block, or with a broken one, reads from the server', async () => {
  for (const text of [null, '{"/api/notes": [', '']) {
    const fetchMock = mockFetch(() => fakeResponse(200, '["server"]'));
    const { client } = pageWith(text);
    await expect(client.createQueryClient().fetchQuery({ queryKey: ['/api/notes'] })).resolves.toEqual(['server']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  }
});

describe('a query whose answer the page carries starts with it (no skeleton first, no request)', () => {
  it('a read of the default query function: its first result already holds the data', async () => {
    const fetchMock = mockFetch(() => fakeResponse(200, '["server"]'));
    const { client } = pageWith(ANSWERS);
    const { QueryObserver } = jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');
    const observer = new QueryObserver(client.createQueryClient(), { queryKey: ['/api/notes/tags'] });
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: ['product'] });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('a list read by pages names its first page (queryMeta): the answer is its first page', () => {
    const { client, cache } = pageWith(ANSWERS);
    const { InfiniteQueryObserver } =
      jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');
    const observer = new InfiniteQueryObserver(client.createQueryClient(), {
      queryKey: ['/api/notes', { q: '' }],
      queryFn: () => Promise.resolve([]),
      meta: cache.queryMeta('/api/notes'),
      initialPageParam: null,
      getNextPageParam: () => undefined,
    });
    expect(observer.getCurrentResult()).toMatchObject({
      status: 'success',
      data: { pages: [[{ id: 'n1', title: 'From the page' }]], pageParams: [null] },
    });
  });

  it("a query with its own function and no URL named is not given another read's answer", () => {
    const { client } = pageWith(ANSWERS);
    const { QueryObserver } = jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');
    const queries = client.createQueryClient();
    const own = new QueryObserver(queries, { queryKey: ['/api/notes'], queryFn: () => Promise.resolve('own') });
    expect(own.getCurrentResult().status).toBe('pending');
    // The answer is still there for the read that asks for the URL.
    expect(new QueryObserver(queries, { queryKey: ['/api/settings'] }).getCurrentResult().data).toEqual({
      theme: 'dark',
    });
  });

  it("readAgainOnEachOpen: the page's answer is not asked again on the first open; the next open reads again", async () => {
    const fetchMock = mockFetch(() => fakeResponse(200, '{"theme":"light"}'));
    const { client, cache } = pageWith(ANSWERS);
    const { QueryObserver } = jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');
    const queries = client.createQueryClient();
    const open = () =>
      new QueryObserver(queries, { queryKey: ['/api/settings'], refetchOnMount: cache.readAgainOnEachOpen });
    const closeFirst = open().subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    closeFirst();
    const second = open();
    const closeSecond = second.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(second.getCurrentResult().data).toEqual({ theme: 'light' });
    closeSecond();
  });
});

describe("a read the server refused (403, not on the user's plan) is carried as its refusal", () => {
  const REFUSED = JSON.stringify({
    '/api/settings': { theme: 'dark' },
    refused: { '/api/feeds': { status: 403, body: '{"message":"The RSS reader is a Premium feature"}' } },
  });

  it('the query starts refused, with the server message, and is not asked again as it opens; the next open asks', async () => {
    const fetchMock = mockFetch(() => fakeResponse(200, '[]'));
    const { client } = pageWith(REFUSED);
    const { QueryObserver } = jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');
    const queries = client.createQueryClient();
    const first = new QueryObserver(queries, { queryKey: ['/api/feeds'] });
    expect(first.getCurrentResult()).toMatchObject({ status: 'error', isPending: false });
    expect(first.getCurrentResult().error).toMatchObject({
      status: 403,
      serverMessage: 'The RSS reader is a Premium feature',
    });
    const closeFirst = first.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    closeFirst();
    // Opened again later (the plan may have changed since): it asks.
    const closeSecond = new QueryObserver(queries, { queryKey: ['/api/feeds'] }).subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    closeSecond();
  });

  it('apiJson throws the refusal as the ApiError the server would have sent, without asking', async () => {
    const fetchMock = mockFetch(() => fakeResponse(200, '[]'));
    const { request } = pageWith(REFUSED);
    await expect(request.apiJson('GET', '/api/feeds')).rejects.toMatchObject({ name: 'ApiError', status: 403 });
    expect(fetchMock).not.toHaveBeenCalled();
    // The answers beside it are still taken as answers.
    await expect(request.apiJson('GET', '/api/settings')).resolves.toEqual({ theme: 'dark' });
  });

  it('a malformed refusal is left out: that read asks the server', async () => {
    const fetchMock = mockFetch(() => fakeResponse(200, '["server"]'));
    const { request } = pageWith(JSON.stringify({ refused: { '/api/feeds': { status: '403' } } }));
    await expect(request.apiJson('GET', '/api/feeds')).resolves.toEqual(['server']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
