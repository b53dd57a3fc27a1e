import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { postJson, shot, signUp } from '../support/screens';

// A signed-in screen's first view needs no round trip after the HTML for its data and no chain for its code
// (docs/decisions/3102-no-waterfall.md): the page carries the answers of the screen's first reads and the chrome's, so
// the browser never asks for them; and every script the view runs first is named by the page, never discovered by a
// script that had to load first. Chains are followed through each request's initiator (Chrome DevTools Protocol): a
// request started by a script is one step after that script's own.

interface Sent {
  url: string;
  method: string;
  /** How many requests, one after another, lead to this one after the HTML (the HTML's own preloads: 1). */
  depth: number;
  /** The URLs of the chain, first to last. */
  chain: string[];
}

async function recordChains(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byUrl = new Map<string, Sent>();
  const sent: Sent[] = [];
  let documentUrl = '';
  type StackTrace = { callFrames: { url: string }[]; parent?: StackTrace };
  const firstScriptUrl = (stack: StackTrace | undefined): string | undefined => {
    for (let s = stack; s; s = s.parent) {
      const frame = s.callFrames.find((f) => f.url);
      if (frame) return frame.url;
    }
    return undefined;
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    const url = e.request.url;
    if (e.type === 'Document') {
      documentUrl = url;
      return;
    }
    // The script (or style sheet) that started this request, or the page itself.
    const by = e.initiator.url ?? firstScriptUrl(e.initiator.stack) ?? documentUrl;
    const parent = by === documentUrl ? undefined : byUrl.get(by);
    const entry: Sent = {
      url,
      method: e.request.method,
      depth: (parent?.depth ?? 0) + 1,
      chain: [...(parent?.chain ?? []), new URL(url).pathname],
    };
    if (!byUrl.has(url)) byUrl.set(url, entry);
    sent.push(entry);
  });
  /** The reads (GET /api/…) sent so far. */
  const reads = () => sent.filter((s) => s.method === 'GET' && new URL(s.url).pathname.startsWith('/api/'));
  /** The scripts fetched so far. */
  const scripts = () => sent.filter((s) => new URL(s.url).pathname.endsWith('.js'));
  return { reads, scripts };
}

/**
 * Notes, from the first script on, whether the screen (its heading drawn) ever showed a skeleton while `text` — its
 * first content — was not there yet: `window.__skeletonFirst` then holds what the screen showed.
 */
async function watchForSkeletonBeforeContent(page: Page, text: string) {
  await page.addInitScript((content) => {
    const check = () => {
      const main = document.querySelector('main');
      if (!main?.querySelector('h1') || main.textContent?.includes(content)) return;
      if (main.querySelector('.fj-skeleton'))
        (window as unknown as { __skeletonFirst?: string }).__skeletonFirst = main.innerText.slice(0, 200);
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }, text);
}

/** The reads the chrome makes on every screen (the theme and time zone, the inbox badge). */
const CHROME_READS = ['/api/settings', '/api/notifications'];

const screens = [
  {
    path: '/',
    name: 'home',
    // Today's card and the layout of the widgets: what the first screen shows.
    shown: (page: Page) => page.getByRole('heading', { name: 'Today', exact: true }),
    text: 'Today',
    // With today's wellness figures, asked for today in the user's time zone (the one the device saved).
    inPage: ['/api/home/today', '/api/user-layout', '/api/home/checklist', '/api/wellness/goals', '/api/wellness'],
  },
  {
    path: '/notes',
    name: 'notes',
    shown: (page: Page) => page.getByRole('article', { name: 'Pricing page copy' }),
    text: 'Pricing page copy',
    inPage: ['/api/notes', '/api/notes/tags'],
  },
  {
    path: '/journal',
    name: 'journal',
    // The entries, and the calendar's days of this month (its dates completed by the BFF in the user's zone).
    seed: async (page: Page) => {
      const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await postJson(page, '/api/journal', { date, mood: 4, content: 'Two demos, one lost deal.' });
    },
    shown: (page: Page) => page.getByText('Two demos, one lost deal.'),
    text: 'Two demos, one lost deal.',
    inPage: ['/api/journal', '/api/journal/days'],
  },
  {
    path: '/wellness',
    name: 'wellness',
    // Today's figures, and the history below them: its week and the year its streak is counted from.
    shown: async (page: Page) => {
      await expect(page.getByText('No days recorded in this period')).toBeVisible();
      return page.getByText('No streak yet: record today to start one');
    },
    text: 'No days recorded in this period',
    inPage: ['/api/wellness/goals', '/api/wellness'],
  },
  {
    path: '/content-plan',
    name: 'content plan',
    // Its three lists are for the business it shows first, from today and before it: the BFF completes their URLs.
    seed: async (page: Page) => {
      const business = await postJson(page, '/api/businesses', { name: 'Launch Co' });
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      await postJson(page, '/api/content-plans', {
        title: 'Launch thread',
        contentType: 'post',
        scheduledDate: tomorrow,
        businessId: business.id,
      });
    },
    shown: (page: Page) => page.getByText('Launch thread'),
    text: 'Launch thread',
    inPage: ['/api/businesses', '/api/content-plans'],
  },
];

for (const screen of screens) {
  test(`${screen.name}: the first view's data comes with the HTML, and the shell's code one step after it`, async ({
    page,
  }) => {
    await signUp(page);
    await postJson(page, '/api/notes', { title: 'Pricing page copy', content: 'Three tiers.', tags: ['product'] });
    await screen.seed?.(page);
    const { reads, scripts } = await recordChains(page);
    await watchForSkeletonBeforeContent(page, screen.text);
    await page.goto(screen.path);
    await expect(await screen.shown(page)).toBeVisible();
    // The screen's first render already shows its data (decision 3107): never drawn with a skeleton where the
    // content goes, then the content a task later.
    expect(await page.evaluate(() => (window as unknown as { __skeletonFirst?: string }).__skeletonFirst)).toBe(
      undefined,
    );
    const scriptsBeforeShown = scripts();
    const seen = reads();
    const asked = (path: string) => seen.filter((s) => new URL(s.url).pathname === path);
    // Answered inside the page: no request at all. Without, each was a request of its own (notes: 4, home: 7).
    for (const path of [...screen.inPage, ...CHROME_READS])
      expect(
        asked(path).map((s) => s.chain.join(' → ')),
        `${path}: answered inside the page`,
      ).toEqual([]);
    // Nor did anything else the view read before showing its content.
    const chained = seen.filter((s) => s.depth > 1).map((s) => s.chain.join(' → '));
    expect(chained, 'reads that waited for a script').toEqual([]);
    // Code too: the shell's start (its main script holds the start and the shared libraries, then the signed-in
    // app), the screen's remote entry and module, and the shared libraries that module needs before it runs are all
    // named by the page, not discovered one level after another. Without the preloads, home's page started 1 script
    // of 17 itself and notes' 1 of 22, up to six levels deep.
    const late = scriptsBeforeShown.filter((s) => s.depth > 1).map((s) => s.chain.join(' → '));
    expect(late, 'scripts a script started before the screen showed').toEqual([]);
    expect(scriptsBeforeShown.length).toBeGreaterThan(3);
    await expectNoA11yViolations(page, `${screen.path}, first view`);
    await shot(page, `first-view-${screen.name}`);
  });
}

// The BFF draws a signed-in screen into its page (decision 3114): the phone shows the chrome and the screen as soon as
// the page has arrived, before any of their code; the app's first render takes the drawing's place without a shift.
test('a signed-in screen shows before its code arrives, and the app takes over without moving it', async ({ page }) => {
  await signUp(page);
  await postJson(page, '/api/notes', { title: 'Pricing page copy', content: 'Three tiers.', tags: ['product'] });
  // Layout shifts and refusals by the page's policy, from the start.
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __refused: string[] };
    w.__shift = 0;
    w.__refused = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (e) => w.__refused.push(`${e.violatedDirective} ${e.sample}`));
  });
  // Every script held back until released: what shows meanwhile is the page alone.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/notes', { waitUntil: 'commit' });
  const note = page.getByRole('article', { name: 'Pricing page copy' });
  await expect(note).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Founder Journal home' })).toBeVisible();
  // The avatar's size is a style the page's script set (the policy refuses style attributes).
  expect((await page.locator('.fj-topbar__avatar .fj-avatar').boundingBox())?.width).toBe(34);
  const drawnAt = await note.boundingBox();
  await shot(page, 'first-view-drawn-notes');

  release();
  // The app's own screen, where the drawing was: nothing drawn (inert) is left, and the search works.
  await expect(page.locator('#fj-drawn')).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect(await note.boundingBox()).toEqual(drawnAt);
  await page.getByRole('searchbox').fill('tiers');
  await expect(note).toBeVisible();
  await page.getByRole('searchbox').fill('nothing like it');
  await expect(note).toBeHidden();
  await page.getByRole('searchbox').fill('');
  await expect(note).toBeVisible();
  const { shift, refused } = await page.evaluate(() => {
    const w = window as unknown as { __shift: number; __refused: string[] };
    return { shift: w.__shift, refused: w.__refused };
  });
  expect(shift).toBeLessThanOrEqual(0.02);
  expect(refused).toEqual([]);
  await expectNoA11yViolations(page, '/notes after the drawing');
});

// A read the server refuses for the user's plan comes inside the page as its refusal (decision 3116): a Free account's
// RSS reader shows its upgrade card from its first render, without asking again. (Here mf-social is deployed on its
// own origin, so the BFF does not draw it; its drawing of the card is tested in mf-social/test/firstViews.test.tsx.)
test("a Free account's RSS reader shows its upgrade card from the page's refusal, without asking again", async ({
  page,
}) => {
  await signUp(page);
  const asked: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/api/feeds' && asked.push(r.url())));
  await watchForSkeletonBeforeContent(page, 'The RSS reader is a Premium feature');
  await page.goto('/feeds');
  await expect(page.getByRole('heading', { level: 2, name: 'The RSS reader is a Premium feature' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Upgrade to Premium/ })).toBeVisible();
  expect(asked, 'the refusal came with the page').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __skeletonFirst?: string }).__skeletonFirst)).toBe(
    undefined,
  );
  await expectNoA11yViolations(page, '/feeds on the Free plan');
  await shot(page, 'first-view-feeds-free');
});

// A drawn screen needs none of the app's scripts: they are fetched from the page's head but run only once the drawing
// has been painted, so a phone paints it before the work of evaluating them (decision 3115).
test("a drawn screen's scripts run only after it has been painted", async ({ page }) => {
  await signUp(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __drawn?: boolean; __firstScriptAt?: number };
    new MutationObserver((records) => {
      w.__drawn ||= !!document.getElementById('fj-drawn');
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) w.__firstScriptAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  const { drawn, paintedAt, firstScriptAt } = await page.evaluate(() => {
    const w = window as unknown as { __drawn?: boolean; __firstScriptAt?: number };
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { drawn: w.__drawn, paintedAt: paint?.startTime, firstScriptAt: w.__firstScriptAt };
  });
  expect(drawn).toBe(true);
  expect(paintedAt).toBeGreaterThan(0);
  expect(firstScriptAt).toBeGreaterThan(paintedAt);
});

// The drawing's dates are the user's, not the server's (a draw runs in the zone the user's settings hold): a zone whose
// date differs from UTC's now (UTC−11 before 10:00 UTC, UTC+14 from then on), on the device and in the settings.
test.describe('a drawn screen far from the server', () => {
  const zone = new Date().getUTCHours() < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
  test.use({ timezoneId: zone });

  test("shows the date of the user's time zone before its code arrives", async ({ page }) => {
    await signUp(page);
    const saved = await page.request.post('/api/settings', {
      data: { timeZone: zone },
      headers: { Origin: test.info().project.use.baseURL! },
    });
    expect(saved.status()).toBe(200);
    await page.route(/\.js(\?|$)/, () => undefined); // never answered: the page alone
    await page.goto('/', { waitUntil: 'commit' });
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date());
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
    await expect(page.locator('#fj-drawn .fjh-header__date')).toHaveText(today);
  });
});

test("a loading skeleton's shine runs on the compositor: no paint on the main thread each frame", async ({ page }) => {
  await signUp(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Skeletons as a screen shows them while it loads, with the app's own stylesheet.
  await page.evaluate(() => {
    const list = document.createElement('div');
    list.id = 'skeletons';
    for (let i = 0; i < 6; i++) {
      const skeleton = document.createElement('div');
      skeleton.className = 'fj-skeleton';
      skeleton.style.height = '96px';
      list.append(skeleton);
    }
    document.body.prepend(list);
  });
  // Every property the skeletons animate (a moving background-position repainted each skeleton each frame).
  const animated = await page.evaluate(() =>
    [
      ...new Set(
        document
          .getElementById('skeletons')!
          .getAnimations({ subtree: true })
          .flatMap((a) => (a.effect as KeyframeEffect).getKeyframes())
          .flatMap((k) =>
            Object.keys(k).filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)),
          ),
      ),
    ].sort(),
  );
  expect(animated).toEqual(['transform']);
});

/** The scripts the app page names, each with its text as the BFF sends it. */
async function appPageScripts(request: APIRequestContext, baseURL: string) {
  const page = await (await request.get(`${baseURL}/app.html`)).text();
  const scripts = [...page.matchAll(/<script[^>]*\ssrc="?([^"\s>]+\.js)"?/g)].map((m) => m[1]);
  return Promise.all(
    scripts.map(async (script) => ({ script, text: await (await request.get(baseURL + script)).text() })),
  );
}

// Chrome compiles a file that starts with this comment while it downloads, on a background thread, instead of each
// function on the main thread when it is first called (decision 3111).
test('the scripts the app page names are marked for compiling while they download', async ({ request }, testInfo) => {
  const scripts = await appPageScripts(request, String(testInfo.project.use.baseURL));
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  for (const { script, text } of scripts) expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(true);
});

// React Router's package names only its development build; the app's scripts carry its production build, without the
// warnings it would check on every render (decision 3113).
test("the app page's scripts carry the router's production build", async ({ request }, testInfo) => {
  const texts = (await appPageScripts(request, String(testInfo.project.use.baseURL))).map((s) => s.text);
  // The router is there (its route matching), its development warnings are not.
  expect(
    texts.some((text) => text.includes('useRoutes() may be used only in the context of a <Router> component')),
  ).toBe(true);
  expect(texts.filter((text) => text.includes('No routes matched location'))).toEqual([]);
});

// The first date or number a page formats loads the browser's locale and time-zone data, one long task on a phone's
// main thread; the page starts a worker that loads it meanwhile, and the page's threads share it (decision 3112).
test('a signed-in page loads the date data in a worker the policy allows', async ({ page }) => {
  await signUp(page);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  const worker = page.waitForEvent('worker');
  await page.goto('/journal');
  expect((await worker).url()).toMatch(/^blob:/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(refused).toEqual([]);
});
