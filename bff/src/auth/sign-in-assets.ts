import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';

// The sign-in page is served by the BFF but looks like the app: it links @fj/ui's own stylesheet (the app's font,
// colours, inputs, buttons and tabs) plus a few layout rules, and a tiny script for the show-password switch. Both
// are external same-origin files, so the page needs no inline script or style (CSP 'self').

/** Layout of the sign-in page only; every colour and control comes from @fj/ui's styles.css variables and classes. */
const SIGN_IN_LAYOUT_CSS = `
.fj-auth { display: flex; flex-direction: column; min-height: 100dvh; max-width: 640px; margin: 0 auto;
  padding: var(--fj-safe-top) 0 var(--fj-safe-bottom); }
.fj-auth__header { display: flex; align-items: center; justify-content: space-between; height: 56px; padding: 0 16px; }
.fj-auth__brand { display: flex; align-items: center; gap: 8px; color: var(--fj-text); font-size: 17px; font-weight: 800;
  text-decoration: none; }
.fj-auth__brand img { display: block; border-radius: 8px; }
.fj-auth__main { display: grid; gap: 16px; width: 100%; max-width: 440px; margin: 0 auto; padding: 16px 16px 32px; }
.fj-auth__main--wide { max-width: 760px; }
.fj-auth__card { display: grid; gap: 16px; padding: 20px; }
.fj-auth__tabs .fj-tabs__trigger { display: flex; align-items: center; justify-content: center; flex: 1 1 0;
  text-decoration: none; }
.fj-auth__title { font-size: 26px; font-weight: 850; letter-spacing: -0.02em; line-height: 1.15; }
.fj-auth__lead { margin-top: 4px; color: var(--fj-text-muted); }
.fj-auth__error { padding: 10px 12px; border: 1px solid var(--fj-danger); border-radius: var(--fj-radius-sm);
  background: var(--fj-danger-soft); color: var(--fj-danger-strong); font-size: 15px; font-weight: 600; }
.fj-auth__password { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
.fj-auth__password .fj-label { margin: 0; }
.fj-auth__show { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; margin: -12px 0 -12px;
  font-size: 14px; font-weight: 600; color: var(--fj-text-muted); cursor: pointer; }
.fj-auth__show input { width: 18px; height: 18px; margin: 0; accent-color: var(--fj-primary); }
.fj-auth__show[hidden] { display: none; }
.fj-auth__link { display: inline-flex; align-items: center; justify-content: center; min-height: 44px;
  color: var(--fj-primary-strong, var(--fj-primary)); font-weight: 600; text-decoration: underline; }
.fj-auth__forgot { margin-top: 4px; font-size: 14px; }
.fj-auth__passkey { display: grid; gap: 12px; }
.fj-auth__passkey[hidden], .fj-auth__error[hidden] { display: none; }
.fj-auth__or { display: flex; align-items: center; gap: 12px; color: var(--fj-text-muted); font-size: 14px; }
.fj-auth__or::before, .fj-auth__or::after { content: ''; flex: 1; border-top: 1px solid var(--fj-border); }
.fj-auth__foot { text-align: center; font-size: 13px; color: var(--fj-text-muted); }
.fj-auth__foot a { color: inherit; text-decoration: underline; }
.fj-legal { display: grid; gap: 12px; padding: 20px; max-width: 720px; }
.fj-legal h2 { margin-top: 8px; font-size: 18px; font-weight: 800; }
.fj-legal p, .fj-legal li { color: var(--fj-text); line-height: 1.55; }
.fj-legal ul { display: grid; gap: 6px; margin: 0; padding-left: 20px; }
.fj-legal code { font-size: 14px; }
`;

/**
 * The page's script: the show-password switch, and passkeys — a 'Sign in with a passkey' button and, where the
 * browser has conditional UI, this site's passkeys offered in the email field's autofill (@simplewebauthn/browser,
 * loaded before it as its own file). Without script the page works, minus both.
 */
const SIGN_IN_SCRIPT = `(function () {
  document.querySelectorAll('[data-show-password]').forEach(function (toggle) {
    var input = document.getElementById(toggle.getAttribute('data-show-password'));
    var label = toggle.closest('label');
    if (!input || !label) return;
    label.hidden = false;
    toggle.addEventListener('change', function () {
      input.type = toggle.checked ? 'text' : 'password';
    });
  });

  var box = document.querySelector('[data-passkey]');
  var lib = window.SimpleWebAuthnBrowser;
  if (!box || !lib || !lib.browserSupportsWebAuthn()) return;
  var form = document.querySelector('form[data-next]');
  var next = (form && form.getAttribute('data-next')) || '/';
  var errorBox = box.querySelector('[data-passkey-error]');
  var button = box.querySelector('[data-passkey-button]');
  box.hidden = false;

  function post(url, body) {
    return fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (data) {
        if (!res.ok) throw new Error(data.message || 'Signing in with a passkey failed. Please try again.');
        return data;
      });
    });
  }
  function signIn(autofill) {
    return post('/api/auth/passkey/options', {})
      .then(function (options) {
        return lib.startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
      })
      .then(function (response) { return post('/api/auth/passkey', { response: response }); })
      .then(function () { window.location.assign(next); });
  }
  function show(err) {
    if (err && err.name === 'AbortError') return; // another passkey request took over
    errorBox.textContent = err && err.name === 'NotAllowedError'
      ? 'No passkey was used. Try again, or sign in with your password.'
      : (err && err.message) || 'Signing in with a passkey failed. Please try again.';
    errorBox.hidden = false;
  }
  button.addEventListener('click', function () {
    errorBox.hidden = true;
    signIn(false).catch(show);
  });
  lib.browserSupportsWebAuthnAutofill().then(function (available) {
    if (available) signIn(true).catch(function (err) { if (err && err.name !== 'NotAllowedError') show(err); });
  });
})();
`;

/**
 * The theme this device last showed (@fj/ui's applyTheme keeps it under 'fj-theme'), applied before the first paint.
 * The same line is inline in the app's own documents (shell/src/index.html, allowed there by its hash; a test keeps
 * the two equal); server pages load it as a file. docs/decisions/1404-theme-without-a-flash.md.
 */
export const THEME_BOOT_SCRIPT =
  "try{var t=localStorage.getItem('fj-theme');if(t==='dark'||t==='system')document.documentElement.dataset.theme=t}catch(e){}";

interface Asset {
  url: string;
  type: string;
  body: string;
}

/** A content-hashed URL, so the file can be cached for a year and a new build is fetched at once. */
function asset(name: string, ext: 'css' | 'js', body: string): Asset {
  const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { url: `/auth/${name}.${hash}.${ext}`, type: ext === 'css' ? 'text/css' : 'text/javascript', body };
}

const uiStyles = fs.readFileSync(require.resolve('@fj/ui/styles.css'), 'utf8');

export const SIGN_IN_CSS = asset('sign-in', 'css', `${uiStyles}\n/* Sign-in page layout */\n${SIGN_IN_LAYOUT_CSS}`);
export const SIGN_IN_JS = asset('sign-in', 'js', SIGN_IN_SCRIPT);
// @simplewebauthn/browser's own browser build (it sets window.SimpleWebAuthnBrowser), served as it ships.
const webauthnBundle = path.join(
  path.dirname(require.resolve('@simplewebauthn/browser')),
  '..',
  'dist',
  'bundle',
  'index.umd.min.js',
);
export const WEBAUTHN_JS = asset('webauthn', 'js', fs.readFileSync(webauthnBundle, 'utf8'));
export const THEME_JS = asset('theme', 'js', THEME_BOOT_SCRIPT);

/** Serves the server pages' stylesheet and scripts (immutable: their URLs change with their content). */
export function signInAssets(): Router {
  const router = Router();
  for (const { url, type, body } of [SIGN_IN_CSS, SIGN_IN_JS, THEME_JS, WEBAUTHN_JS]) {
    router.get(url, (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.type(type).send(body);
    });
  }
  return router;
}
