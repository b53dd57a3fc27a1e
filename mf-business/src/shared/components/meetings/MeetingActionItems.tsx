import { useId } from 'react';
import { ListChecks } from 'lucide-react';
import type { MeetingNote } from '@fj/contracts';
import { useToggleMeetingItem } from '../../api/meetingItemsApi';

/**
 * The action items written in a meeting, each with its checkbox: the same items the business's Actions tab (or the
 * personal list) shows, so ticking one here ticks it there, and the other way round.
 */
export function MeetingActionItems({ meeting }: { meeting: MeetingNote }) {
  const toggle = useToggleMeetingItem(meeting.businessId === null ? 'personal' : 'business');
  const id = useId();
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
            <label className={item.completed ? 'fjb-meeting-item is-done' : 'fjb-meeting-item'}>
              <input
                type="checkbox"
                checked={item.completed}
                disabled={toggle.isPending}
                onChange={() => toggle.mutate(item)}
              />
              <span>{item.title}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
