import { useEffect, useRef } from 'react';
import { RESTARTING_MESSAGE } from '@fj/contracts/messages';
import { AlertTriangleIcon } from '../icons/icons';
import { useRestartingUntil } from '../api/restarting';
import { ApiError } from '../api/ApiError';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

/**
 * A read failed (not a 404): say so and offer Retry (reads never retry on their own). While the server says it is
 * restarting (a 503), a calm state instead: what is happening, and a retry by itself when the server asked to be
 * tried again (docs/decisions/2902-degrade-never-500.md). `error`, when given, decides which; without it a recent 503
 * anywhere does.
 */
export function LoadError({ what, onRetry, error }: { what: string; onRetry: () => void; error?: unknown }) {
  const until = useRestartingUntil();
  const restarting = error instanceof ApiError ? error.status === 503 : error === undefined && until > Date.now();
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    if (!restarting) return;
    const timer = setTimeout(() => retry.current(), Math.max(1000, until - Date.now()));
    return () => clearTimeout(timer);
  }, [restarting, until]);
  if (restarting)
    return (
      <EmptyState
        icon={<AlertTriangleIcon width={28} height={28} />}
        title={`Loading ${what} again in a moment`}
        description={`${RESTARTING_MESSAGE}. We will try again for you.`}
        action={
          <Button variant="outline" onClick={onRetry}>
            Retry now
          </Button>
        }
      />
    );
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
