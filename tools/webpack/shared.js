// Module Federation share config used by the shell and every remote.
// Singletons: one React, one router, one QueryClient context, one @fj/ui (its toast / selected-business /
// install-prompt stores are module-level).
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom'];

// The router: apps import 'react-router' (or 'react-router-dom') as usual, and get the one shared @fj/router facade.
// A shared module is not tree-shaken: sharing react-router itself cost ~59 KB gzip per page, the facade ~13 KB
// (docs/decisions/0703-router-facade-and-js-budgets.md). Both names must be mapped, or an app bundles its own
// router copy (and a second router context).
const ROUTER_REQUESTS = ['react-router', 'react-router-dom', '@fj/router'];
const ROUTER_SHARE = { import: '@fj/router', shareKey: '@fj/router', singleton: true, requiredVersion: false };

// TanStack Query the same way: apps import '@tanstack/react-query' and get the one shared @fj/query facade, which
// re-exports only the names the apps use (~3 KB gzip less on every first view: docs/decisions/2604).
const QUERY_REQUESTS = ['@tanstack/react-query', '@fj/query'];
const QUERY_SHARE = { import: '@fj/query', shareKey: '@fj/query', singleton: true, requiredVersion: false };

// @fj/ui entry points. Heavy Radix widgets live behind sub-paths so the shell's first view does not pay for them.
const UI_ENTRIES = [
  '@fj/ui',
  '@fj/ui/toaster',
  '@fj/ui/dialog',
  '@fj/ui/select',
  '@fj/ui/tabs',
  '@fj/ui/switch',
  '@fj/ui/tooltip',
  // The device store (persisted query cache, outbox, 'Needs attention'): loaded after the first view (decision 2602).
  '@fj/ui/offline',
];
// Shared by the remotes only: the shell never draws a chart, so it neither bundles visx nor precaches it in its
// service worker. The screens that draw a chart import it lazily (docs/decisions/1003).
const REMOTE_UI_ENTRIES = ['@fj/ui/charts'];

// What every signed-in screen runs first, bundled into the shell's main script (eager) instead of one file each:
// on a phone's HTTP/1.1 connection (six at a time) each file costs a round trip, and these thirteen were the
// longest wait before a screen could draw (docs/decisions/3102-no-waterfall.md). Remotes get the shell's copies.
const HOST_EAGER = new Set([
  'react',
  'react-dom',
  'react/jsx-runtime',
  ...ROUTER_REQUESTS,
  ...QUERY_REQUESTS,
  '@fj/ui',
  'get-nonce',
]);

/**
 * @param {string} dir the app directory (its package.json supplies the caret ranges)
 * @param {{ isHost?: boolean }} [options] the shell leaves out what only remotes share
 */
function sharedConfig(dir, { isHost = false } = {}) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) throw new Error(`${pkg.name}: shared singleton "${name}" must be a dependency`);
    // Caret ranges from package.json: an exact pin would become an exact requiredVersion.
    shared[name] = { singleton: true, requiredVersion: deps[name] };
  }
  // JSX compiles to imports of react/jsx-runtime: shared, or each app and chunk group bundles its own copy.
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: deps.react };
  for (const name of ROUTER_REQUESTS) shared[name] = { ...ROUTER_SHARE };
  for (const name of QUERY_REQUESTS) shared[name] = { ...QUERY_SHARE };
  for (const name of [...UI_ENTRIES, ...(isHost ? [] : REMOTE_UI_ENTRIES)])
    shared[name] = { singleton: true, requiredVersion: false };
  // One nonce store for every app: Radix's scroll lock injects <style> elements, which the CSP allows only with the
  // page's nonce; the shell hands it over once (shell/src/app/cspNonce.ts, docs/decisions/0704).
  shared['get-nonce'] = { singleton: true, requiredVersion: false };
  if (isHost) for (const name of HOST_EAGER) shared[name] = { ...shared[name], eager: true };
  return shared;
}

module.exports = {
  sharedConfig,
  SINGLETONS,
  UI_ENTRIES,
  REMOTE_UI_ENTRIES,
  ROUTER_REQUESTS,
  QUERY_REQUESTS,
};
