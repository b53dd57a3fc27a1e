import { RESET_LINK_INVALID, RESET_LINK_SENT } from '@fj/contracts';
import { SIGN_IN_CSS, SIGN_IN_JS, THEME_JS, WEBAUTHN_JS } from './sign-in-assets';
import { TWO_FACTOR_PROMPT } from './sign-in';

/**
 * The built-in sign-in page and its other modes — create account, forgot password, choose a new password, the code
 * of two-step sign-in — in the app's design (@fj/ui's stylesheet, the app icon, 16 px inputs, 44 px targets). No inline
 * script or style: the CSP allows neither; the page's script (show password, passkeys) is a same-origin file.
 */
export interface LoginPageState {
  mode: 'signin' | 'register' | 'forgot' | 'reset' | 'two-factor';
  error?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Where to go after signing in: an already checked same-origin path (safeNextPath). */
  next?: string;
  /** forgot: the request was taken (the same answer for every email). */
  sent?: boolean;
  /** reset: the link's token, and whether it still works. */
  token?: string;
  tokenUsable?: boolean;
}

const esc = (s = '') => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The same mark as the app header (the PWA icon the shell serves). */
const BRAND = `<a class="fj-auth__brand" href="/"><img src="/icons/favicon.svg" width="32" height="32" alt="">Founder Journal</a>`;

const SHIELD = `<svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"/><path d="m9 12 2 2 4-4"/></svg>`;

/** A page the BFF serves itself (sign-in, sign-out, privacy) in the app's design and the device's theme. */
export function serverPage(
  title: string,
  main: string,
  { foot = 'Secure sign-in · Your data stays yours', wide = false } = {},
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#4f46e5">
<title>${esc(title)} · Founder Journal</title>
<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">
<script src="${THEME_JS.url}"></script>
<link rel="stylesheet" href="${SIGN_IN_CSS.url}">
<script src="${WEBAUTHN_JS.url}" defer></script>
<script src="${SIGN_IN_JS.url}" defer></script>
</head>
<body><div class="fj-auth">
  <header class="fj-auth__header">${BRAND}<span class="fj-badge fj-badge--success">${SHIELD}Secure</span></header>
  <main class="fj-auth__main${wide ? ' fj-auth__main--wide' : ''}">
${main}
    <p class="fj-auth__foot">${esc(foot)} · <a href="/privacy">Privacy</a></p>
  </main>
</div></body></html>`;
}

const field = (id: string, label: string, attrs: string) =>
  `<div class="fj-field"><label class="fj-label" for="${id}">${label}</label><input class="fj-input" id="${id}" ${attrs}></div>`;

const PASSWORD_HINT = '<p class="fj-field__hint" id="password-hint">At least 8 characters.</p>';

/** A password field with its show-password switch (shown by the page's script); `extra` sits beside the label. */
function passwordField(autocomplete: string, { autofocus = false, hint = false, extra = '', label = 'Password' } = {}) {
  return `<div class="fj-field">
          <div class="fj-auth__password">
            <label class="fj-label" for="password">${label}</label>
            <label class="fj-auth__show" hidden><input type="checkbox" data-show-password="password">Show password</label>
          </div>
          <input class="fj-input" id="password" name="password" type="password" autocomplete="${autocomplete}" required${hint ? ' minlength="8" aria-describedby="password-hint"' : ''}${autofocus ? ' autofocus' : ''}>
          ${hint ? PASSWORD_HINT : ''}${extra}
        </div>`;
}

const heading = (title: string, lead: string) =>
  `<div>
        <h1 class="fj-auth__title">${esc(title)}</h1>
        <p class="fj-auth__lead">${esc(lead)}</p>
      </div>`;
const alert = (error?: string) => (error ? `<div class="fj-auth__error" role="alert">${esc(error)}</div>` : '');
const nextField = (next?: string) => (next ? `<input type="hidden" name="next" value="${esc(next)}">` : '');
const card = (body: string) => `    <div class="fj-card fj-auth__card">
      ${body}
    </div>`;
const backToSignIn = '<a class="fj-auth__link" href="/api/login">Back to sign in</a>';

export function renderLoginPage(state: LoginPageState): string {
  switch (state.mode) {
    case 'forgot':
      return serverPage('Reset your password', card(forgotBody(state)));
    case 'reset':
      return serverPage('Choose a new password', card(resetBody(state)));
    case 'two-factor':
      return serverPage('Two-step sign-in', card(twoFactorBody(state)));
    default:
      return serverPage(state.mode === 'register' ? 'Create account' : 'Sign in', card(signInBody(state)));
  }
}

function signInBody({ mode, error, email, firstName, lastName, next }: LoginPageState): string {
  const register = mode === 'register';
  const query = (m?: string) => {
    const params = new URLSearchParams();
    if (m) params.set('mode', m);
    if (next) params.set('next', next);
    const q = params.toString();
    return `/api/login${q ? `?${q.replace(/&/g, '&amp;')}` : ''}`;
  };
  const tab = (href: string, label: string, current: boolean) =>
    `<a class="fj-tabs__trigger" href="${href}"${current ? ' data-state="active" aria-current="page"' : ''}>${label}</a>`;
  // After an error the email is kept and the cursor waits in the field to fix (no autofocus on a first visit: it
  // would pop up the phone keyboard over the page).
  const focusPassword = Boolean(error && email);
  const focusEmail = Boolean(error && !email);
  const names = register
    ? `<div class="fj-form__row">
          ${field('firstName', 'First name', `name="firstName" autocomplete="given-name" value="${esc(firstName)}"`)}
          ${field('lastName', 'Last name', `name="lastName" autocomplete="family-name" value="${esc(lastName)}"`)}
        </div>`
    : '';
  // 'username webauthn': the browser may offer this site's passkeys in the field's autofill (conditional UI).
  const emailAutocomplete = register ? 'email' : 'username webauthn';
  const forgot = register
    ? ''
    : '<a class="fj-auth__link fj-auth__forgot" href="/api/login?mode=forgot">Forgot password?</a>';
  const passkey = register
    ? ''
    : `<div class="fj-auth__passkey" data-passkey hidden>
        <p class="fj-auth__or"><span>or</span></p>
        <div class="fj-auth__error" role="alert" data-passkey-error hidden></div>
        <button class="fj-btn fj-btn--outline fj-btn--lg fj-btn--block" type="button" data-passkey-button>Sign in with a passkey</button>
      </div>`;
  return `<nav class="fj-tabs__list fj-auth__tabs" aria-label="Account">
        ${tab(query(), 'Sign in', !register)}
        ${tab(query('register'), 'Create account', register)}
      </nav>
      ${heading(register ? 'Create your account' : 'Welcome back', register ? 'Start your founder journey in under a minute.' : 'Sign in to your founder dashboard.')}
      ${alert(error)}
      <form class="fj-form" method="post" action="${register ? '/api/auth/register' : '/api/auth/login'}" data-next="${esc(next ?? '/')}">
        ${nextField(next)}
        ${names}
        ${field('email', 'Email', `name="email" type="email" autocomplete="${emailAutocomplete}" inputmode="email" autocapitalize="off" spellcheck="false" required value="${esc(email)}"${focusEmail ? ' autofocus' : ''}`)}
        ${passwordField(register ? 'new-password' : 'current-password', { autofocus: focusPassword, hint: register, extra: forgot })}
        <button class="fj-btn fj-btn--primary fj-btn--lg fj-btn--block" type="submit">${register ? 'Create account' : 'Sign in'}</button>
      </form>
      ${passkey}`;
}

function forgotBody({ error, email, sent }: LoginPageState): string {
  if (sent)
    return `${heading('Check your email', RESET_LINK_SENT)}
      ${backToSignIn}`;
  return `${heading('Reset your password', "Enter your account's email and we will send you a link to choose a new password.")}
      ${alert(error)}
      <form class="fj-form" method="post" action="/api/auth/forgot-password">
        ${field('email', 'Email', `name="email" type="email" autocomplete="email" inputmode="email" autocapitalize="off" spellcheck="false" required value="${esc(email)}"${error ? ' autofocus' : ''}`)}
        <button class="fj-btn fj-btn--primary fj-btn--lg fj-btn--block" type="submit">Send reset link</button>
      </form>
      ${backToSignIn}`;
}

function resetBody({ error, token, tokenUsable = true }: LoginPageState): string {
  if (!token || !tokenUsable)
    return `${heading('This link cannot be used', RESET_LINK_INVALID)}
      <a class="fj-btn fj-btn--primary fj-btn--lg fj-btn--block" href="/api/login?mode=forgot">Ask for a new link</a>
      ${backToSignIn}`;
  return `${heading('Choose a new password', 'Saving it signs you out on every other device.')}
      ${alert(error)}
      <form class="fj-form" method="post" action="/api/auth/reset-password">
        <input type="hidden" name="token" value="${esc(token)}">
        ${passwordField('new-password', { autofocus: true, hint: true, label: 'New password' })}
        <button class="fj-btn fj-btn--primary fj-btn--lg fj-btn--block" type="submit">Save new password</button>
      </form>`;
}

function twoFactorBody({ error }: LoginPageState): string {
  return `${heading('Two-step sign-in', TWO_FACTOR_PROMPT)}
      ${alert(error)}
      <form class="fj-form" method="post" action="/api/auth/two-factor">
        ${field('code', 'Code', 'name="code" type="text" autocomplete="one-time-code" autocapitalize="off" spellcheck="false" required maxlength="32" autofocus')}
        <button class="fj-btn fj-btn--primary fj-btn--lg fj-btn--block" type="submit">Verify</button>
      </form>
      <a class="fj-auth__link" href="/api/login">Start again</a>`;
}

/** A short page for a sign-in that could not complete (e.g. the identity provider refused). */
export function renderMessagePage(title: string, message: string, link: { href: string; text: string }): string {
  return serverPage(
    title,
    `    <div class="fj-card fj-auth__card">
      <div>
        <h1 class="fj-auth__title">${esc(title)}</h1>
        <p class="fj-auth__lead">${esc(message)}</p>
      </div>
      <a class="fj-btn fj-btn--primary fj-btn--lg fj-btn--block" href="${esc(link.href)}">${esc(link.text)}</a>
    </div>`,
  );
}

/**
 * Sign-out asked for by another site (a cross-site GET /api/logout): nothing happens until the user confirms here;
 * the button POSTs to /api/logout, which only our own origin may do.
 */
export function renderSignOutPage(): string {
  return serverPage(
    'Sign out',
    `    <div class="fj-card fj-auth__card">
      <div>
        <h1 class="fj-auth__title">Sign out of Founder Journal?</h1>
        <p class="fj-auth__lead">You followed a link that signs you out.</p>
      </div>
      <form class="fj-form" method="post" action="/api/logout">
        <button class="fj-btn fj-btn--primary fj-btn--lg fj-btn--block" type="submit">Sign out</button>
      </form>
      <a class="fj-btn fj-btn--outline fj-btn--lg fj-btn--block" href="/">Stay signed in</a>
    </div>`,
  );
}
