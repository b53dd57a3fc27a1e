import { AlertTriangle } from 'lucide-react';
import { Button, EmptyState } from '@fj/ui';

/** A read failed (not a 404): say so and offer Retry (reads never retry on their own, spec §7). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<AlertTriangle size={28} aria-hidden="true" />}
      title={`Could not load ${what}`}
      description="Check your connection and try again."
      action={
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
