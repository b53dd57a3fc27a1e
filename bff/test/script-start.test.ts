/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { heldScript, SCRIPT_START } from '../src/held-scripts';

// The signed-in page's last element (decision 3115), run in a document: it runs the page's held scripts in their
// order, at once without a drawing, and with one only after it has been painted — at the latest after 3 s, at once in
// a hidden page.

/** A page naming three held scripts, with or without a drawn screen; what the loader inserted is read back. */
function page({ drawn }: { drawn: boolean }) {
  document.head.innerHTML =
    heldScript('/libraries.a.js', 'defer') + heldScript('/main.b.js', 'defer') + heldScript('/374.c.js', 'async');
  document.body.innerHTML = drawn ? '<div id="fj-drawn" inert><main>Notes</main></div>' : '<div id="root"></div>';
}
const inserted = () =>
  [...document.querySelectorAll('script[src]')].map(
    (s) => `${new URL((s as HTMLScriptElement).src).pathname}${(s as HTMLScriptElement).async ? ' async' : ''}`,
  );
/** The loader as the page's last element: an inline script the document runs. */
const runLoader = () => {
  const loader = document.createElement('script');
  loader.textContent = SCRIPT_START;
  document.body.append(loader);
};

let frames: FrameRequestCallback[] = [];
let paintObserver: PerformanceObserverCallback | undefined;
beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  paintObserver = undefined;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  // The paint-timing observer the browser has (jsdom has none).
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
    constructor(cb: PerformanceObserverCallback) {
      paintObserver = cb;
    }
    observe() {}
    disconnect() {}
  };
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});
const frame = () => frames.splice(0).forEach((cb) => cb(performance.now()));
const firstContentfulPaint = () =>
  paintObserver!(
    { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) } as never,
    {} as never,
  );

it('without a drawing, runs the scripts at once, the deferred ones in order, each once', () => {
  page({ drawn: false });
  runLoader();
  expect(inserted()).toEqual(['/libraries.a.js', '/main.b.js', '/374.c.js async']);
  jest.advanceTimersByTime(5000);
  expect(inserted()).toHaveLength(3);
});

it('with a drawing, waits for its first contentful paint and two frames, then runs them', () => {
  page({ drawn: true });
  runLoader();
  frame();
  frame();
  jest.advanceTimersByTime(10);
  expect(inserted()).toEqual([]); // two frames, but the paint not yet presented
  firstContentfulPaint();
  jest.advanceTimersByTime(0);
  expect(inserted()).toEqual(['/libraries.a.js', '/main.b.js', '/374.c.js async']);
});

it('with a drawing that is never painted, runs them after 3 s, not before', () => {
  page({ drawn: true });
  runLoader();
  jest.advanceTimersByTime(2900);
  expect(inserted()).toEqual([]);
  jest.advanceTimersByTime(200);
  expect(inserted()).toHaveLength(3);
});

it('runs them at once in a hidden page, or as soon as the page is hidden', () => {
  page({ drawn: true });
  Object.defineProperty(document, 'hidden', { configurable: true, value: true });
  runLoader();
  expect(inserted()).toHaveLength(3);

  page({ drawn: true });
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
  runLoader();
  expect(inserted()).toEqual([]);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(inserted()).toHaveLength(3);
});
