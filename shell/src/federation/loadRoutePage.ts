import type { ComponentType } from 'react';
import type { RemoteModuleId } from '../routing/routeTable';
import { loadRemoteModule } from './loadRemoteModule';

/** A route's screen: the default export of its remote module. */
export const loadRoutePage = (id: RemoteModuleId): Promise<ComponentType> =>
  loadRemoteModule(id).then((m) => m.default);
