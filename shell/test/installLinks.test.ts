import { INSTALL_LINKS_AFTER_START_MS, linkInstallFilesAfterFirstScreen } from '../src/pwa/installLinks';

// The app's page links its manifest and PNG icon once its first screen is drawn (decision 3107): Chromium fetches both
// as soon as they are linked, and the first screen's scripts were waiting for those connections.

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);

it('links nothing at start; the manifest and the icon once the first screen is behind', () => {
  linkInstallFilesAfterFirstScreen();
  jest.advanceTimersByTime(INSTALL_LINKS_AFTER_START_MS - 1);
  expect(links()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(links()).toEqual(['manifest /manifest.webmanifest', 'icon /icons/icon-192.png']);
  expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('sizes')).toBe('192x192');
});

it('a page that links its manifest already (the landing page) gets no second one', () => {
  document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
  linkInstallFilesAfterFirstScreen();
  jest.runAllTimers();
  expect(links()).toEqual(['manifest /manifest.webmanifest']);
});

it('a page left before then links nothing', () => {
  const cancel = linkInstallFilesAfterFirstScreen();
  cancel();
  jest.runAllTimers();
  expect(links()).toEqual([]);
});
