import { CloudOff } from 'lucide-react';
import { Button, useUserTimeZone } from '@fj/ui';
import { seenAtText, useShownAt } from './lastSeen';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** The banner itself: 'Offline — showing what you saw at 08:12', changes waiting, writes that need attention. */
export default function SyncBanner({
  offline,
  waiting,
  attention,
  onOpenAttention,
}: {
  offline: boolean;
  waiting: number;
  attention: number;
  onOpenAttention: () => void;
}) {
  const shownAt = useShownAt(offline);
  const timeZone = useUserTimeZone();
  return (
    <div className={offline ? 'fj-sync fj-sync--offline' : 'fj-sync'} role="status">
      {offline && <CloudOff size={18} aria-hidden="true" className="fj-sync__icon" />}
      <p className="fj-sync__text">
        {offline && <strong>Offline — showing what you saw {shownAt ? seenAtText(shownAt, timeZone) : 'last'}</strong>}
        {waiting > 0 && <span>{changes(waiting)} waiting to sync</span>}
      </p>
      {attention > 0 && (
        <Button variant="outline" onClick={onOpenAttention}>
          {changes(attention)} need{attention === 1 ? 's' : ''} attention
        </Button>
      )}
    </div>
  );
}
