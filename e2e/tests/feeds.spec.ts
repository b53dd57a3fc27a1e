import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { dialog, grantUser, postJson, shot as screenshot, signUp, toast, useTheme } from '../support/screens';

// Podcasts and the RSS reader end to end (docs/product.md#podcasts, #rss-reader) against the built stack and a local
// publisher (services/social/test/support/reader-stub.ts, started by global-setup): the Free podcast limit shown before
// the form and refused by the server; the reader refused for Free and working for Premium — subscribe by site URL,
// read, star, a legacy-encoded feed and an article's images through our origin, mark all read, OPML import with its
// progress bar, and reading offline from what the device kept of the list.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `feeds-${name}`, fullPage);
const stub = () => process.env.E2E_FEED_STUB_URL!;
const origin = () => ({ origin: test.info().project.use.baseURL! });

test('podcasts: add a show, read its episodes and cadence; Free tracks one (card before the form, 403 from the server); Premium tracks more', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUp(page, 'Pia');
  const business = await postJson(page, '/api/businesses', { name: 'Pia Media' });
  await page.goto('/podcasts');
  await expect(page.getByRole('heading', { name: 'No podcasts yet' })).toBeVisible();
  await expectNoA11yViolations(page, 'podcasts empty');

  await page.getByRole('button', { name: 'Add your podcast' }).click();
  const add = dialog(page, 'Add Podcast');
  await add.getByRole('button', { name: 'Add Podcast' }).click();
  await expect(add.getByText('Please enter your podcast RSS feed URL')).toBeVisible();
  await expectNoA11yViolations(page, 'add podcast with an error');
  await add.getByLabel(/Podcast RSS feed URL/).fill(`${stub()}/podcast.xml?episodes=4`);
  await add.getByRole('button', { name: 'Add Podcast' }).click();
  await expect(toast(page, 'Podcast Added')).toBeVisible();
  const card = page.getByRole('article', { name: 'Founder Stories' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Every day')).toBeVisible();
  await expect(card.getByText('In the feed')).toBeVisible();
  await card.getByRole('button', { name: 'Show episodes' }).click();
  const episodes = card.getByRole('list', { name: 'Episodes' });
  await expect(episodes.getByRole('listitem')).toHaveCount(4);
  await expect(episodes.getByRole('listitem').first()).toContainText('Episode 1');
  await expect(episodes.getByRole('listitem').first()).toContainText('30:00');
  await expect(page.getByText('1 of 1 podcast on the Free plan')).toBeVisible();
  await expectNoA11yViolations(page, 'podcasts with one show');
  await shot(page, 'podcasts-390-light', true);

  // The limit shows before the form; the server refuses the same.
  await page.getByRole('button', { name: 'Add Podcast' }).click();
  await expect(
    dialog(page, 'Add Podcast').getByText('Tracking more than one podcast is a Premium feature'),
  ).toBeVisible();
  await expect(dialog(page, 'Add Podcast').getByRole('link', { name: /Upgrade to Premium/ })).toBeVisible();
  await expectNoA11yViolations(page, 'podcast limit');
  await shot(page, 'podcasts-limit');
  await page.keyboard.press('Escape');
  const refused = await page.request.post('/api/social-accounts', {
    data: { businessId: business.id, platform: 'podcast', rssUrl: `${stub()}/podcast.xml?title=Second` },
    headers: origin(),
  });
  expect([refused.status(), (await refused.json()).message]).toEqual([
    403,
    'Tracking more than one podcast is a Premium feature',
  ]);

  await grantUser(email);
  await postJson(page, '/api/social-accounts', {
    businessId: business.id,
    platform: 'podcast',
    rssUrl: `${stub()}/podcast.xml?title=Second%20Show&episodes=2`,
  });
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(2);
  // Stop tracking a show (asks first).
  await postJson(page, '/api/social-accounts', {
    businessId: business.id,
    platform: 'podcast',
    rssUrl: `${stub()}/podcast.xml?title=Third%20Show&episodes=1`,
  });
  await page.reload();
  await page.getByRole('article', { name: 'Third Show' }).getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('alertdialog', { name: 'Stop tracking this podcast?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText(/on the Free plan/)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'podcasts-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, 'dark');
  await expect(page.getByRole('article', { name: 'Second Show' })).toBeVisible();
  await expectNoA11yViolations(page, 'podcasts dark');
  await shot(page, 'podcasts-390-dark');
});

test('RSS reader: Premium only; subscribe by site URL, read a sanitised article, star, mark all read, import OPML with progress, read offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page, 'Rex');
  await page.goto('/feeds');
  await expect(page.getByRole('heading', { name: 'The RSS reader is a Premium feature' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Upgrade to Premium/ })).toBeVisible();
  await expectNoA11yViolations(page, 'feeds for a free user');
  await shot(page, 'reader-free');

  await grantUser(email);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No feeds yet' })).toBeVisible();
  await expectNoA11yViolations(page, 'feeds empty');

  // Subscribe by the site's address: the server finds the feed it links to.
  await page.getByRole('button', { name: 'Add your first feed' }).click();
  const add = dialog(page, 'Add Feed');
  await add.getByRole('button', { name: 'Add Feed' }).click();
  await expect(add.getByText('Please enter a feed or site URL')).toBeVisible();
  await add.getByLabel(/Feed or site URL/).fill(`${stub()}/plain-page`);
  await add.getByRole('button', { name: 'Add Feed' }).click();
  await expect(
    add.getByText('No feed found at that address: the page does not link to an RSS or Atom feed.'),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'add feed with an error');
  await add.getByLabel(/Feed or site URL/).fill(`${stub()}/site/`);
  await add.getByLabel(/Folder/).fill('News');
  await add.getByRole('button', { name: 'Add Feed' }).click();
  await expect(toast(page, 'Feed Added')).toBeVisible();
  const feeds = page.getByRole('navigation', { name: 'Feeds' });
  await expect(feeds.getByRole('button', { name: 'Daily News 2 unread' })).toBeVisible();
  const articles = page.getByRole('list', { name: 'Articles' });
  await expect(articles.getByRole('listitem')).toHaveCount(2);

  // A hostile feed: the article renders its text, links and lists, and nothing executable.
  await postJson(page, '/api/feeds', { url: `${stub()}/xss.xml` });
  await page.reload();
  await articles.getByRole('button', { name: /^(Unread )?Vectors/ }).click();
  const article = dialog(page, 'Vectors');
  await expect(article.getByRole('heading', { name: 'Heading' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'relative' })).toHaveAttribute(
    'href',
    'https://news.example/relative/link',
  );
  expect(
    await article
      .locator('.fjf-article__body')
      .locator('script, iframe, style, svg, object, embed, form, [onerror], [onclick], [style]')
      .count(),
  ).toBe(0);
  await expectNoA11yViolations(page, 'article');
  await shot(page, 'reader-article');
  await article.getByRole('button', { name: 'Star' }).click();
  await expect(article.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
  // The system Back button closes the article, not the reader (docs/decisions/2702-back-closes-sheets.md).
  await page.goBack();
  await expect(article).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/feeds');
  await expect(articles).toBeVisible();
  await articles.getByRole('button', { name: /^(Unread )?Vectors/ }).click();
  await expect(article).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(feeds.getByRole('button', { name: 'Starred 1 starred' })).toBeVisible();
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Starred' }).click();
  await expect(articles.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Unread' }).click();
  // Opening it marked it read: the unread list holds the other two.
  await expect(articles.getByRole('listitem')).toHaveCount(2);
  await expectNoA11yViolations(page, 'reader list');
  await shot(page, 'reader-390-light');

  // A feed's options: its address and refresh state; rename and move it; unsubscribe after a confirmation.
  await feeds.getByRole('button', { name: 'Options for Hostile Feed' }).click();
  const options = dialog(page, 'Hostile Feed');
  await expect(options.getByText('Last refresh')).toBeVisible();
  await options.getByLabel(/^Title/).fill('Vectors Weekly');
  await options.getByLabel(/Folder/).fill('Security');
  await expectNoA11yViolations(page, 'feed options');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(feeds.getByRole('heading', { name: 'Security' })).toBeVisible();
  await feeds.getByRole('button', { name: 'Options for Vectors Weekly' }).click();
  await dialog(page, 'Vectors Weekly').getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('alertdialog', { name: 'Unsubscribe?' }).getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(toast(page, 'Unsubscribed')).toBeVisible();
  await expect(feeds.getByRole('button', { name: /Vectors Weekly/ })).toHaveCount(0);

  // Feeds as publishers serve them (decisions 2801, 2803): a windows-1251 feed reads in Cyrillic, and an article's
  // images come through our own origin — loaded under the CSP as it is, the publisher's address never in the page.
  const cspReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspReports.push(message.text());
  });
  await postJson(page, '/api/feeds', { url: `${stub()}/enc/windows-1251/declared.xml` });
  await postJson(page, '/api/feeds', { url: `${stub()}/pictures.xml` });
  await page.reload();
  await expect(feeds.getByRole('button', { name: 'Новости дня: привет, мир 2 unread' })).toBeVisible();
  await articles.getByRole('button', { name: /^(Unread )?With images/ }).click();
  const pictured = dialog(page, 'With images');
  const photo = pictured.getByRole('img', { name: 'photo' });
  await expect(photo).toHaveAttribute('src', /^\/api\/feeds\/media\?url=http/);
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  expect(cspReports).toEqual([]);
  await expectNoA11yViolations(page, 'article with images');
  await shot(page, 'reader-article-images');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();
  await expect(feeds.getByRole('button', { name: 'All articles 0 unread' })).toBeVisible();

  // OPML import: 12 feeds, each answering slowly, read 4 at a time: the progress bar moves, then says what happened.
  const opml = `<?xml version="1.0"?><opml version="2.0"><body><outline text="Imported">${Array.from({ length: 12 }, (_, i) => `<outline type="rss" text="Gen ${i}" xmlUrl="${stub()}/gen/${i}.xml?delay=600"/>`).join('')}</outline></body></opml>`;
  await page
    .getByLabel('Import OPML')
    .setInputFiles({ name: 'feeds.opml', mimeType: 'text/x-opml', buffer: Buffer.from(opml) });
  const progress = page.getByRole('progressbar', { name: 'OPML import progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/Reading feeds… \d+ of 12/)).toBeVisible();
  await shot(page, 'reader-opml-progress');
  await expect(page.getByText('Import finished: 12 added')).toBeVisible({ timeout: 20_000 });
  await expect(feeds.getByRole('heading', { name: 'Imported' })).toBeVisible();
  await expect(feeds.getByRole('button', { name: 'All articles 120 unread' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page, 'reader desktop');
  await shot(page, 'reader-1280');
  await page.setViewportSize({ width: 390, height: 844 });

  // Offline: the unread list read online stays readable (kept on the device per user, never in the service worker's
  // caches: docs/decisions/2602-offline-first.md), its articles with their text.
  await expect(articles.getByRole('listitem').first()).toBeVisible();
  const firstTitle = (await articles.getByRole('listitem').first().getByRole('button').first().innerText())
    .split('\n')[0]
    .trim();
  await context.setOffline(true);
  try {
    await articles.getByRole('button', { name: new RegExp(`^(Unread )?${firstTitle} `) }).click();
    await expect(dialog(page, firstTitle).getByText(`Body of ${firstTitle}`)).toBeVisible();
    await shot(page, 'reader-offline-article');
    await page.keyboard.press('Escape');
  } finally {
    await context.setOffline(false);
  }
  await useTheme(page, 'dark');
  await expect(articles.getByRole('listitem').first()).toBeVisible();
  await expectNoA11yViolations(page, 'reader dark');
  await shot(page, 'reader-390-dark');
});
