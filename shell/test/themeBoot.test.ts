import fs from 'node:fs';
import path from 'node:path';
import { applyTheme, THEME_STORAGE_KEY } from '@fj/ui';

// No flash on load (decision 1404): the documents' inline script applies the theme this device last showed before the
// first paint, from what applyTheme remembered; the inline style paints the matching background before any CSS.

const html = fs.readFileSync(path.join(__dirname, '../src/index.html'), 'utf8');
const bootScript = html.match(/<script>([\s\S]*?)<\/script>/)![1];
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the document's inline script, as the browser does
const boot = () => new Function(bootScript)();

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

it('applies the theme applyTheme remembered on this device', () => {
  for (const theme of ['dark', 'system', 'light'] as const) {
    applyTheme(theme);
    delete document.documentElement.dataset.theme;
    boot();
    expect(document.documentElement.dataset.theme).toBe(theme === 'light' ? undefined : theme);
  }
  expect(bootScript).toContain(`'${THEME_STORAGE_KEY}'`);
});

it('ignores anything else stored there, and blocked storage', () => {
  localStorage.setItem(THEME_STORAGE_KEY, '"><img src=x>');
  boot();
  expect(document.documentElement.dataset.theme).toBeUndefined();
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  expect(boot).not.toThrow();
  getItem.mockRestore();
});

it('paints the dark background before the stylesheet loads, for dark and for system on a dark device', () => {
  const style = html.match(/<style>([\s\S]*?)<\/style>/)![1];
  expect(style).toMatch(/:root\[data-theme='dark'\], :root\[data-theme='dark'\] body \{ background: #0b0f19;/);
  expect(style).toMatch(
    /@media \(prefers-color-scheme: dark\) \{ :root\[data-theme='system'\], :root\[data-theme='system'\] body \{ background: #0b0f19;/,
  );
  // The same colours as the palettes' --fj-bg.
  const css = fs.readFileSync(path.join(__dirname, '../../packages/ui/src/styles.css'), 'utf8');
  expect(css).toMatch(/:root \{[^}]*--fj-bg: #f5f6fa;/);
  expect(css).toMatch(/:root\[data-theme='dark'\] \{[^}]*--fj-bg: #0b0f19;/);
});
