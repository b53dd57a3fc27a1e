import { waitFor } from '@testing-library/react';
import { runtimeTimeZone } from '@fj/ui';
import { testUser } from '../../tools/jest/renderPage';
import { fakeResponse, jsonBody } from '../../tools/jest/fakeFetch';
import { timeZoneToSave } from '../src/app/UserPreferences';
import { forgetRemotePages } from '../src/federation/RemoteRoute';
import { renderShell } from './helpers';

jest.mock('../src/federation/loadRemoteModule', () => ({
  loadRemoteModule: jest.fn(async (id: string) => ({ default: () => <h1>{`remote ${id}`}</h1> })),
}));

const settings = (overrides = {}) => ({
  appleHealthConnected: false,
  notificationsEnabled: true,
  theme: 'light',
  timeZone: runtimeTimeZone(),
  ...overrides,
});

describe('after sign-in, the saved preferences apply', () => {
  beforeEach(() => {
    forgetRemotePages();
    delete document.documentElement.dataset.theme;
  });

  it('the saved theme is applied to the page (GET /api/settings)', async () => {
    await renderShell('/', testUser(), jest.fn(), {
      '/api/settings': () => fakeResponse(200, settings({ theme: 'dark' })),
    });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
  });

  it("the browser's time zone is saved once when it differs from the saved one", async () => {
    const { fetchMock } = await renderShell('/', testUser(), jest.fn(), {
      '/api/settings': () => fakeResponse(200, settings({ timeZone: 'Pacific/Kiritimati' })),
    });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(url).toBe('/api/settings');
    expect(jsonBody(init)).toEqual({ timeZone: runtimeTimeZone() });
  });

  it('nothing is sent when the zones agree, or while settings cannot be read', async () => {
    const { fetchMock } = await renderShell('/', testUser(), jest.fn(), {
      '/api/settings': () => fakeResponse(200, settings()),
    });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/settings')).toBe(true));
    // The zone is compared after the first screen (a timer, then an idle moment: none in jsdom).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    expect(timeZoneToSave('Europe/London', 'Europe/London')).toBeNull();
    expect(timeZoneToSave('UTC', 'Europe/London')).toBe('Europe/London');
    expect(timeZoneToSave('UTC', undefined)).toBeNull();
  });
});
