import express from 'express';
import request from 'supertest';
import { renderLoginPage, renderMessagePage } from '../src/auth/login-page';
import fs from 'node:fs';
import path from 'node:path';
import { SIGN_IN_CSS, SIGN_IN_JS, THEME_BOOT_SCRIPT, THEME_JS, signInAssets } from '../src/auth/sign-in-assets';

// One sign-in look (decision 0902). The page is the app's design (@fj/ui's stylesheet, icon, 16 px inputs, 44 px tabs),
// keeps the email after an error, and has a show-password switch, all without inline script or style (CSP).

describe('the sign-in page', () => {
  it("links the app's stylesheet and icon, and carries no inline script or style", () => {
    const html = renderLoginPage({ mode: 'signin' });
    expect(html).toContain(`<link rel="stylesheet" href="${SIGN_IN_CSS.url}">`);
    expect(html).toContain(`<script src="${SIGN_IN_JS.url}" defer></script>`);
    expect(html).toContain('src="/icons/favicon.svg"');
    expect(html).not.toMatch(/<style|\sstyle="|<script>|\son[a-z]+="/);
  });

  it("applies the device's theme before the first paint: the app's own boot script, loaded before the stylesheet", () => {
    const html = renderLoginPage({ mode: 'signin' });
    expect(html.indexOf(`<script src="${THEME_JS.url}"></script>`)).toBeGreaterThan(0);
    expect(html.indexOf(`<script src="${THEME_JS.url}"></script>`)).toBeLessThan(html.indexOf(SIGN_IN_CSS.url));
    // The same line the app's documents run inline (shell/src/index.html, allowed there by its hash).
    const shellDocument = fs.readFileSync(path.join(__dirname, '../../shell/src/index.html'), 'utf8');
    expect(shellDocument).toContain(`<script>${THEME_BOOT_SCRIPT}</script>`);
  });

  it("uses the app's controls: 16 px inputs (fj-input), tabs (fj-tabs__trigger), the primary button", () => {
    const html = renderLoginPage({ mode: 'register' });
    expect(html.match(/class="fj-input"/g)).toHaveLength(4); // first name, last name, email, password
    expect(html).toContain(
      '<a class="fj-tabs__trigger" href="/api/login?mode=register" data-state="active" aria-current="page">Create account</a>',
    );
    expect(html).toContain(
      'class="fj-btn fj-btn--primary fj-btn--lg fj-btn--block" type="submit">Create account</button>',
    );
  });

  it("says 'At least 8 characters.' under the new password, tied to it for screen readers", () => {
    const html = renderLoginPage({ mode: 'register' });
    expect(html).toContain('<p class="fj-field__hint" id="password-hint">At least 8 characters.</p>');
    expect(html).toMatch(/id="password"[^>]*aria-describedby="password-hint"/);
    expect(renderLoginPage({ mode: 'signin' })).not.toContain('password-hint');
  });

  it('offers a show-password switch that the script reveals (hidden without script)', () => {
    const html = renderLoginPage({ mode: 'signin' });
    expect(html).toContain(
      '<label class="fj-auth__show" hidden><input type="checkbox" data-show-password="password">Show password</label>',
    );
    expect(SIGN_IN_JS.body).toContain("input.type = toggle.checked ? 'text' : 'password'");
  });

  it('keeps the (escaped) email after an error and puts the cursor in the password field', () => {
    const html = renderLoginPage({
      mode: 'signin',
      email: 'ada"<x>@example.com',
      error: 'Incorrect password. Please try again.',
    });
    expect(html).toContain('value="ada&#34;&#60;x&#62;@example.com"');
    expect(html).toContain('<div class="fj-auth__error" role="alert">Incorrect password. Please try again.</div>');
    expect(html).toMatch(/id="password"[^>]*autofocus/);
    expect(renderLoginPage({ mode: 'signin' })).not.toContain('autofocus');
  });

  it('the message page has the same look', () => {
    const html = renderMessagePage('Sign-in failed', 'The provider refused.', {
      href: '/api/login',
      text: 'Try again',
    });
    expect(html).toContain(SIGN_IN_CSS.url);
    expect(html).toContain(
      '<a class="fj-btn fj-btn--primary fj-btn--lg fj-btn--block" href="/api/login">Try again</a>',
    );
  });
});

describe('its assets', () => {
  const app = express().use(signInAssets());

  it("serves @fj/ui's stylesheet (its variables and classes) with the page layout, cached for a year", async () => {
    const res = await request(app).get(SIGN_IN_CSS.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toContain('--fj-primary: #4f46e5;');
    expect(res.text).toContain('.fj-input {');
    expect(res.text).toContain('.fj-auth__card');
    expect(SIGN_IN_CSS.url).toMatch(/^\/auth\/sign-in\.[0-9a-f]{10}\.css$/);
  });

  it('serves the show-password script as JavaScript', async () => {
    const res = await request(app).get(SIGN_IN_JS.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect((await request(app).get('/auth/sign-in.0000000000.css')).status).toBe(404);
  });
});
