// jsdom has no fetch/Response: tests answer requests with these minimal Response look-alikes.

export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
  blob(): Promise<Blob>;
}

export function fakeResponse(
  status: number,
  body: unknown = '',
  statusText = '',
  headers: Record<string, string> = {},
): FakeResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name) => byName.get(name.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text], { type: byName.get('content-type') ?? '' }),
  };
}

type Handler = (url: string, init?: RequestInit) => FakeResponse | Promise<FakeResponse>;

/** Replaces global fetch; returns the jest mock for assertions. */
export function mockFetch(handler: Handler): jest.Mock {
  const mock = jest.fn(async (input: unknown, init?: RequestInit) => handler(String(input), init));
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The JSON a request sent (the app's requests send JSON text). */
export function jsonBody(init: RequestInit | undefined) {
  if (typeof init?.body !== 'string') throw new Error(`expected a JSON text body, got ${typeof init?.body}`);
  return JSON.parse(init.body);
}

/** The JSON body of the first `method` request (to `url`, when given) that a fetch mock received. */
export function sentBody(fetchMock: jest.Mock, method: string, url?: string): unknown {
  const call = fetchMock.mock.calls.find(([u, init]) => init?.method === method && (url === undefined || u === url));
  if (!call) throw new Error(`no ${method} ${url ?? ''} was sent`);
  return jsonBody(call[1]);
}
