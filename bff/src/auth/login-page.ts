/** The built-in sign-in / create-account page (no script: the CSP allows none inline). */
export interface LoginPageState {
  mode: 'signin' | 'register';
  error?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

const PAGE_STYLE = `<style>
  :root { --p:#4f46e5; --ink:#0f172a; --mute:#64748b; --line:#e2e8f0; }
  * { box-sizing: border-box; }
  body { margin:0; min-height:100vh; font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif; color:var(--ink);
    background:linear-gradient(160deg,#eef2ff,#faf5ff 60%,#fff); display:flex; align-items:center; justify-content:center; padding:24px 16px; }
  main { width:100%; max-width:400px; }
  .brand { display:flex; align-items:center; gap:10px; font-weight:700; font-size:20px; margin-bottom:20px; text-decoration:none; color:inherit; }
  .logo { width:36px; height:36px; border-radius:10px; background:linear-gradient(135deg,#4f46e5,#9333ea); color:#fff; display:grid; place-items:center; font-weight:800; }
  .card { background:#fff; border:1px solid var(--line); border-radius:20px; padding:24px; box-shadow:0 10px 30px rgba(15,23,42,.06); }
  h1 { font-size:22px; margin:0 0 4px; } p.sub { margin:0 0 20px; color:var(--mute); font-size:14px; }
  .tabs { display:grid; grid-template-columns:1fr 1fr; background:#f1f5f9; border-radius:12px; padding:4px; margin-bottom:20px; }
  .tabs a { text-align:center; padding:8px; border-radius:9px; text-decoration:none; color:var(--mute); font-weight:600; font-size:14px; }
  .tabs a[aria-current="page"] { background:#fff; color:var(--ink); box-shadow:0 1px 3px rgba(0,0,0,.08); }
  label { display:block; font-size:14px; font-weight:600; margin-bottom:14px; }
  input { display:block; width:100%; margin-top:6px; padding:12px 14px; font:inherit; border:1px solid var(--line); border-radius:12px; background:#fff; }
  input:focus { outline:2px solid var(--p); outline-offset:1px; border-color:transparent; }
  .row { display:grid; grid-template-columns:1fr 1fr; gap:12px; }
  button { width:100%; padding:13px; border:0; border-radius:12px; background:linear-gradient(135deg,#4f46e5,#7c3aed); color:#fff; font:600 16px system-ui,sans-serif; margin-top:6px; cursor:pointer; }
  .error { background:#fef2f2; color:#b91c1c; border:1px solid #fecaca; border-radius:12px; padding:10px 12px; font-size:14px; margin-bottom:16px; }
  .hint { color:var(--mute); font-size:12px; margin:-8px 0 14px; }
  .foot { text-align:center; color:var(--mute); font-size:13px; margin-top:16px; }
</style>`;

const esc = (s = '') => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderLoginPage({ mode, error, email, firstName, lastName }: LoginPageState): string {
  const register = mode === 'register';
  const title = register ? 'Create your account' : 'Welcome back';
  const fields = register
    ? `<div class="row">
        <label>First name<input name="firstName" autocomplete="given-name" value="${esc(firstName)}"></label>
        <label>Last name<input name="lastName" autocomplete="family-name" value="${esc(lastName)}"></label>
      </div>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#4f46e5">
<title>${register ? 'Create account' : 'Sign in'} · Founder Journal</title>
${PAGE_STYLE}</head>
<body><main>
  <a class="brand" href="/"><span class="logo">F</span>Founder Journal</a>
  <div class="card">
    <nav class="tabs" aria-label="Account">
      <a href="/api/login"${register ? '' : ' aria-current="page"'}>Sign in</a>
      <a href="/api/login?mode=register"${register ? ' aria-current="page"' : ''}>Create account</a>
    </nav>
    <h1>${title}</h1>
    <p class="sub">${register ? 'Start your founder journey in under a minute.' : 'Sign in to your founder dashboard.'}</p>
    ${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
    <form method="post" action="${register ? '/api/auth/register' : '/api/auth/login'}">
      ${fields}
      <label>Email<input name="email" type="email" autocomplete="email" required value="${esc(email)}"></label>
      <label>Password<input name="password" type="password" autocomplete="${register ? 'new-password' : 'current-password'}" required${register ? ' minlength="8"' : ''}></label>
      ${register ? '<p class="hint">At least 8 characters.</p>' : ''}
      <button type="submit">${register ? 'Create account' : 'Sign in'}</button>
    </form>
  </div>
  <p class="foot">Secure sign-in · Your data stays yours</p>
</main></body></html>`;
}

/** A short page for a sign-in that could not complete (e.g. the identity provider refused). */
export function renderMessagePage(title: string, message: string, link: { href: string; text: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${esc(title)} · Founder Journal</title>
${PAGE_STYLE}</head>
<body><main>
  <a class="brand" href="/"><span class="logo">F</span>Founder Journal</a>
  <div class="card">
    <h1>${esc(title)}</h1>
    <p class="sub">${esc(message)}</p>
    <a href="${esc(link.href)}"><button type="button">${esc(link.text)}</button></a>
  </div>
</main></body></html>`;
}

/**
 * Sign-out asked for by another site (a cross-site GET /api/logout): nothing happens until the user confirms here;
 * the button POSTs to /api/logout, which only our own origin may do.
 */
export function renderSignOutPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>Sign out · Founder Journal</title>
${PAGE_STYLE}</head>
<body><main>
  <a class="brand" href="/"><span class="logo">F</span>Founder Journal</a>
  <div class="card">
    <h1>Sign out of Founder Journal?</h1>
    <p class="sub">You followed a link that signs you out.</p>
    <form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
    <p class="foot"><a href="/">Stay signed in</a></p>
  </div>
</main></body></html>`;
}
