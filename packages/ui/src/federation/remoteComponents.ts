import type { ComponentType } from 'react';

export type RemoteComponentModule = { default: ComponentType };
type RemoteLoader = (id: string) => Promise<RemoteComponentModule>;

let loader: RemoteLoader | null = null;

/**
 * The shell hands over its federation loader at start-up, so one remote can show another remote's component (home
 * shows `mf_social/SocialGrowth`) through the shell's federation instance, without a federation runtime or a
 * build-time dependency of its own. '@fj/ui' is a shared singleton, so every app sees the same loader.
 */
export function provideRemoteLoader(load: RemoteLoader): void {
  loader = load;
}

/** Loads an exposed component ("mf_social/SocialGrowth"); rejects when no shell provided a loader or the remote is unavailable. */
export function loadRemoteComponent(id: string): Promise<RemoteComponentModule> {
  if (!loader) return Promise.reject(new Error(`Cannot load "${id}": no federation loader was provided`));
  return loader(id);
}
