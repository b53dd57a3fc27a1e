// The service worker (workbox InjectManifest). Precaches the shell; serves the app shell (app.html) for
// navigations, so the app opens offline; caches remote entries (network-first) and their hashed chunks
// (cache-first) so the screens visited once keep working offline. API answers are never cached here: they carry
// personal data (docs/decisions/0803-offline-without-personal-data.md) and live in the signed-in user's own IndexedDB
// store, which this worker clears on sign-out and on a 401 and replays through Background Sync
// (docs/decisions/2602-offline-first.md).
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { deleteUserDatabases, forgetCachedQueries, replayEveryOutbox } from '@fj/ui/offline/worker';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const REMOTE_ENTRIES = 'fj-remote-entries';
const REMOTE_CHUNKS = 'fj-remote-chunks';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Control the page on the first visit too, so it works offline without a reload.
clientsClaim();

/** Every cache filled at run time (all but the precache of the app shell). */
async function clearRuntimeCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name !== cacheNames.precache).map((name) => caches.delete(name)));
}

/**
 * A 401 means the session ended (expired, revoked, signed out elsewhere): forget every runtime cache and the screens
 * kept in IndexedDB first. The outbox stays for the same user's next sign-in.
 */
async function forgetOnUnauthorized(response: Response): Promise<Response> {
  if (response.status === 401) await Promise.all([clearRuntimeCaches(), forgetCachedQueries().catch(() => undefined)]);
  return response;
}

/** Sign-out or account deletion: nothing of the user stays (caches and every store of the app in IndexedDB). */
async function forgetEverything(): Promise<void> {
  await Promise.all([clearRuntimeCaches(), deleteUserDatabases().catch(() => undefined)]);
}

// Navigations (not the server's own pages: /api/login, /api/logout, /api/docs) ask the BFF first: it answers the
// pre-rendered landing page or the app shell (docs/decisions/0702-pre-rendered-landing.md), each with the current
// CSP, which must name the remote origins of the current /remotes.json (a cached page would block a remote that
// moved: docs/decisions/0705-independent-remote-deploys.md). Offline or slow (4 s), the precached app shell.
// A navigation whose session has ended answers the landing page as a 401 (bff/src/static.ts): often the first
// request to learn it, since the landing page calls no API.
const appShell = createHandlerBoundToURL('/app.html');
const NAVIGATION_TIMEOUT_MS = 4000;
registerRoute(
  new NavigationRoute(
    async (options) => {
      let response: Response;
      try {
        response = await Promise.race([
          fetch(options.request),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('navigation timeout')), NAVIGATION_TIMEOUT_MS),
          ),
        ]);
      } catch {
        return appShell(options);
      }
      return forgetOnUnauthorized(response);
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

// Runtime remote map and remote entries: fresh when online, last known when offline.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/remotes.json',
  new NetworkFirst({ cacheName: REMOTE_ENTRIES, networkTimeoutSeconds: 4 }),
);
registerRoute(
  ({ url }) => url.pathname.endsWith('/remoteEntry.js'),
  new NetworkFirst({ cacheName: REMOTE_ENTRIES, networkTimeoutSeconds: 4 }),
);

// Remote chunks have content hashes in their names: once fetched they never change.
registerRoute(
  ({ url, request }) =>
    request.destination === 'script' &&
    /\.[0-9a-f]{10}\.js$/.test(url.pathname) &&
    (url.pathname.startsWith('/remotes/') || url.origin !== self.location.origin),
  new CacheFirst({ cacheName: REMOTE_CHUNKS }),
);

// Before decision 2602 the RSS reader's lists had a cache of their own here: an old worker's copy goes.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete('fj-feed-articles')));

// /api goes to the network, never a cache. A sign-out, or any 401 (the session ended — expired, revoked, or signed
// out elsewhere), clears every runtime cache before the page sees the answer.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) return;
  if (url.pathname === '/api/logout') return event.waitUntil(forgetEverything());
  // Deleting the account ends the session like a sign-out: the same clean slate once it succeeded.
  if (url.pathname === '/api/account' && event.request.method === 'DELETE') {
    return event.respondWith(
      fetch(event.request).then(async (response) =>
        response.ok ? (await forgetEverything(), response) : forgetOnUnauthorized(response),
      ),
    );
  }
  if (event.request.mode === 'navigate') return;
  event.respondWith(fetch(event.request).then(forgetOnUnauthorized));
});

// Best effort: fetch the remote entries named in /remotes.json at install, so every screen's entry is available offline.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      try {
        const res = await fetch('/remotes.json', { cache: 'no-cache' });
        if (!res.ok) return;
        const urls: unknown = await res.json();
        if (!urls || typeof urls !== 'object') return;
        const cache = await caches.open(REMOTE_ENTRIES);
        await cache.put(
          '/remotes.json',
          new Response(JSON.stringify(urls), { headers: { 'Content-Type': 'application/json' } }),
        );
        await Promise.all(
          Object.values(urls)
            .filter((u): u is string => typeof u === 'string')
            .map((u) =>
              cache
                .add(new Request(new URL(u, self.location.origin).href, { mode: 'cors', credentials: 'omit' }))
                .catch(() => undefined),
            ),
        );
      } catch {
        // Offline or no /remotes.json: the entries are cached on first use instead.
      }
    })(),
  );
});

// Background Sync (decision 2602): writes made offline are sent when the browser is back online, even if the app was
// closed by then. The pages are told, so their screens read what the server holds now.
/** The Background Sync event (not in TypeScript's WebWorker library yet). */
type SyncEvent = ExtendableEvent & { readonly tag: string };
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== 'fj-outbox') return;
  event.waitUntil(
    (async () => {
      const { synced } = await replayEveryOutbox();
      if (synced === 0) return;
      for (const client of await self.clients.matchAll({ type: 'window' }))
        client.postMessage({ type: 'fj-outbox-replayed' });
    })(),
  );
}) as EventListener);

// Web Push (decision 1601): the server's payload is JSON { title, body, url, icon, badge } (PushPayload in
// @fj/contracts). A push with no readable payload still shows something: browsers penalise silent pushes.
self.addEventListener('push', (event) => {
  let payload: { title?: string; body?: string; url?: string; icon?: string; badge?: string };
  try {
    payload = (event.data?.json() as typeof payload | undefined) ?? {};
  } catch {
    payload = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Founder Journal', {
      body: payload.body ?? '',
      icon: payload.icon ?? '/icons/icon-192.png',
      badge: payload.badge ?? '/icons/icon-maskable-192.png',
      data: { url: payload.url || '/' },
    }),
  );
});

// A tap on the notification focuses an open window of the app (navigating it to the target) or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  // Only our own pages: a payload cannot send the user elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== url) await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
