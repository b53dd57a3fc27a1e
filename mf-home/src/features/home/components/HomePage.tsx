import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LayoutGrid } from 'lucide-react';
import { EmptyState, useAuth } from '@fj/ui';
import { FIRST_VISIT_PARAM, formatToday, welcomeTitle } from './welcome';

// Placeholder until the home dashboard lands: a real greeting and an honest empty state.
export function HomePage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // Read once: the marker leaves the URL, so a reload or a later visit says 'Welcome back'.
  const [firstVisit] = useState(() => params.has(FIRST_VISIT_PARAM));
  useEffect(() => {
    if (params.has(FIRST_VISIT_PARAM)) setParams({}, { replace: true });
  }, [params, setParams]);
  return (
    <div className="fj-page">
      <header className="fj-home-header">
        <h1 className="fj-page-header__title">{welcomeTitle(user?.firstName, firstVisit)}</h1>
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
