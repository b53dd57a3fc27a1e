import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '../routing/routeTable';

export type RemotePageModule = { default: ComponentType };

/** Loads an exposed route component ("mf_home/HomePage"); rejects when the remote or the module is unavailable. */
export async function loadRemoteModule(id: RemoteModuleId): Promise<RemotePageModule> {
  const mod = await loadRemote<RemotePageModule>(id);
  if (!mod || !mod.default) throw new Error(`Remote module "${id}" is unavailable`);
  return mod;
}
