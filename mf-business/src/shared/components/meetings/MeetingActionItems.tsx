import { useId, useState } from 'react';
import { ListChecks } from 'lucide-react';
import type { MeetingNote } from '@fj/contracts';
import { cn } from '@fj/ui';
import { useToggleMeetingItem } from '../../api/meetingItemsApi';

/**
 * The action items written in a meeting, each with its checkbox: the same items the business's Actions tab (or the
 * personal list) shows, so ticking one here ticks it there, and the other way round.
 */
export function MeetingActionItems({ meeting }: { meeting: MeetingNote }) {
  const toggle = useToggleMeetingItem(meeting.businessId === null ? 'personal' : 'business');
  const id = useId();
  // The box ticks at once; the lists are read again before the saving ends.
  const [saving, setSaving] = useState<string | null>(null);
  if (meeting.actionItems.length === 0) return null;
  const done = meeting.actionItems.filter((i) => i.completed).length;
  return (
    <div className="fjb-item__block">
      <span className="fjb-item__label" id={id}>
        <ListChecks size={16} aria-hidden="true" /> Action items ({done} of {meeting.actionItems.length} done)
      </span>
      <ul className="fjb-meeting-items" aria-labelledby={id}>
        {meeting.actionItems.map((item) => (
          <li key={item.id}>
            <label className={cn('fjb-meeting-item fj-above-open', item.completed && 'is-done')}>
              <input
                type="checkbox"
                checked={saving === item.id ? !item.completed : item.completed}
                disabled={saving !== null}
                onChange={() => {
                  setSaving(item.id);
                  toggle.mutate(item, { onSettled: () => setSaving(null) });
                }}
              />
              <span>{item.title}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
