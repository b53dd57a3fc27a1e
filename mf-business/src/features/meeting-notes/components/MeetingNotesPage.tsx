import { useState } from 'react';
import { LayoutTemplate, Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button, LoadError, Page, PendingWrites, Skeleton } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { SelectField } from '@fj/ui/select';
import { useBusinesses } from '../../../shared/api/businessesApi';
import { useUserActionItems } from '../api/userActionItemsApi';
import { emptyPersonalMeetingForm, withTemplate, type PersonalMeetingFormValues } from '../model/personalMeetingForm';
import { isOpen } from '../model/userActionItems';
import { ActionItemsCard } from './ActionItemsCard';
import { AllActionItemsDialog } from './AllActionItemsDialog';
import { NewMeetingDialog } from './NewMeetingDialog';
import { RecentMeetings } from './RecentMeetings';
import { TemplatesDialog } from './TemplatesDialog';
import { NewUserActionItemForm } from './UserActionItemForm';
import '../../../shared/shared.css';
import './meeting-notes.css';

const ALL = 'all';

/**
 * /meeting-notes (docs/product.md#meeting-notes): the business filter (only with businesses; kept in ?business=), 'Your
 * Action Items' and 'Overdue Items', 'Recent Meetings', 'Create New Meeting' and 'Meeting Templates'.
 */
export function MeetingNotesPage() {
  const businesses = useBusinesses();
  const list = businesses.data ?? [];
  const [params, setParams] = useSearchParams();
  const asked = params.get('business');
  const businessId = asked && list.some((b) => b.id === asked) ? asked : null;
  const [newMeeting, setNewMeeting] = useState<PersonalMeetingFormValues | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);

  const filter = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete('business');
        else next.set('business', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Page title="Meeting Notes">
      <div className="fjm-toolbar">
        {list.length > 0 && (
          <div className="fjm-toolbar__filter">
            <SelectField
              label="Show meetings for"
              value={businessId ?? ALL}
              options={[{ value: ALL, label: 'All meetings' }, ...list.map((b) => ({ value: b.id, label: b.name }))]}
              onChange={filter}
            />
          </div>
        )}
        <div className="fjm-toolbar__actions">
          <Button onClick={() => setNewMeeting(emptyPersonalMeetingForm(businessId))}>
            <Plus size={18} aria-hidden="true" /> New Meeting
          </Button>
          <Button variant="outline" onClick={() => setTemplatesOpen(true)}>
            <LayoutTemplate size={18} aria-hidden="true" /> Templates
          </Button>
        </div>
      </div>
      <PendingWrites scope="/api/meeting-notes" />
      <PendingWrites scope="/api/user-action-items" />
      <div className="fjm-layout">
        <ActionItemCards />
        <RecentMeetings businessId={businessId} businesses={list} />
      </div>
      <NewMeetingDialog initial={newMeeting} businesses={list} onClose={() => setNewMeeting(null)} />
      <TemplatesDialog
        open={templatesOpen}
        onOpenChange={setTemplatesOpen}
        businessId={businessId}
        onUse={(template) => {
          setTemplatesOpen(false);
          setNewMeeting(withTemplate(emptyPersonalMeetingForm(businessId ?? template.businessId), template));
        }}
      />
    </Page>
  );
}

/** 'Your Action Items' (open ones) and 'Overdue Items' (the server's verdict in the user's time zone). */
function ActionItemCards() {
  const items = useUserActionItems();
  const [showAll, setShowAll] = useState(false);
  if (items.isPending)
    return (
      <div className="fjm-side" role="status" aria-label="Loading action items">
        <Skeleton style={{ height: 160 }} />
      </div>
    );
  if (items.isError) return <LoadError what="your action items" onRetry={() => void items.refetch()} />;
  const all = items.data;
  return (
    <div className="fjm-side">
      <ActionItemsCard
        id="fjm-your-items"
        heading="Your Action Items"
        items={all.filter(isOpen)}
        allCount={all.length}
        empty="Nothing open. Add what you need to do next."
        onShowAll={() => setShowAll(true)}
        action={
          <FormDialog
            title="New Action Item"
            trigger={
              <Button size="sm">
                <Plus size={16} aria-hidden="true" /> Add
              </Button>
            }
          >
            {(close) => <NewUserActionItemForm onSaved={close} />}
          </FormDialog>
        }
      />
      <ActionItemsCard
        id="fjm-overdue"
        heading="Overdue Items"
        items={all.filter((i) => i.isOverdue)}
        empty="Nothing overdue."
        onShowAll={() => setShowAll(true)}
      />
      <AllActionItemsDialog open={showAll} onOpenChange={setShowAll} items={all} />
    </div>
  );
}
