import { heldScript, holdScripts, SCRIPT_START } from '../src/held-scripts';

// A signed-in page's scripts are fetched from its head but run by its last element, after the drawn screen has been
// painted (decision 3115).
describe('holdScripts', () => {
  it("turns the shell build's deferred scripts into preloads run in their order, and keeps everything else", () => {
    const html =
      '<head><script>inline()</script><script defer src=/libraries.a.js></script><script defer="defer" src="/main.b.js"></script>' +
      '<script src="/other.js"></script></head>';
    expect(holdScripts(html)).toBe(
      `<head><script>inline()</script>${heldScript('/libraries.a.js', 'defer')}${heldScript('/main.b.js', 'defer')}` +
        '<script src="/other.js"></script></head>',
    );
  });

  it('names a script as a low-priority preload, its address made safe for the attribute', () => {
    expect(heldScript('/a.js?x="<b>"&y', 'async')).toBe(
      '<link rel="preload" as="script" fetchpriority="low" href="/a.js?x=&quot;&lt;b&gt;&quot;&amp;y" data-fj-run="async">',
    );
  });

  // What it does in a document: ./script-start.test.ts.
  it('is started by a script that can be inlined in the page: no script tag inside it', () => {
    expect(SCRIPT_START).not.toMatch(/<\/?script/i);
  });
});
