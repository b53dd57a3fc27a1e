import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { authUserQuery, captureInstallPrompt, provideRemoteLoader, syncOnlineState } from '@fj/ui';
import '@fj/ui/styles.css';
import './app/shell.css';
import { App } from './app/App';
import { createAppQueryClient } from './app/appQueryClient';
import { fetchRemoteUrls, mergeRemoteUrls } from './federation/remoteUrls';
import { readFirstView } from './federation/firstView';
import { registerRemoteUrls } from './federation/registerRemotes';
import { loadRemoteModule } from './federation/loadRemoteModule';
import type { RemoteModuleId } from './routing/routeTable';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { linkInstallFilesAfterFirstScreen } from './pwa/installLinks';
import { applyCspNonce } from './app/cspNonce';
import { keepDrawnView } from './app/drawnView';

async function start() {
  // Before anything renders, so the browser's install event is never missed.
  captureInstallPrompt();
  linkInstallFilesAfterFirstScreen();
  applyCspNonce();
  // Offline from the start: reads wait for the connection instead of failing (docs/decisions/2602-offline-first.md).
  syncOnlineState();

  const queryClient = createAppQueryClient();
  // A signed-in route's page names the user and the remote map (decision 3102); otherwise ask for both at once.
  const firstView = readFirstView();
  if (firstView.user) queryClient.setQueryData(authUserQuery.queryKey, firstView.user);
  else void queryClient.prefetchQuery(authUserQuery);

  registerRemoteUrls(
    firstView.remotes ? mergeRemoteUrls(__DEFAULT_REMOTE_URLS__, firstView.remotes) : await fetchRemoteUrls(),
  );
  // Remotes show other remotes' components through this instance (e.g. home's Social Growth section).
  provideRemoteLoader((id) => loadRemoteModule(id as RemoteModuleId));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The screen the BFF drew stays until the app's own chrome replaces it (decision 3114).
  keepDrawnView(root);
  // The first render as a transition: React renders it in slices of a few milliseconds, yielding between them, instead
  // of one long task that blocks input on a slow phone (Total Blocking Time, decision 3102).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App queryClient={queryClient} />));

  if (process.env.NODE_ENV === 'production') registerServiceWorker();
}

void start();
