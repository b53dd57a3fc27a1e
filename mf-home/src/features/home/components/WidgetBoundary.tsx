import { Component, Suspense, type ReactNode } from 'react';
import { Button, Skeleton } from '@fj/ui';

/**
 * One widget's failure stays in that widget: it shows a contained error with Retry (which remounts it, loading its
 * code and data again) while the other widgets keep working.
 */
export class WidgetBoundary extends Component<{ title: string; children: ReactNode; onRetry?: () => void }, { failed: boolean; attempt: number }> {
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

/** Placeholder while a widget's code or data loads. */
export function WidgetSkeleton({ title, rows = 2 }: { title: string; rows?: number }) {
  return (
    <section className="fj-card fjh-widget" role="status" aria-label={`Loading ${title}`}>
      <Skeleton className="fjh-skeleton-title" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="fjh-skeleton-row" />
      ))}
    </section>
  );
}
