import { LayoutGrid } from 'lucide-react';
import { EmptyState, useAuth } from '@fj/ui';
import { formatToday, welcomeTitle } from './welcome';

// Placeholder until the home dashboard lands: a real greeting and an honest empty state.
export function HomePage() {
  const { user } = useAuth();
  return (
    <div className="fj-page">
      <header className="fj-home-header">
        <h1 className="fj-page-header__title">{welcomeTitle(user?.firstName)}</h1>
        <p className="fj-muted">{formatToday(new Date())}</p>
      </header>
      <EmptyState
        icon={<LayoutGrid size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Your dashboard widgets will appear here."
      />
    </div>
  );
}
