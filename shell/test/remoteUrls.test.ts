import { fakeResponse, mockFetch } from '../../tools/jest/fakeFetch';
import { fetchRemoteUrls, mergeRemoteUrls } from '../src/federation/remoteUrls';

const defaults = { mf_home: '/remotes/mf-home/remoteEntry.js', mf_social: '/remotes/mf-social/remoteEntry.js' };

describe('remote URLs from /remotes.json', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('the BFF answer wins for known remotes; unknown names and bad values are ignored', () => {
    expect(
      mergeRemoteUrls(defaults, { mf_social: 'http://127.0.0.1:4999/remoteEntry.js', mf_evil: 'x', mf_home: 42 }),
    ).toEqual({ mf_home: '/remotes/mf-home/remoteEntry.js', mf_social: 'http://127.0.0.1:4999/remoteEntry.js' });
  });

  it('fetches /remotes.json', async () => {
    const fetchMock = mockFetch(() => fakeResponse(200, { mf_home: 'https://cdn.example/home/remoteEntry.js' }));
    await expect(fetchRemoteUrls(defaults)).resolves.toEqual({
      ...defaults,
      mf_home: 'https://cdn.example/home/remoteEntry.js',
    });
    expect(fetchMock.mock.calls[0][0]).toBe('/remotes.json');
  });

  it('falls back to the defaults when /remotes.json fails', async () => {
    mockFetch(() => fakeResponse(502, '', 'Bad Gateway'));
    await expect(fetchRemoteUrls(defaults)).resolves.toEqual(defaults);
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchRemoteUrls(defaults)).resolves.toEqual(defaults);
  });
});
