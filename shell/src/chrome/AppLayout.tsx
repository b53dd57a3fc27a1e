import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomNav } from './BottomNav';
import { InstallBanner } from './InstallBanner';
import { TopHeader } from './TopHeader';

/** Chrome for signed-in users (spec §2): top header, the routed page, install banner, bottom navigation. */
export function AppLayout() {
  const { pathname } = useLocation();
  // A new screen starts at the top, like a native app.
  // Braces matter: newer Chromium returns a Promise from scrollTo, which React rejects as a clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="fj-app">
      <TopHeader />
      <main className="fj-main">
        <Outlet />
      </main>
      <InstallBanner />
      <BottomNav />
    </div>
  );
}
