import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { requestAttentionView, usePendingWrites } from './pendingWrites';

/**
 * The writes of this screen that are kept on this device (docs/decisions/2602-offline-first.md): each with 'Waiting to
 * sync', or 'Needs attention' and a way to the list where the person decides. Nothing when there are none.
 */
export function PendingWrites({ scope, className }: { scope: string; className?: string }) {
  const writes = usePendingWrites(scope);
  if (writes.length === 0) return null;
  return (
    <section className={['fj-pending', className].filter(Boolean).join(' ')} aria-label="Changes on this device">
      <ul className="fj-pending__list">
        {writes.map((write) => (
          <li key={write.id} className="fj-pending__item">
            <span className="fj-pending__label">{write.label}</span>
            {write.problem ? (
              <Button variant="outline" onClick={requestAttentionView}>
                Needs attention
              </Button>
            ) : (
              <Badge variant="secondary">Waiting to sync</Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
