import { ApiError, errorMessage } from '../src/api/ApiError';
import { apiRequest, apiJson } from '../src/api/apiRequest';
import { fakeResponse, mockFetch as mockFetchWith } from '../../../tools/jest/fakeFetch';

const mockFetch = (status: number, body: string, statusText = '') =>
  mockFetchWith(() => fakeResponse(status, body, statusText));

describe('ApiError ("status: body")', () => {
  it('uses the status code, a colon and a space, then the body text', () => {
    expect(new ApiError(403, 'Forbidden', 'Free plan allows 1 business').message).toBe(
      '403: Free plan allows 1 business',
    );
  });

  it('uses the status text when the body is empty', () => {
    expect(new ApiError(500, 'Internal Server Error', '').message).toBe('500: Internal Server Error');
  });

  it('keeps the status and the server message of a JSON body', () => {
    const err = new ApiError(403, 'Forbidden', '{"message":"Upgrade to Premium to add more businesses"}');
    expect(err.status).toBe(403);
    expect(err.message).toBe('403: {"message":"Upgrade to Premium to add more businesses"}');
    expect(err.serverMessage).toBe('Upgrade to Premium to add more businesses');
  });

  it('errorMessage prefers the server message, else the fallback', () => {
    expect(errorMessage(new ApiError(409, 'Conflict', '{"message":"Already a member"}'), 'Failed to join team')).toBe(
      'Already a member',
    );
    expect(errorMessage(new ApiError(500, 'Internal Server Error', 'oops'), 'Failed to join team')).toBe(
      'Failed to join team',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to join team')).toBe('Failed to join team');
  });
});

describe('apiRequest', () => {
  it('sends credentials, JSON only when a body is given, and an Idempotency-Key with every write', async () => {
    const fetchMock = mockFetch(200, '{"id":"b1"}');
    await apiRequest('POST', '/api/businesses', { name: 'Acme' });
    await apiRequest('DELETE', '/api/notes/n1');
    await apiRequest('GET', '/api/notes');
    const uuid = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fetchMock).toHaveBeenNthCalledWith(1, '/api/businesses', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': uuid },
      body: '{"name":"Acme"}',
    });
    expect(fetchMock).toHaveBeenNthCalledWith(2, '/api/notes/n1', {
      method: 'DELETE',
      credentials: 'include',
      headers: { 'Idempotency-Key': uuid },
      body: undefined,
      keepalive: true, // it may run as the page is left, when its Undo toast closes
    });
    expect(fetchMock).toHaveBeenNthCalledWith(3, '/api/notes', {
      method: 'GET',
      credentials: 'include',
      headers: undefined,
      body: undefined,
    });
  });

  it('rejects with ApiError on a non-success response', async () => {
    mockFetch(400, 'Name is required', 'Bad Request');
    await expect(apiRequest('POST', '/api/teams', {})).rejects.toMatchObject({
      status: 400,
      message: '400: Name is required',
    });
  });

  it('rejects with the status text when the error body is empty', async () => {
    mockFetch(404, '', 'Not Found');
    await expect(apiRequest('GET', '/api/businesses/x')).rejects.toThrow(/^404: Not Found$/);
  });

  it('apiJson reads JSON and treats an empty body as undefined', async () => {
    mockFetch(200, '{"ok":true}');
    await expect(apiJson('GET', '/api/x')).resolves.toEqual({ ok: true });
    mockFetch(204, '');
    await expect(apiJson('DELETE', '/api/x')).resolves.toBeUndefined();
  });
});
