import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstReads, firstViewHead, remoteManifests, shellStartChunks } from '../src/first-view';
import { heldScript } from '../src/held-scripts';
import { jsonForHtml } from '../src/html-text';

// What a signed-in route's page names (docs/decisions/3102-no-waterfall.md), on a build folder written here.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-view-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const remoteUrls = {
  mf_home: '/remotes/mf-home/remoteEntry.js',
  mf_business: '/remotes/mf-business/remoteEntry.js',
};
const writeManifest = (remote: string, exposes: unknown) => {
  fs.mkdirSync(path.join(root, remote, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, remote, 'dist', 'mf-manifest.json'), JSON.stringify({ exposes }));
};
const expose = (name: string, js: string[], css: string[] = []) => ({
  name,
  assets: { js: { sync: js, async: ['later.js'] }, css: { sync: css, async: [] } },
});

describe('jsonForHtml', () => {
  it('leaves nothing that can end the data block or open markup, and reads back the same value', () => {
    const hostile = { firstName: '</script><script>alert(1)</script><!--', note: 'a & b > c \u2028\u2029' };
    const json = jsonForHtml(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('firstViewHead', () => {
  it("names the route's remote entry, its first chunks and styles, and the user", () => {
    writeManifest('mf-business', [
      expose('NotesPage', ['__federation_expose_NotesPage.1a2b3c4d5e.js'], ['notes.1a2b3c4d5e.css']),
    ]);
    const manifests = remoteManifests(root, remoteUrls);
    const head = firstViewHead('/notes', { id: 'u1', firstName: '</script>' }, remoteUrls, manifests);
    expect(head).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/remotes/mf-business/remoteEntry.js">',
    );
    // Its chunks run as they arrive (decisions 3109, 3115); the entry, which needs the shell's runtime, is only fetched.
    expect(head).toContain(heldScript('/remotes/mf-business/__federation_expose_NotesPage.1a2b3c4d5e.js', 'async'));
    expect(head).not.toContain('remoteEntry.js" data-fj-run');
    expect(head).toContain(
      '<link rel="preload" as="style" fetchpriority="low" href="/remotes/mf-business/notes.1a2b3c4d5e.css">',
    );
    expect(head).not.toContain('later.js');
    // The first reads are answered inside the page (firstReads below), not preloaded.
    expect(head).not.toContain('as="fetch"');
    const data = /<script type="application\/json" id="fj-first-view">(.*)<\/script>$/.exec(head)![1];
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data)).toEqual({ user: { id: 'u1', firstName: '</script>' }, remotes: remoteUrls });
  });

  it('picks up a redeployed remote: a new manifest names the new chunks', () => {
    writeManifest('mf-home', [expose('HomePage', ['home.aaaaaaaaaa.js'])]);
    const manifests = remoteManifests(root, remoteUrls);
    expect(firstViewHead('/', {}, remoteUrls, manifests)).toContain('/remotes/mf-home/home.aaaaaaaaaa.js');
    const file = path.join(root, 'mf-home', 'dist', 'mf-manifest.json');
    writeManifest('mf-home', [expose('HomePage', ['home.bbbbbbbbbb.js'])]);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const head = firstViewHead('/', {}, remoteUrls, manifests);
    expect(head).toContain('/remotes/mf-home/home.bbbbbbbbbb.js');
    expect(head).not.toContain('home.aaaaaaaaaa.js');
  });

  it('without a manifest, or on a path that is no route, still names what it can', () => {
    const manifests = remoteManifests(root, { ...remoteUrls, mf_teams: '/remotes/mf-teams/remoteEntry.js' });
    const teams = firstViewHead('/teams', {}, { mf_teams: '/remotes/mf-teams/remoteEntry.js' }, manifests);
    expect(teams).toContain('href="/remotes/mf-teams/remoteEntry.js"');
    const unknown = firstViewHead('/no-such-screen', { id: 'u1' }, remoteUrls, manifests);
    expect(unknown).not.toContain('as="script"');
    expect(unknown).toContain('"id":"u1"');
  });
});

describe('firstReads', () => {
  it("names the chrome's reads and the screen's, and those the BFF completes (today, the business) apart", () => {
    expect(firstReads('/notes')).toEqual({
      asked: ['/api/settings', '/api/notifications', '/api/notes', '/api/notes/tags'],
      derived: [],
    });
    expect(firstReads('/').derived).toEqual(['/api/wellness?startDate={today}&endDate={today}']);
    expect(firstReads('/').asked).not.toContainEqual(expect.stringContaining('{today}'));
    expect(firstReads('/journal').derived).toEqual(['/api/journal/days?from={month-start}&to={month-end}']);
    // Wellness: today's figures, and the history's week and year below them.
    expect(firstReads('/wellness').derived).toEqual([
      '/api/wellness?startDate={today}&endDate={today}',
      '/api/wellness?startDate={week-start}&endDate={today}',
      '/api/wellness?startDate={year-start}&endDate={today}',
    ]);
    // The content plan's lists are the business's shown first, from today / before yesterday: completed by the BFF.
    expect(firstReads('/content-plan').asked).toContain('/api/businesses');
    expect(firstReads('/content-plan').derived).toEqual([
      '/api/content-plans?{business}from={today}',
      '/api/content-plans?{business}status=draft',
      '/api/content-plans?{business}to={yesterday}&limit=20',
    ]);
  });

  it("leaves a screen's own reads out when a query string changes them; any signed-in page has the chrome's", () => {
    expect(firstReads('/notes?tag=product')).toEqual({ asked: ['/api/settings', '/api/notifications'], derived: [] });
    expect(firstReads('/no-such-screen').asked).toEqual(['/api/settings', '/api/notifications']);
  });
});

describe("firstViewHead with the shell build's lists", () => {
  it("runs the shell's own start chunks as they arrive, at low priority like main.js, from the shell build's list", () => {
    const start = shellStartChunks(root);
    expect(start()).toEqual({ scripts: [], styles: [], shared: {} });
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    const file = path.join(root, 'shell', 'dist', 'start-chunks.json');
    // Only same-origin paths are named; anything else in the file is ignored.
    fs.writeFileSync(
      file,
      JSON.stringify({ scripts: ['/412.aaaaaaaaaa.js', 'https://elsewhere.example/x.js', 7], styles: ['/804.a.css'] }),
    );
    const head = firstViewHead('/', {}, remoteUrls, remoteManifests(root, remoteUrls), start());
    expect(head).toContain(heldScript('/412.aaaaaaaaaa.js', 'async'));
    expect(head).toContain('<link rel="preload" as="style" fetchpriority="low" href="/804.a.css">');
    expect(head).not.toContain('elsewhere.example');
    fs.writeFileSync(file, '{ not json');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(start()).toEqual({ scripts: [], styles: [], shared: {} });
  });

  it("preloads the shared libraries the screen needs before it runs: the shell's copy, else the remote's own", () => {
    writeManifest('mf-business', [expose('NotesPage', ['__federation_expose_NotesPage.1a2b3c4d5e.js'])]);
    fs.writeFileSync(
      path.join(root, 'mf-business', 'dist', 'expose-shares.json'),
      JSON.stringify({
        NotesPage: { react: ['3696.r.js'], '@fj/ui/dialog': ['4196.d.js'], '@fj/ui/select': ['1191.s.js'] },
      }),
    );
    const manifests = remoteManifests(root, remoteUrls);
    // A shell build that says nothing of shared libraries: none are named (the remote's react would be wasted).
    expect(firstViewHead('/notes', {}, remoteUrls, manifests)).not.toMatch(/3696|4196|1191/);

    const shell = { scripts: [], styles: [], shared: { react: [], '@fj/ui/dialog': ['/620.x.js', '/0.y.js'] } };
    const head = firstViewHead('/notes', {}, remoteUrls, manifests, shell);
    // react is in the shell's main script; the dialog is the shell's; only the remote provides the select.
    expect(head).not.toContain('3696.r.js');
    expect(head).not.toContain('4196.d.js');
    for (const href of ['/620.x.js', '/0.y.js', '/remotes/mf-business/1191.s.js'])
      expect(head).toContain(heldScript(href, 'async'));
    // Another screen of the same remote names none of them.
    expect(firstViewHead('/businesses', {}, remoteUrls, manifests, shell)).not.toMatch(/620\.x|1191/);
  });
});
