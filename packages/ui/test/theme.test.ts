import fs from 'node:fs';
import path from 'node:path';
import { applyTheme, THEME_STORAGE_KEY } from '../src/theme/theme';

const css = fs.readFileSync(path.join(__dirname, '../src/styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const block = (selector: string) => {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${selector} not found`);
  return css.slice(start + selector.length + 2, css.indexOf('}', start));
};
const declarations = (body: string) =>
  Object.fromEntries(
    body
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.startsWith('--') || d.startsWith('color-scheme'))
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );

describe('the dark palette', () => {
  const light = declarations(block(':root'));
  const dark = declarations(block(":root[data-theme='dark']"));
  const system = declarations(block("  :root[data-theme='system']"));

  it("'system' on a dark device is exactly 'dark'", () => {
    expect(system).toEqual(dark);
  });

  it('only redefines variables the light theme has', () => {
    expect(Object.keys(dark).filter((name) => !(name in light))).toEqual([]);
    expect(dark['color-scheme']).toBe('dark');
  });

  it('components use only the variables: no colour literal outside the palettes', () => {
    const afterPalettes = css.slice(css.indexOf('*,\n*::before'));
    expect(afterPalettes.match(/#[0-9a-f]{3,8}\b|rgba?\(/gi) ?? []).toEqual([]);
  });
});

describe('applyTheme', () => {
  it('sets data-theme on the document', () => {
    applyTheme('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    applyTheme('system');
    expect(document.documentElement).toHaveAttribute('data-theme', 'system');
    applyTheme('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('remembers the theme on this device for the next load (the documents apply it before the first paint)', () => {
    applyTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    applyTheme('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('still applies the theme when storage is blocked', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => applyTheme('dark')).not.toThrow();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    setItem.mockRestore();
  });
});
