import { AlertTriangleIcon } from '../icons/icons';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

/** A read failed (not a 404): say so and offer Retry (reads never retry on their own). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<AlertTriangleIcon width={28} height={28} />}
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
