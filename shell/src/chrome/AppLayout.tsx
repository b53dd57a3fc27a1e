import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn, useInstallPrompt } from '@fj/ui';
import { BottomNav } from './BottomNav';
import { TopHeader } from './TopHeader';
import { SyncStatus } from '../offline/SyncStatus';
import { startedFromDrawnView, useTakeOverDrawnView } from '../app/drawnView';

// Shown only once the browser offers installation: its code loads then (the first view's JS budget).
const InstallBanner = lazy(() => import('./InstallBanner'));

/** Screens that need the whole height on a phone (a chat's composer): no bottom navigation there. */
const IMMERSIVE = /^\/teams\/[^/]+\/chat\/?$/;

/**
 * Chrome for signed-in users (docs/product.md#app-chrome): top header, the routed page, install banner, bottom
 * navigation (a side navigation from 1024 px, shell.css; hidden inside a team chat on phones). While the install
 * banner shows, the page gets room to scroll clear of it.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const immersive = IMMERSIVE.test(pathname);
  const { bannerVisible } = useInstallPrompt();
  useTakeOverDrawnView();
  // A new screen starts at the top, like a native app; the first keeps where the person scrolled the drawn screen to.
  // Braces matter: newer Chromium returns a Promise from scrollTo, which React rejects as a clean-up.
  const firstPath = useRef(startedFromDrawnView() ? pathname : undefined);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = undefined;
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className={cn('fj-app', bannerVisible && 'fj-app--banner', immersive && 'fj-app--immersive')}>
      <TopHeader />
      <main className="fj-main">
        <SyncStatus />
        <Outlet />
      </main>
      {bannerVisible && (
        <Suspense fallback={null}>
          <InstallBanner />
        </Suspense>
      )}
      <BottomNav />
    </div>
  );
}
