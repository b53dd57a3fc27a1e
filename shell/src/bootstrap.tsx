import { createRoot } from 'react-dom/client';
import { authUserQuery, captureInstallPrompt, provideRemoteLoader, syncOnlineState } from '@fj/ui';
import '@fj/ui/styles.css';
import './app/shell.css';
import { App } from './app/App';
import { createAppQueryClient } from './app/appQueryClient';
import { fetchRemoteUrls } from './federation/remoteUrls';
import { registerRemoteUrls } from './federation/registerRemotes';
import { loadRemoteModule } from './federation/loadRemoteModule';
import type { RemoteModuleId } from './routing/routeTable';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { applyCspNonce } from './app/cspNonce';

async function start() {
  // Before anything renders, so the browser's install event is never missed.
  captureInstallPrompt();
  applyCspNonce();
  // Offline from the start: reads wait for the connection instead of failing (docs/decisions/2602-offline-first.md).
  syncOnlineState();

  const queryClient = createAppQueryClient();
  // Ask who is signed in while the remote map is being fetched.
  void queryClient.prefetchQuery(authUserQuery);

  registerRemoteUrls(await fetchRemoteUrls());
  // Remotes show other remotes' components through this instance (e.g. home's Social Growth section).
  provideRemoteLoader((id) => loadRemoteModule(id as RemoteModuleId));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<App queryClient={queryClient} />);

  if (process.env.NODE_ENV === 'production') registerServiceWorker();
}

void start();
