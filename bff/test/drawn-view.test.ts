import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRAWN_VIEW_SCRIPT, drawnViews } from '../src/drawn-view';
import type { RemoteStart } from '../src/first-view';

// A signed-in screen drawn into its page (docs/decisions/3114-a-first-view-drawn-by-the-server.md), with server builds
// written here: what the BFF hands them, what it does with what they draw, and when it draws nothing.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'drawn-view-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const remoteUrls = {
  mf_business: '/remotes/mf-business/remoteEntry.js',
  mf_social: 'https://cdn.example.com/mf-social/remoteEntry.js',
};
const start: RemoteStart = {
  entry: '',
  scripts: [],
  styles: ['/remotes/mf-business/notes.1a2b3c4d5e.css'],
  shares: {},
};
const build = (app: string, source: string) => {
  const file = path.join(root, app, 'dist', 'server', 'first-views.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  // A later time than any earlier write: the BFF notices the new build.
  const later = new Date(Date.now() + 1000 * Math.random() + 1000);
  fs.utimesSync(file, later, later);
};
// The remote draws what it was given and a style attribute; the shell wraps it. (The time zone a draw runs in is
// checked end to end, first-view.spec.ts: Jest gives a test a copy of process.env, whose TZ the runtime ignores.)
const REMOTE = `exports.drawFirstView = (expose, input) => expose === './NotesPage'
  ? '<h1 style="color:red">' + input.user.firstName + ' ' + input.url + ' ' + input.route + ' ' +
    Object.keys(input.answers).join(',') + ' style=&quot;text&quot;</h1>'
  : undefined;`;
const SHELL = `exports.drawChrome = (input) => '<header class="fj-topbar"></header><main>' + input.page + '</main>';`;
const answers = { '/api/settings': { timeZone: 'Asia/Tokyo' }, '/api/notes': [] };

beforeAll(() => {
  build('shell', SHELL);
  build('mf-business', REMOTE);
});

describe('drawnViews', () => {
  it("draws the route's screen inside the chrome, after the screen's style sheets", () => {
    const zoneBefore = process.env.TZ;
    const html = drawnViews(root, remoteUrls)('/notes?tag=product', { firstName: 'Ada' }, answers, start)!;
    expect(
      html.startsWith(
        '<link rel="stylesheet" href="/remotes/mf-business/notes.1a2b3c4d5e.css"><div id="fj-drawn" inert>',
      ),
    ).toBe(true);
    expect(html).toContain(
      '<header class="fj-topbar"></header><main><h1 data-fj-style="color:red">Ada /notes?tag=product /notes ' +
        '/api/settings,/api/notes style=&quot;text&quot;</h1></main></div>',
    );
    // Drawn in the user's zone (Asia/Tokyo), and the process's is as it was after the draw.
    expect(process.env.TZ).toBe(zoneBefore);
    // No style attribute is left for the policy to refuse; the page's script sets them.
    expect(html).not.toMatch(/ style="/);
    expect(html.endsWith(`<script>${DRAWN_VIEW_SCRIPT}</script>`)).toBe(true);
  });

  it('draws nothing for a remote on another origin, a path that is no route or a screen the remote does not draw', () => {
    const draw = drawnViews(root, remoteUrls);
    expect(draw('/feeds', {}, answers, start)).toBeUndefined();
    expect(draw('/no-such-screen', {}, answers, start)).toBeUndefined();
    expect(draw('/meeting-notes', {}, answers, start)).toBeUndefined();
    expect(draw('/notes', {}, answers, undefined)).toBeUndefined();
  });

  it('draws a screen of the chosen business only when there is one to choose', () => {
    build('mf-business', `exports.drawFirstView = () => '<h1>Content plan</h1>';`);
    const draw = drawnViews(root, remoteUrls);
    const one = { ...answers, '/api/businesses': [{ id: 'b1' }] };
    expect(draw('/content-plan', {}, one, start)).toContain('<h1>Content plan</h1>');
    // Two: the device may show the second, which the page has no answers for.
    const two = { ...answers, '/api/businesses': [{ id: 'b1' }, { id: 'b2' }] };
    expect(draw('/content-plan', {}, two, start)).toBeUndefined();
    expect(draw('/content-plan', {}, answers, start)).toBeUndefined();
    build('mf-business', REMOTE);
  });

  it('draws nothing without a server build, or with one that fails to load, and picks up a redeployed one', () => {
    const draw = drawnViews(root, { ...remoteUrls, mf_teams: '/remotes/mf-teams/remoteEntry.js' });
    expect(draw('/teams', {}, answers, start)).toBeUndefined();
    build('mf-teams', 'throw new Error("built for another runtime");');
    expect(draw('/teams', {}, answers, start)).toBeUndefined();
    build('mf-teams', `exports.drawFirstView = () => '<h1>Teams</h1>';`);
    expect(draw('/teams', {}, answers, start)).toContain('<main><h1>Teams</h1></main>');
  });

  it('draws nothing when the chrome cannot be drawn', () => {
    build('shell', 'exports.drawChrome = () => undefined;');
    try {
      expect(drawnViews(root, remoteUrls)('/notes', { firstName: 'Ada' }, answers, start)).toBeUndefined();
    } finally {
      build('shell', SHELL);
    }
  });
});
