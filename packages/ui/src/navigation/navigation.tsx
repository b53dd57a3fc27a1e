import { createContext, useContext, type ReactNode } from 'react';
import { leavePage } from './backLayers';

/**
 * @fj/ui does not depend on the router: the shell (which owns BrowserRouter) provides its navigate function here.
 * A number means history steps (-1 = back), like react-router's navigate.
 */
export type Navigate = (to: string | number) => void;

const fallbackNavigate: Navigate = (to) => {
  if (typeof to === 'number') window.history.go(to);
  else leavePage(to);
};

const NavigateContext = createContext<Navigate>(fallbackNavigate);

export function NavigateProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

export function useUiNavigate(): Navigate {
  return useContext(NavigateContext);
}

/** True when going back stays inside the app (react-router numbers its history entries in `state.idx`). */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return !!state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}
