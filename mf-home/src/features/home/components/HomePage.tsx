import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Settings2 } from 'lucide-react';
import { Button, LoadError, Skeleton, toast, useAuth } from '@fj/ui';
import { useSaveLayout, useUserLayout } from '../api/layoutApi';
import { useChecklist } from '../api/todayApi';
import { defaultWidgets, mergeLayout, type WidgetState } from '../model/layout';
import { FIRST_VISIT_PARAM, formatToday, welcomeTitle } from './welcome';
import { WidgetSlot } from './WidgetSlot';
import { SocialGrowthSlot } from './SocialGrowthSlot';
import { TodaySection } from './TodaySection';
import { useNearScreen } from '../../../shared/useNearScreen';
import './home.css';

// Customize mode brings dnd-kit: loaded only when a person opens it (the home view's JS budget).
const CustomizeList = lazy(() => import('./CustomizeList'));
// The plan cards sit below the widgets: their code loads as they near the screen.
const PlanCards = lazy(() => import('./PlanCards'));

function PlanCardsWhenNear() {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  return (
    <div ref={ref} className="fjh-plan-slot">
      {near && (
        <Suspense fallback={null}>
          <PlanCards />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The home dashboard: a greeting, Today (first-run checklist, mood and wellness, today's content, due action items,
 * the next meeting), then the widgets in the user's saved order (customize mode), Social Growth, plan cards.
 */
export function HomePage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // Read once: the marker leaves the URL, so a reload or a later visit says 'Welcome back'.
  const [firstVisit] = useState(() => params.has(FIRST_VISIT_PARAM));
  useEffect(() => {
    if (params.has(FIRST_VISIT_PARAM)) setParams({}, { replace: true });
  }, [params, setParams]);

  const layout = useUserLayout();
  // While customizing, changes live here until Save Layout; Exit Customize drops them.
  const [draft, setDraft] = useState<WidgetState[] | null>(null);
  const save = useSaveLayout(() => setDraft(null));
  const saved = layout.isSuccess ? mergeLayout(layout.data) : defaultWidgets();
  const customizing = draft !== null;
  // The first-run checklist sits above everything else: until we know whether it shows, nothing below is drawn, or
  // it would all move down when the checklist arrives (its answer is preloaded with the page, decision 3102).
  const checklist = useChecklist();

  const reset = () => {
    setDraft(defaultWidgets());
    toast({ title: 'Layout Reset', description: 'Dashboard restored to default layout' });
  };

  const header = (
    <header className="fj-home-header fjh-header">
      <h1 className="fj-page-header__title">{welcomeTitle(user?.firstName, firstVisit)}</h1>
      <p className="fj-muted fjh-header__date">{formatToday(new Date())}</p>
    </header>
  );
  if (checklist.isPending)
    return (
      <div className="fj-page fjh-home">
        {header}
        <div className="fjh-grid" role="status" aria-label="Loading your dashboard">
          <Skeleton className="fjh-skeleton-card" />
          <Skeleton className="fjh-skeleton-card" />
        </div>
      </div>
    );

  return (
    <div className="fj-page fjh-home">
      {header}

      {!customizing && <TodaySection checklist={checklist.data} />}

      {/* Below Today: customizing arranges the widgets, not Today. */}
      <div className="fjh-customize-row">
        <Button
          variant={customizing ? 'primary' : 'outline'}
          onClick={() => setDraft(customizing ? null : saved)}
          aria-pressed={customizing}
          disabled={layout.isPending}
        >
          <Settings2 size={18} aria-hidden="true" />
          {customizing ? 'Exit Customize' : 'Customize Dashboard'}
        </Button>
      </div>

      {customizing ? (
        <section className="fjh-customize-panel" aria-labelledby="fjh-customize-title">
          <h2 id="fjh-customize-title" className="fjh-widget__title">
            Customize your dashboard
          </h2>
          <p className="fj-muted">Drag widgets to reorder them, and use the eye to show or hide one.</p>
          <Suspense fallback={<Skeleton className="fjh-skeleton-row" />}>
            <CustomizeList widgets={draft} onChange={setDraft} />
          </Suspense>
          <div className="fjh-dialog-actions">
            <Button variant="outline" onClick={reset}>
              Reset
            </Button>
            <Button onClick={() => save.mutate(draft)} disabled={save.isPending}>
              Save Layout
            </Button>
          </div>
        </section>
      ) : layout.isPending ? (
        <div className="fjh-grid" role="status" aria-label="Loading your dashboard">
          <Skeleton className="fjh-skeleton-card" />
          <Skeleton className="fjh-skeleton-card" />
          <Skeleton className="fjh-skeleton-card" />
        </div>
      ) : (
        <>
          {layout.isError && (
            <LoadError what="your saved layout (showing the default)" onRetry={() => void layout.refetch()} />
          )}
          <div className="fjh-grid">
            {saved
              .filter((w) => w.isVisible)
              .map((w) => (
                <WidgetSlot key={w.id} id={w.id} />
              ))}
          </div>
        </>
      )}
      {/* After the layout: while it loads the page is short, and the cards would count as on screen. */}
      {!layout.isPending && <SocialGrowthSlot />}
      {!layout.isPending && <PlanCardsWhenNear />}
    </div>
  );
}
