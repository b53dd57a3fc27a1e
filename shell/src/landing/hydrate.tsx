// The pre-rendered landing page's script (index.html, docs/decisions/0702-pre-rendered-landing.md): it hydrates the
// markup that is already on screen. No federation runtime, no /remotes.json, no /api/auth/user: the BFF serves this
// page only to visitors without a session, and every call to action is a full page load to sign in.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '@fj/ui/styles.css';
import { registerServiceWorker } from '../pwa/registerServiceWorker';
import LandingPage from './LandingPage';
import { isAppPath } from '../routing/appPaths';

// Signed out, only "/" exists (docs/decisions/0101-auth-gate-paths.md); a signed-in screen's path asks to sign in
// first and comes back to it (3006).
const { pathname, search, hash } = window.location;
if (isAppPath(pathname)) {
  void import('./signInFirst').then(({ signInFirst }) => signInFirst(`${pathname}${search}${hash}`));
} else if (pathname !== '/' || search || hash) {
  window.history.replaceState(null, '', '/');
}

const root = document.getElementById('root');
// As a transition: React hydrates in slices of a few milliseconds, yielding between them, instead of one long task
// (Total Blocking Time on a slow phone). The markup is on screen already and every call to action is a link, so nothing
// waits for it (docs/decisions/0702-pre-rendered-landing.md).
if (root) startTransition(() => void hydrateRoot(root, <LandingPage />));
registerServiceWorker();
