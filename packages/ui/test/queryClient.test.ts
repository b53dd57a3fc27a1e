import { ApiError } from '../src/api/ApiError';
import { createQueryClient, getQueryFn } from '../src/api/queryClient';
import { fakeResponse, mockFetch } from '../../../tools/jest/fakeFetch';

describe('createQueryClient (the app defaults)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('never goes stale, never retries, never refetches on focus or interval', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('default read GETs the key segments joined by "/" with credentials', async () => {
    const fetchMock = mockFetch(() => fakeResponse(200, '[{"id":"m1"}]'));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/businesses', 'b1'] })).resolves.toEqual([{ id: 'm1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/businesses/b1', expect.objectContaining({ credentials: 'include' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a default read throws and reaches onUnauthorized once, without a retry', async () => {
    const fetchMock = mockFetch(() => fakeResponse(401, '{"message":"Not signed in"}', 'Unauthorized'));
    const onUnauthorized = jest.fn();
    const client = createQueryClient({ onUnauthorized });
    await expect(client.fetchQuery({ queryKey: ['/api/notes'] })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0][0]).toMatchObject({ status: 401 });
  });

  it('other errors do not count as unauthorized', async () => {
    mockFetch(() => fakeResponse(500, 'boom'));
    const onUnauthorized = jest.fn();
    const client = createQueryClient({ onUnauthorized });
    await expect(client.fetchQuery({ queryKey: ['/api/notes'] })).rejects.toThrow('500: boom');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('the returnNull variant turns a 401 into null (the signed-out current user)', async () => {
    mockFetch(() => fakeResponse(401, ''));
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['/api/auth/user'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).resolves.toBeNull();
  });
});
