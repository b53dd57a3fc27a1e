import { Link, useLocation } from 'react-router';
import { BarChart3, Briefcase, Home, Plus, Settings, type LucideIcon } from 'lucide-react';
import { cn } from '@fj/ui';

interface NavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Which paths highlight this entry. */
  isActive: (pathname: string) => boolean;
  /** The raised round add button in the middle: it links to /content-plan. */
  raised?: boolean;
  dot?: boolean;
}

const ENTRIES: readonly NavEntry[] = [
  { label: 'Home', to: '/', icon: Home, isActive: (p) => p === '/' },
  { label: 'Analytics', to: '/analytics', icon: BarChart3, isActive: (p) => p.startsWith('/analytics') },
  { label: 'Plan', to: '/content-plan', icon: Plus, isActive: (p) => p.startsWith('/content-plan'), raised: true },
  { label: 'Business', to: '/businesses', icon: Briefcase, isActive: (p) => p.startsWith('/business') },
  { label: 'Settings', to: '/settings', icon: Settings, isActive: (p) => p.startsWith('/settings'), dot: true },
];

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav className="fj-bottomnav" aria-label="Main">
      {ENTRIES.map(({ label, to, icon: Icon, isActive, raised, dot }) => {
        const active = isActive(pathname);
        return (
          <Link
            key={to}
            to={to}
            className={cn('fj-bottomnav__item', raised && 'fj-bottomnav__item--raised', active && 'is-active')}
            aria-current={active ? 'page' : undefined}
          >
            <span className={raised ? 'fj-bottomnav__fab' : 'fj-bottomnav__icon'}>
              <Icon size={raised ? 28 : 22} strokeWidth={raised ? 2.5 : 2} aria-hidden="true" />
              {dot && <span className="fj-dot fj-bottomnav__dot" data-testid="settings-dot" aria-hidden="true" />}
            </span>
            <span className="fj-bottomnav__label">{label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
