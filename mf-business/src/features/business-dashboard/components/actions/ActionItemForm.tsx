import type { ActionItem } from '@fj/contracts';
import { Button, FormField, Input, RequiredNote, Textarea, useValidatedForm } from '@fj/ui';
import { optionsFrom, SelectField } from '@fj/ui/select';
import { useCreateActionItem, useUpdateActionItem } from '../../api/actionItemsApi';
import { ACTION_ITEM_STATUS_HEADINGS, PRIORITY_LABELS } from '../../../../shared/model/actionItems';
import {
  actionItemToFormValues,
  EMPTY_ACTION_ITEM_FORM,
  toCreateActionItemRequest,
  toUpdateActionItemRequest,
  validateActionItemForm,
  type ActionItemFormValues,
} from '../../model/actionItemForm';

const PRIORITY_OPTIONS = optionsFrom(PRIORITY_LABELS);
const STATUS_OPTIONS = optionsFrom(ACTION_ITEM_STATUS_HEADINGS);

/**
 * Title required (said inline), priority medium by default (docs/product.md#business-action-items); due date and
 * assignee optional.
 */
export function ActionItemForm({
  initial = EMPTY_ACTION_ITEM_FORM,
  withStatus = false,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: ActionItemFormValues;
  withStatus?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: ActionItemFormValues) => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(initial, validateActionItemForm, onSubmit);
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField label="Title" required error={errors.title}>
        {(control) => (
          <Input
            {...control}
            placeholder="e.g. Send the proposal"
            maxLength={200}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Description (optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </FormField>
      <div className="fj-form__row">
        <SelectField
          label="Priority"
          value={values.priority}
          options={PRIORITY_OPTIONS}
          onChange={(v) => set('priority', v)}
        />
        <FormField label="Due date">
          {(control) => (
            <Input {...control} type="date" value={values.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
          )}
        </FormField>
      </div>
      <div className={withStatus ? 'fj-form__row' : undefined}>
        <FormField label="Assigned to">
          {(control) => (
            <Input
              {...control}
              placeholder="Who owns it?"
              value={values.assignedTo}
              onChange={(e) => set('assignedTo', e.target.value)}
            />
          )}
        </FormField>
        {withStatus && (
          <SelectField
            label="Status"
            value={values.status}
            options={STATUS_OPTIONS}
            onChange={(v) => set('status', v)}
          />
        )}
      </div>
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}

export function NewActionItemForm({ businessId, onSaved }: { businessId: string; onSaved: () => void }) {
  const create = useCreateActionItem(businessId);
  return (
    <ActionItemForm
      submitLabel="Add Action Item"
      pending={create.isPending}
      onSubmit={(values) => {
        const body = toCreateActionItemRequest(values, businessId);
        if (body) create.mutate(body, { onSuccess: onSaved });
      }}
    />
  );
}

export function EditActionItemForm({ item, onSaved }: { item: ActionItem; onSaved: () => void }) {
  const update = useUpdateActionItem(item.businessId);
  return (
    <ActionItemForm
      initial={actionItemToFormValues(item)}
      withStatus
      submitLabel="Save Changes"
      pending={update.isPending}
      onSubmit={(values) => {
        const body = toUpdateActionItemRequest(values);
        if (body) update.mutate({ id: item.id, body, version: item.updatedAt }, { onSuccess: onSaved });
      }}
    />
  );
}
