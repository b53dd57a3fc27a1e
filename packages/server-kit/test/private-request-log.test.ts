import { redactPrivateRequest } from '../src/logger';

// Decision 2003: a request log line never says which days a cycle was logged for.

it('cuts cycle paths to their prefix and drops their query and params', () => {
  const logged = redactPrivateRequest({
    id: 1,
    method: 'PUT',
    url: '/api/cycle/days/2026-01-05',
    query: {},
    params: { date: '2026-01-05' },
  });
  expect(logged).toEqual({ id: 1, method: 'PUT', url: '/api/cycle/…', query: {}, params: {} });
  expect(
    JSON.stringify(
      redactPrivateRequest({
        url: '/api/cycle/days?from=2026-01-01&to=2026-01-31',
        query: { from: '2026-01-01', to: '2026-01-31' },
      }),
    ),
  ).not.toContain('2026');
  expect(redactPrivateRequest({ url: '/api/cycle' }).url).toBe('/api/cycle/…');
});

it('leaves every other request as it is', () => {
  const req = { method: 'GET', url: '/api/cycles-of-life', query: { a: '1' } };
  expect(redactPrivateRequest(req)).toBe(req);
  expect(redactPrivateRequest({ url: '/api/wellness/2026-01-05' }).url).toBe('/api/wellness/2026-01-05');
});
