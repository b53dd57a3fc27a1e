import crypto from 'node:crypto';
import fs from 'node:fs';
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
.fj-auth__foot { text-align: center; font-size: 13px; color: var(--fj-text-muted); }
.fj-auth__foot a { color: inherit; text-decoration: underline; }
.fj-legal { display: grid; gap: 12px; padding: 20px; max-width: 720px; }
.fj-legal h2 { margin-top: 8px; font-size: 18px; font-weight: 800; }
.fj-legal p, .fj-legal li { color: var(--fj-text); line-height: 1.55; }
.fj-legal ul { display: grid; gap: 6px; margin: 0; padding-left: 20px; }
.fj-legal code { font-size: 14px; }
`;

/** The show-password switch: shown only when this runs (without script the page works, minus the switch). */
const SHOW_PASSWORD_SCRIPT = `(function () {
  document.querySelectorAll('[data-show-password]').forEach(function (toggle) {
    var input = document.getElementById(toggle.getAttribute('data-show-password'));
    var label = toggle.closest('label');
    if (!input || !label) return;
    label.hidden = false;
    toggle.addEventListener('change', function () {
      input.type = toggle.checked ? 'text' : 'password';
    });
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
export const SIGN_IN_JS = asset('sign-in', 'js', SHOW_PASSWORD_SCRIPT);
export const THEME_JS = asset('theme', 'js', THEME_BOOT_SCRIPT);

/** Serves the server pages' stylesheet and scripts (immutable: their URLs change with their content). */
export function signInAssets(): Router {
  const router = Router();
  for (const { url, type, body } of [SIGN_IN_CSS, SIGN_IN_JS, THEME_JS]) {
    router.get(url, (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.type(type).send(body);
    });
  }
  return router;
}
