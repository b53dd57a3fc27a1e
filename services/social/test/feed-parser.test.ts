import { FeedParseError, parseFeed } from '../src/feeds';
import { atomFeed, plainRss, podcastFeed, youtubeFeed } from './support/feeds';

const problem = (input: string, options?: Parameters<typeof parseFeed>[1]) => {
  try {
    parseFeed(input, options);
    return 'parsed';
  } catch (err) {
    return err instanceof FeedParseError ? err.code : `unexpected: ${String(err)}`;
  }
};

it('reads an iTunes podcast feed: title, description, artwork and episodes with guid, date, duration and audio', () => {
  const feed = parseFeed(podcastFeed(3));
  expect({
    format: feed.format,
    title: feed.title,
    description: feed.description,
    image: feed.image,
    link: feed.link,
  }).toEqual({
    format: 'rss',
    title: 'Founder Stories',
    description: 'Conversations with people building companies & teams.',
    image: 'https://founderstories.example/art.jpg',
    link: 'https://founderstories.example/',
  });
  expect(feed.items).toHaveLength(3);
  expect(feed.items[0]).toEqual({
    guid: 'fs-3',
    title: 'Episode 3',
    link: 'https://founderstories.example/3',
    publishedAt: '2026-11-01T08:00:00.000Z',
    durationSeconds: 3723,
    content: '<p>Show notes 3</p>',
    enclosureUrl: 'https://founderstories.example/3.mp3',
    views: null,
    base: null,
  });
  expect(feed.items.map((i) => i.durationSeconds)).toEqual([3723, 2730, 1800]);
});

it('reads plain RSS 2.0 (image element, description as content) and Atom (alternate links, html content)', () => {
  const rss = parseFeed(Buffer.from(plainRss));
  expect([rss.title, rss.image, rss.items[0].guid, rss.items[0].content, rss.items[0].publishedAt]).toEqual([
    'Plain News',
    'https://news.example/logo.png',
    'https://news.example/1',
    'One',
    '2026-11-10T10:00:00.000Z',
  ]);
  const atom = parseFeed(atomFeed);
  expect([atom.format, atom.title, atom.description, atom.link]).toEqual([
    'atom',
    'Atom Blog',
    'Notes on building',
    'https://blog.example/',
  ]);
  expect(atom.items.map((i) => [i.guid, i.link, i.content, i.publishedAt])).toEqual([
    ['urn:uuid:1', 'https://blog.example/hello', 'Hi', '2026-11-20T10:00:00.000Z'],
    ['urn:uuid:2', 'https://blog.example/again', '<p>Body</p>', '2026-11-21T10:00:00.000Z'],
  ]);
});

it("reads YouTube's channel feed: channel id, videos and their views", () => {
  const feed = parseFeed(youtubeFeed('UCabcdefghijklmnopqrstuv', 2));
  expect([feed.title, feed.channelId, feed.items.length]).toEqual(['Build In Public', 'UCabcdefghijklmnopqrstuv', 2]);
  expect(feed.items.map((i) => [i.guid, i.link, i.views, i.content])).toEqual([
    ['yt:video:vid0', 'https://www.youtube.com/watch?v=vid0', 100, 'About video 0'],
    ['yt:video:vid1', 'https://www.youtube.com/watch?v=vid1', 200, 'About video 1'],
  ]);
});

it('refuses malformed XML, documents that are not feeds, entity declarations and anything over the cap', () => {
  expect(problem('<rss><channel><title>Broken</channel></rss>')).toBe('malformed');
  expect(problem('<html><body>Hello</body></html>')).toBe('not_a_feed');
  expect(problem('{"not":"xml"}')).toBe('malformed');
  expect(
    problem(
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><rss><channel><title>&lol2;</title></channel></rss>',
    ),
  ).toBe('malformed');
  expect(problem(podcastFeed(50), { maxBytes: 2000 })).toBe('too_large');
  expect(parseFeed(podcastFeed(50), { maxItems: 10 }).items).toHaveLength(10);
});
