import { Component, forwardRef, Suspense, useId, type ReactNode } from 'react';
import { Button, Skeleton } from '@fj/ui';

/**
 * One widget's failure stays in that widget: it shows a contained error with Retry (which remounts it, loading its
 * code and data again) while the other widgets keep working.
 */
export class WidgetBoundary extends Component<
  { title: string; children: ReactNode; onRetry?: () => void },
  { failed: boolean; attempt: number }
> {
  state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  render() {
    if (this.state.failed) {
      return (
        <section className="fj-card fjh-widget fjh-widget--error" role="alert">
          <p className="fjh-widget__error">Could not show {this.props.title}.</p>
          <Button variant="outline" onClick={this.retry}>
            Retry
          </Button>
        </section>
      );
    }
    return (
      <Suspense key={this.state.attempt} fallback={<WidgetSkeleton title={this.props.title} />}>
        {this.props.children}
      </Suspense>
    );
  }
}

/**
 * Placeholder while a widget's code or data loads (or until it nears the screen): its title, so the page's outline
 * is complete at once, and grey rows that keep its place.
 */
export const WidgetSkeleton = forwardRef<HTMLElement, { title: string; rows?: number }>(function WidgetSkeleton(
  { title, rows = 2 },
  ref,
) {
  const headingId = useId();
  return (
    <section ref={ref} className="fj-card fjh-widget fjh-widget--pending" aria-busy="true" aria-labelledby={headingId}>
      <h2 id={headingId} className="fjh-widget__title">
        {title}
      </h2>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="fjh-skeleton-row" />
      ))}
    </section>
  );
});
