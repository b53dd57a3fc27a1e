import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { MeetingAgendaTemplate } from '@fj/contracts';
import { Button, LoadError, Skeleton } from '@fj/ui';
import { Dialog, DialogContent } from '@fj/ui/dialog';
import { useAgendaTemplates, useCreateTemplate, useUpdateTemplate } from '../api/agendaTemplatesApi';
import {
  emptyTemplateForm,
  templateToFormValues,
  toCreateTemplateRequest,
  toUpdateTemplateRequest,
} from '../model/agendaTemplateForm';
import { AgendaTemplateForm } from './AgendaTemplateForm';
import { TemplateCard } from './TemplateCard';

type View = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; template: MeetingAgendaTemplate };

/**
 * 'Meeting Templates': the caller's templates (the three defaults among them, created by the server), to use
 * for a new meeting, edit or delete — and the form to create one (tied to the business the screen is filtered to).
 */
export function TemplatesDialog({
  open,
  onOpenChange,
  businessId,
  onUse,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string | null;
  onUse: (template: MeetingAgendaTemplate) => void;
}) {
  const [view, setView] = useState<View>({ mode: 'list' });
  const change = (next: boolean) => {
    if (!next) setView({ mode: 'list' });
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      {open && (
        <DialogContent
          key={view.mode}
          title={view.mode === 'list' ? 'Meeting Templates' : view.mode === 'create' ? 'New Template' : 'Edit Template'}
          focusFirstField={view.mode !== 'list'}
        >
          {view.mode === 'list' ? (
            <TemplateList
              businessId={businessId}
              onUse={onUse}
              onCreate={() => setView({ mode: 'create' })}
              onEdit={(template) => setView({ mode: 'edit', template })}
            />
          ) : (
            <TemplateEditor view={view} businessId={businessId} onDone={() => setView({ mode: 'list' })} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function TemplateList({
  businessId,
  onUse,
  onCreate,
  onEdit,
}: {
  businessId: string | null;
  onUse: (t: MeetingAgendaTemplate) => void;
  onCreate: () => void;
  onEdit: (t: MeetingAgendaTemplate) => void;
}) {
  const templates = useAgendaTemplates(businessId);
  return (
    <div className="fjm-templates">
      <Button variant="outline" block onClick={onCreate}>
        <Plus size={18} aria-hidden="true" /> New Template
      </Button>
      {templates.isPending ? (
        <Skeleton style={{ height: 160 }} />
      ) : templates.isError ? (
        <LoadError what="your templates" onRetry={() => void templates.refetch()} />
      ) : (
        <ul className="fjm-templates__list" aria-label="Templates">
          {templates.data.map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} onUse={() => onUse(template)} onEdit={() => onEdit(template)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TemplateEditor({
  view,
  businessId,
  onDone,
}: {
  view: Exclude<View, { mode: 'list' }>;
  businessId: string | null;
  onDone: () => void;
}) {
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  if (view.mode === 'create')
    return (
      <AgendaTemplateForm
        initial={emptyTemplateForm()}
        submitLabel="Create Template"
        pending={create.isPending}
        onCancel={onDone}
        onSubmit={(values) => create.mutate(toCreateTemplateRequest(values, businessId), { onSuccess: onDone })}
      />
    );
  return (
    <AgendaTemplateForm
      initial={templateToFormValues(view.template)}
      submitLabel="Save Changes"
      pending={update.isPending}
      onCancel={onDone}
      onSubmit={(values) =>
        update.mutate({ id: view.template.id, body: toUpdateTemplateRequest(values) }, { onSuccess: onDone })
      }
    />
  );
}
