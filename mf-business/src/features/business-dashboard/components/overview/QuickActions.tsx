import type { ReactNode } from 'react';
import { CalendarPlus, CircleDollarSign, Lightbulb, ListChecks } from 'lucide-react';
import { FormDialog } from '@fj/ui/dialog';
import { NewActionItemForm } from '../actions/ActionItemForm';
import { NewGrowthIdeaForm } from '../ideas/GrowthIdeaForm';
import { NewMeetingForm } from '../meetings/MeetingForm';
import { RecordMetricForm } from './MetricForm';

/**
 * The day's actions, each opening its form right here (focused on its first field): Record Revenue first and widest,
 * then Log Meeting, Add Action and New Idea.
 */
export function QuickActions({ businessId }: { businessId: string }) {
  return (
    <section className="fjb-section" aria-labelledby="fjb-quick-actions">
      <h3 id="fjb-quick-actions" className="fj-section-title">
        Quick Actions
      </h3>
      <div className="fjb-quick">
        <FormDialog
          title="Record Revenue"
          description="Revenue and clients for one date. Recording the same date again replaces it."
          trigger={
            <QuickAction primary icon={<CircleDollarSign size={20} aria-hidden="true" />} label="Record Revenue" />
          }
        >
          {(close) => <RecordMetricForm businessId={businessId} onSaved={close} />}
        </FormDialog>
        <FormDialog
          title="New Meeting"
          trigger={<QuickAction icon={<CalendarPlus size={20} aria-hidden="true" />} label="Log Meeting" />}
        >
          {(close) => <NewMeetingForm businessId={businessId} onSaved={close} />}
        </FormDialog>
        <FormDialog
          title="New Action Item"
          trigger={<QuickAction icon={<ListChecks size={20} aria-hidden="true" />} label="Add Action" />}
        >
          {(close) => <NewActionItemForm businessId={businessId} onSaved={close} />}
        </FormDialog>
        <FormDialog
          title="New Growth Idea"
          trigger={<QuickAction icon={<Lightbulb size={20} aria-hidden="true" />} label="New Idea" />}
        >
          {(close) => <NewGrowthIdeaForm businessId={businessId} onSaved={close} />}
        </FormDialog>
      </div>
    </section>
  );
}

/** A quick-action button (Radix passes it the trigger props: it must forward them to the <button>). */
function QuickAction({
  icon,
  label,
  primary = false,
  ...triggerProps
}: {
  icon: ReactNode;
  label: string;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? 'fjb-quick__action fjb-quick__action--primary' : 'fjb-quick__action fj-card'}
      {...triggerProps}
    >
      <span className="fjb-quick__icon">{icon}</span>
      {label}
    </button>
  );
}
