import { init } from '@module-federation/enhanced/runtime';
import type { RemoteUrls } from './remoteUrls';

/** Registers the remotes with the federation instance the webpack plugin created for the shell. */
export function registerRemoteUrls(urls: RemoteUrls): void {
  // `init` with the host's own name reuses the plugin's instance (same shared scope) and adds the remotes to it.
  init({
    name: 'shell',
    remotes: Object.entries(urls).map(([name, entry]) => ({ name, entry })),
  });
}
