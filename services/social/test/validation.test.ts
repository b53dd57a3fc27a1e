import { setupSocial } from './support/setup';
import { STUB_CHANNEL_ID } from './support/social-stub';

let social: Awaited<ReturnType<typeof setupSocial>>;
let user: Awaited<ReturnType<Awaited<ReturnType<typeof setupSocial>>['as']>>;
beforeAll(async () => {
  social = await setupSocial({ oauth: false });
  user = await social.as(await social.newUser());
});
afterAll(() => social.close());

const rss = (rssUrl: string) => user.post('/api/validate-rss', { rssUrl });

it('reads an iTunes podcast, an Atom and a plain RSS feed: title, description and episode count', async () => {
  const podcast = await rss(`${social.stub.url}/feeds/podcast.xml`);
  expect(podcast.status).toBe(200);
  expect(podcast.body).toMatchObject({
    isValid: true,
    platform: 'podcast',
    username: 'Founder Stories',
    title: 'Founder Stories',
    episodeCount: 3,
    image: 'https://founderstories.example/art.jpg',
    connectionKind: 'public_feed',
  });
  expect(new Date(podcast.body.validatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  expect((await rss(`${social.stub.url}/feeds/atom.xml`)).body).toMatchObject({
    isValid: true,
    title: 'Atom Blog',
    description: 'Notes on building',
    episodeCount: 2,
  });
  expect((await rss(`${social.stub.url}/feeds/plain.xml`)).body).toMatchObject({
    isValid: true,
    title: 'Plain News',
    episodeCount: 1,
  });
});

it('says clearly what is wrong: not a URL, unreachable, not a feed, malformed, too large', async () => {
  const message = async (url: string) => {
    const res = await rss(url);
    expect([res.status, res.body.isValid]).toEqual([200, false]);
    return res.body.message as string;
  };
  expect(await message('founder stories')).toMatch(/not a web address/);
  expect(await message(`${social.stub.url}/feeds/missing.xml`)).toMatch(/answered 404/);
  expect(await message(`${social.stub.url}/feeds/page.html`)).toMatch(
    /not a readable feed|does not serve an RSS or Atom feed/,
  );
  expect(await message(`${social.stub.url}/feeds/broken.xml`)).toMatch(/not a readable feed/);
  expect(await message(`${social.stub.url}/feeds/huge.xml`)).toBe('The feed is larger than 5 MB.');
  expect((await rss('')).status).toBe(400);
});

it('never fetches from loopback, private, metadata or IPv6 loopback addresses, names that resolve inward, or redirects inward', async () => {
  const refused = [
    'http://127.0.0.1/feed.xml',
    'http://10.1.2.3/feed.xml',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/feed.xml',
    'http://[::ffff:127.0.0.1]/feed.xml',
    'http://100.64.0.1/feed.xml',
    'http://localhost/feed.xml',
    `${social.stub.url}/feeds/to-private.xml`,
  ];
  for (const url of refused) {
    const res = await rss(url);
    expect([url, res.body.isValid, res.body.message]).toEqual([
      url,
      false,
      'That address points to a private or local network, which we do not fetch from.',
    ]);
  }
  // Other ports than 80/443 are refused too (the stub's own port passes only because the test allow-lists it).
  expect((await rss('http://example.com:8080/feed.xml')).body.message).toMatch(/standard web ports/);
});

it('checks a YouTube channel from its public feed without an API key, and says which figures are unavailable', async () => {
  const byId = await user.post('/api/validate-youtube', { channelId: STUB_CHANNEL_ID, password: 'hunter2' });
  expect(byId.body).toMatchObject({
    isValid: true,
    platform: 'youtube',
    username: 'Build In Public',
    channelId: STUB_CHANNEL_ID,
    subscriberCount: null,
    videoCount: null,
    unavailable: ['subscriberCount', 'videoCount'],
  });
  const byUrl = await user.post('/api/validate-youtube', {
    channelUrl: `https://www.youtube.com/channel/${STUB_CHANNEL_ID}`,
  });
  expect(byUrl.body).toMatchObject({ isValid: true, channelId: STUB_CHANNEL_ID });
  expect((await user.post('/api/validate-youtube', { channelId: 'UCnosuchchannel000000000' })).body).toMatchObject({
    isValid: false,
    message: 'YouTube has no channel with that ID.',
  });
  expect(
    (await user.post('/api/validate-youtube', { channelUrl: 'https://www.youtube.com/@buildinpublic' })).body.message,
  ).toMatch(/API key/);
  expect(
    (await user.post('/api/validate-youtube', { channelUrl: 'https://evil.example/channel/x' })).body,
  ).toMatchObject({ isValid: false, message: 'That is not a YouTube address.' });
  expect((await user.post('/api/validate-youtube', {})).status).toBe(400);
});

it('answers manual mode for social platforms when no OAuth app is configured, and ignores any password', async () => {
  const res = await user.post('/api/validate-social-media', {
    platform: 'instagram',
    username: '@ada.grams',
    password: 'hunter2',
  });
  expect(res.body).toMatchObject({
    isValid: true,
    useOAuth: false,
    connectionKind: 'manual',
    platform: 'instagram',
    username: 'ada.grams',
  });
  expect(JSON.stringify(res.body)).not.toContain('hunter2');
  expect((await user.post('/api/validate-social-media', { platform: 'facebook' })).body).toMatchObject({
    isValid: false,
  });
  expect((await user.post('/api/validate-social-media', { platform: 'myspace', username: 'x' })).body.message).toMatch(
    /Please select a platform first/,
  );
  // OAuth cannot start for a platform that is not configured.
  expect((await user.get('/api/oauth/facebook/auth?platform=instagram')).status).toBe(400);
});

it('limits the feeds and channels one user can make the server fetch: 60 an hour, then 429 with when to retry', async () => {
  const busy = await social.as(await social.newUser());
  for (let i = 0; i < 60; i++) expect((await busy.post('/api/validate-rss', { rssUrl: 'not a url' })).status).toBe(200);
  const refused = await busy.post('/api/validate-youtube', { channelId: 'UCx' });
  expect([refused.status, refused.body.message]).toEqual([
    429,
    expect.stringMatching(/^You can check up to 60 feeds or channels an hour\. Please try again in \d+ minutes\.$/),
  ]);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  // Someone else is not affected.
  expect((await user.post('/api/validate-rss', { rssUrl: 'not a url' })).status).toBe(200);
});
