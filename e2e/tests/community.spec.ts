import crypto from 'node:crypto';
import pg from 'pg';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { grantUser, scrollIntoView, shot as screenshot, signUp, useTheme } from '../support/screens';

// The community feed end to end (docs/product.md#community) against the built stack and a fresh database: post (with
// the 'Missing Information'), like and unlike, comment, bookmark and find it under Saved, filter by category, Share
// copies a link that opens the post; then moderation (three reports hide a post, an admin restores and pins it), delete
// with Undo and infinite scroll. At 390 px light and dark, and 1280 px; axe on every state shown.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `community-${name}`, fullPage);
const baseURL = () => test.info().project.use.baseURL!;
const origin = () => ({ origin: baseURL() });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const post = (page: Page, title: string) => page.getByRole('article', { name: title });
const feed = (page: Page) => page.getByRole('feed');

/** Creates a post through the API as the page's account. */
async function apiPost(
  page: Page,
  data: { title: string; content: string; category?: string },
): Promise<{ id: string }> {
  const res = await page.request.post('/api/community/posts', { data, headers: origin() });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Another member in their own browser. */
async function otherMember(browser: Browser, firstName: string) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const email = await signUp(page, firstName);
  return { page, email, close: () => context.close() };
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test('community: post, like and unlike, comment, bookmark under Saved, filter by category, share a link that opens the post', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The share sheet is a device feature: without it (as on this desktop Chromium) Share copies the link.
  await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  await signUp(page, 'Ada');
  const grace = await otherMember(browser, 'Grace');

  await test.step('the stats are the real numbers; an empty feed says No posts yet', async () => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
    const stats = page.getByLabel('Community stats');
    const [{ members }] = await sql<{ members: number }>('SELECT count(*)::int AS members FROM "User"');
    await expect(stats).toContainText(`Members${members.toLocaleString('en-US')}`);
    await expect(stats).toContainText('Posts0');
    await expect(stats).toContainText('Likes0');
    // The category row scrolls inside itself: the page never scrolls sideways on a 390 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page, '/community, empty');
    await shot(page, '01-empty');
  });

  await test.step("New Post: blank fields say 'Missing Information' inline and in the toast; then the post is created", async () => {
    await page.getByRole('button', { name: 'New Post' }).click();
    const form = dialog(page, 'New Post');
    const title = form.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await form.getByRole('button', { name: 'Share Post' }).click();
    await expect(toast(page, 'Missing Information')).toBeVisible();
    await expect(toast(page, 'Please fill in both title and content.')).toBeVisible();
    await expect(form.getByText('Please enter a title')).toBeVisible();
    await expect(form.getByText('Please write something to share')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, 'the New Post form with inline errors');
    await shot(page, '02-new-post-required');

    await title.fill('We hit 100 customers <script>alert(1)</script>');
    await form.getByRole('textbox', { name: "What's on your mind?" }).fill('Took us 8 months.\nThank you all!');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Success Stories' }).click();
    await form.getByRole('button', { name: 'Share Post' }).click();
    await expect(toast(page, 'Post Created')).toBeVisible();
    await expect(form).toBeHidden();
    const mine = post(page, 'We hit 100 customers <script>alert(1)</script>');
    await expect(mine).toContainText('Success Stories');
    await expect(mine).toContainText('AD'); // Ada's initials: one name, its first two letters
    await expect(mine.locator('script')).toHaveCount(0);
    await expect(page.getByLabel('Community stats')).toContainText('Posts1');
  });

  const title = 'We hit 100 customers <script>alert(1)</script>';
  await test.step('like fills the heart at once and is saved; unlike takes it back', async () => {
    const mine = post(page, title);
    await mine.getByRole('button', { name: 'Like, 0 likes' }).click();
    await expect(mine.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(post(page, title).getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The stats row is counted by the server: the post and the like are in it.
    await expect(page.getByLabel('Community stats')).toContainText('Posts1');
    await expect(page.getByLabel('Community stats')).toContainText('Likes1');
    // Grace likes it too (from her own account): two likes, Ada's still hers.
    const { id } = (await sql<{ id: string }>('SELECT id FROM "CommunityPost" WHERE title = $1', [title]))[0];
    expect(
      (await grace.page.request.post('/api/community/like', { data: { postId: id }, headers: origin() })).status(),
    ).toBe(200);
    await page.reload();
    await expect(page.getByLabel('Community stats')).toContainText('Likes2');
    await post(page, title).getByRole('button', { name: 'Like, 2 likes' }).click();
    await expect(page.getByLabel('Community stats')).toContainText('Likes1');
    await expect(post(page, title).getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect
      .poll(
        async () =>
          (await sql<{ n: number }>('SELECT "likesCount" AS n FROM "CommunityPost" WHERE id = $1', [id]))[0].n,
      )
      .toBe(1);
    await expectNoA11yViolations(page, 'a post after like and unlike');
  });

  await test.step('the comment count opens the thread; a comment is added', async () => {
    await post(page, title).getByRole('button', { name: 'Comments, 0 comments' }).click();
    const thread = dialog(page, 'Comments');
    await expect(thread.getByText('No comments yet. Start the conversation.')).toBeVisible();
    await thread.getByRole('textbox', { name: 'Add a comment' }).fill('Proud of this team.');
    await thread.getByRole('button', { name: 'Comment' }).click();
    await expect(thread.getByRole('listitem').filter({ hasText: 'Proud of this team.' })).toBeVisible();
    await expect(thread.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    await expectNoA11yViolations(page, 'the comment thread');
    await shot(page, '03-thread');
    await page.keyboard.press('Escape');
    await expect(post(page, title).getByRole('button', { name: 'Comments, 1 comment' })).toBeVisible();
  });

  await test.step("filter by category: Grace's question shows under Questions, Ada's win under Success Stories", async () => {
    await apiPost(grace.page, {
      title: 'How do you price a SaaS?',
      content: 'Per seat or per usage?',
      category: 'question',
    });
    await page.reload();
    await expect(feed(page).getByRole('article')).toHaveCount(2);
    await page.getByRole('button', { name: 'Questions' }).click();
    await expect(page).toHaveURL(/\?category=question$/);
    await expect(feed(page).getByRole('article')).toHaveCount(1);
    await expect(post(page, 'How do you price a SaaS?')).toContainText('GR');
    await page.getByRole('button', { name: 'Success Stories' }).click();
    await expect(feed(page).getByRole('article')).toHaveCount(1);
    await expect(post(page, title)).toBeVisible();
    await expectNoA11yViolations(page, 'the feed filtered by category');
    await page.getByRole('button', { name: 'All' }).click();
    await expect(feed(page).getByRole('article')).toHaveCount(2);
  });

  await test.step('bookmark a post and find it under Saved', async () => {
    const question = post(page, 'How do you price a SaaS?');
    await question.getByRole('button', { name: 'Bookmark' }).click();
    await expect(question.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Saved' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('feed', { name: 'Saved posts' }).getByRole('article')).toHaveCount(1);
    await expect(post(page, 'How do you price a SaaS?')).toBeVisible();
    await expectNoA11yViolations(page, 'Saved posts');
    await shot(page, '04-saved');
    await page.getByRole('button', { name: 'Saved' }).click();
  });

  await test.step('Share copies a link; the link opens the post', async () => {
    await post(page, title).getByRole('button', { name: 'Share' }).click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL()}/community\\?post=[0-9a-f-]{36}$`));
    await grace.page.goto(link);
    const shared = grace.page.getByRole('region', { name: 'Shared post' });
    await expect(shared.getByRole('article', { name: title })).toBeVisible();
    await expect(
      shared.getByRole('article', { name: title }).getByRole('button', { name: 'Like, 1 like' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(grace.page, 'a shared post');
    await shot(grace.page, '05-shared-link');
    await grace.page.getByRole('button', { name: 'Show all posts' }).click();
    await expect(grace.page).toHaveURL(/\/community$/);
    await expect(feed(grace.page).getByRole('article')).toHaveCount(2);
  });

  await test.step('dark theme and a desktop layout', async () => {
    await shot(page, '06-feed-light');
    await useTheme(page, 'dark');
    await expect(post(page, title)).toBeVisible();
    await expectNoA11yViolations(page, '/community in dark');
    await shot(page, '07-feed-dark');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await expectNoA11yViolations(page, '/community at 1280 px, dark');
    await shot(page, '08-desktop-dark');
    await useTheme(page, 'light');
    await expectNoA11yViolations(page, '/community at 1280 px');
    await shot(page, '09-desktop');
  });

  await grace.close();
  expect(pageErrors).toEqual([]);
});

test('community: three reports hide a post until an admin restores it; admins pin; the author deletes with Undo; the feed scrolls on', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const author = await otherMember(browser, 'Spammy');
  const spam = await apiPost(author.page, {
    title: 'Buy my course now',
    content: 'Limited offer!!!',
    category: 'general',
  });

  await test.step('three members report it: it is hidden from everyone but its author and admins', async () => {
    const reporters = [
      await otherMember(browser, 'Rita'),
      await otherMember(browser, 'Rob'),
      await otherMember(browser, 'Rae'),
    ];
    const [first] = reporters;
    await first.page.goto('/community');
    await post(first.page, 'Buy my course now').getByRole('button', { name: 'More actions' }).click();
    await dialog(first.page, 'Post options').getByRole('button', { name: 'Report post' }).click();
    const report = dialog(first.page, 'Report Post');
    await report.getByRole('radio', { name: 'Spam or advertising' }).check();
    await report.getByRole('textbox', { name: 'Details (optional)' }).fill('Ads');
    await expectNoA11yViolations(first.page, 'the report form');
    await shot(first.page, '10-report');
    await report.getByRole('button', { name: 'Report post' }).click();
    await expect(toast(first.page, 'Report Sent')).toBeVisible();
    for (const other of reporters.slice(1)) {
      const res = await other.page.request.post(`/api/community/posts/${spam.id}/report`, {
        data: { reason: 'spam' },
        headers: origin(),
      });
      expect(res.status()).toBe(200);
    }
    await first.page.reload();
    await expect(first.page.getByRole('heading', { name: 'No posts yet' }).or(feed(first.page))).toBeVisible();
    await expect(post(first.page, 'Buy my course now')).toHaveCount(0);
    await author.page.goto('/community');
    await expect(post(author.page, 'Buy my course now')).toContainText('Hidden after reports');
    await expectNoA11yViolations(author.page, 'a hidden post, seen by its author');
    await shot(author.page, '11-hidden-for-author');
    for (const r of reporters) await r.close();
  });

  await test.step('an admin (from the server, never a client flag) restores it and pins it to the top', async () => {
    const email = await signUp(page, 'Admiral');
    await grantUser(email, { isAdmin: true });
    await page.goto('/community');
    const hidden = post(page, 'Buy my course now');
    await expect(hidden).toContainText('Hidden after reports');
    await hidden.getByRole('button', { name: 'More actions' }).click();
    const options = dialog(page, 'Post options');
    await expectNoA11yViolations(page, 'the admin post options');
    await shot(page, '12-admin-options');
    await options.getByRole('button', { name: 'Restore post' }).click();
    await expect(toast(page, 'Post Restored')).toBeVisible();
    await expect(post(page, 'Buy my course now')).not.toContainText('Hidden after reports');
    const reports = await page.request.get('/api/community/reports');
    expect((await reports.json()).reports).toEqual([]);
    // A member cannot reach the admin queue.
    expect((await author.page.request.get('/api/community/reports')).status()).toBe(403);

    await apiPost(author.page, { title: 'A newer post', content: 'Newest of all' });
    await page.reload();
    await expect(feed(page).getByRole('article').first()).toHaveAccessibleName('A newer post');
    await post(page, 'Buy my course now').getByRole('button', { name: 'More actions' }).click();
    await dialog(page, 'Post options').getByRole('button', { name: 'Pin to top' }).click();
    await expect(toast(page, 'Post Pinned')).toBeVisible();
    await expect(feed(page).getByRole('article').first()).toHaveAccessibleName('Buy my course now');
    await expect(feed(page).getByRole('article').first()).toContainText('Pinned');
  });

  await test.step('the author deletes a post: it goes at once, Undo brings it back, and otherwise it is deleted', async () => {
    await author.page.reload();
    const newer = post(author.page, 'A newer post');
    await newer.getByRole('button', { name: 'More actions' }).click();
    await dialog(author.page, 'Post options').getByRole('button', { name: 'Delete post' }).click();
    await expect(newer).toHaveCount(0);
    await author.page.getByRole('button', { name: 'Undo' }).click();
    await expect(post(author.page, 'A newer post')).toBeVisible();
    await post(author.page, 'A newer post').getByRole('button', { name: 'More actions' }).click();
    await dialog(author.page, 'Post options').getByRole('button', { name: 'Delete post' }).click();
    const deleted = author.page.waitForResponse(
      (res) => res.request().method() === 'DELETE' && res.url().includes('/api/community/posts/'),
    );
    await author.page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Post Deleted' })
      .getByRole('button', { name: 'Close' })
      .click();
    expect((await deleted).status()).toBe(204);
    await author.page.reload();
    await expect(post(author.page, 'Buy my course now')).toBeVisible();
    await expect(post(author.page, 'A newer post')).toHaveCount(0);
  });

  await test.step('infinite scroll: the next 20 posts load as the end of the feed comes into view', async () => {
    const [{ id: userId }] = await sql<{ id: string }>('SELECT id FROM "User" WHERE email = $1', [author.email]);
    await sql(
      `INSERT INTO "CommunityPost" (id, "userId", title, content, "createdAt")
       SELECT ($2::text[])[i], $1, 'Scroll post ' || i, 'Content ' || i, now() - i * interval '1 hour' FROM generate_series(1, 45) AS i`,
      [userId, Array.from({ length: 45 }, () => crypto.randomUUID())],
    );
    const [{ total }] = await sql<{ total: number }>(
      'SELECT count(*)::int AS total FROM "CommunityPost" WHERE "hiddenAt" IS NULL',
    );
    await author.page.reload();
    const articles = feed(author.page).getByRole('article');
    await expect(articles).toHaveCount(20);
    // The 20th post comes into view (and the end of the feed with it): one more page. A wheel past the end instead
    // raced the smooth scroll, which could reach the end of the second page too before it was counted.
    await scrollIntoView(articles.last());
    await expect(articles).toHaveCount(40);
    await expectNoA11yViolations(author.page, 'the feed after loading more');
    await author.page.mouse.wheel(0, 8000);
    await expect(articles).toHaveCount(total);
    await scrollIntoView(author.page.getByText("You're all caught up."));
    await expect(author.page.getByText("You're all caught up.")).toBeVisible();
    await shot(author.page, '13-scrolled-to-the-end');
  });
  await author.close();
});
