import { apiRequest } from '../src/api/apiRequest';
import { fakeResponse, mockFetch } from '../../../tools/jest/fakeFetch';

// One key per distinct write (docs/decisions/2601-idempotent-writes.md): a repeat sent while the first runs or after
// it failed carries the same key, so the server answers it instead of writing twice.

const keyOf = (fetchMock: jest.Mock, call: number) =>
  (fetchMock.mock.calls[call][1] as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'];

describe('Idempotency-Key', () => {
  it('is shared by identical writes sent while the first is running (a double click)', async () => {
    const answers: Array<() => void> = [];
    const fetchMock = mockFetch(
      () => new Promise((resolve) => answers.push(() => resolve(fakeResponse(201, '{"id":"n1"}')))),
    );
    const both = Promise.all([
      apiRequest('POST', '/api/notes', { title: 'Train ideas' }),
      apiRequest('POST', '/api/notes', { title: 'Train ideas' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answers.forEach((answer) => answer());
    await both;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(fetchMock, 0)).toBe(keyOf(fetchMock, 1));
  });

  it('is kept for the retry of a write that failed (no answer, or 5xx) and dropped once it succeeded', async () => {
    let status = 0;
    const fetchMock = mockFetch(() => {
      if (status === 0) throw new TypeError('Failed to fetch');
      return fakeResponse(status, '{}');
    });
    await expect(apiRequest('POST', '/api/journal', { content: 'Day' })).rejects.toBeInstanceOf(TypeError);
    status = 503;
    await expect(apiRequest('POST', '/api/journal', { content: 'Day' })).rejects.toMatchObject({ status: 503 });
    status = 201;
    await apiRequest('POST', '/api/journal', { content: 'Day' });
    // A new, identical entry after that one was saved is a new write.
    await apiRequest('POST', '/api/journal', { content: 'Day' });
    expect(keyOf(fetchMock, 0)).toBe(keyOf(fetchMock, 1));
    expect(keyOf(fetchMock, 1)).toBe(keyOf(fetchMock, 2));
    expect(keyOf(fetchMock, 3)).not.toBe(keyOf(fetchMock, 2));
  });

  it('differs for different writes, and a refused write (4xx) does not hold its key', async () => {
    const fetchMock = mockFetch(() => fakeResponse(400, '{"message":"Title is required"}'));
    await apiRequest('POST', '/api/notes', { title: '' }).catch(() => undefined);
    await apiRequest('POST', '/api/notes', { title: '' }).catch(() => undefined);
    await apiRequest('POST', '/api/notes', { title: 'Other' }).catch(() => undefined);
    expect(keyOf(fetchMock, 1)).not.toBe(keyOf(fetchMock, 0));
    expect(keyOf(fetchMock, 2)).not.toBe(keyOf(fetchMock, 1));
  });

  it('uses the key and version a caller gives (If-Match, quoted)', async () => {
    const fetchMock = mockFetch(() => fakeResponse(200, '{}'));
    await apiRequest(
      'PUT',
      '/api/notes/n1',
      { title: 'x' },
      { idempotencyKey: 'k-1', ifMatch: '2026-11-26T08:12:00.000Z' },
    );
    expect(fetchMock.mock.calls[0][1].headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k-1',
      'If-Match': '"2026-11-26T08:12:00.000Z"',
    });
  });
});
