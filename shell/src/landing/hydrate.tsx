// The pre-rendered landing page's script (index.html, docs/decisions/0702-pre-rendered-landing.md): it hydrates the
// markup that is already on screen. No federation runtime, no /remotes.json, no /api/auth/user: the BFF serves this
// page only to visitors without a session, and every call to action is a full page load to sign in.
import { hydrateRoot } from 'react-dom/client';
import '@fj/ui/styles.css';
import { registerServiceWorker } from '../pwa/registerServiceWorker';
import LandingPage from './LandingPage';

// Signed out, only "/" exists (docs/decisions/0101-auth-gate-paths.md).
if (window.location.pathname !== '/' || window.location.search || window.location.hash) {
  window.history.replaceState(null, '', '/');
}

const root = document.getElementById('root');
if (root) hydrateRoot(root, <LandingPage />);
registerServiceWorker();
