import type { UserActionItem } from '@fj/contracts';
import { Button, FormField, Input, RequiredNote, Textarea, useValidatedForm } from '@fj/ui';
import { optionsFrom, SelectField } from '@fj/ui/select';
import { PRIORITY_LABELS } from '../../../shared/model/actionItems';
import { useCreateUserActionItem, useUpdateUserActionItem } from '../api/userActionItemsApi';
import {
  EMPTY_USER_ACTION_ITEM_FORM,
  toUserActionItemRequest,
  USER_ACTION_ITEM_STATUS_LABELS,
  userActionItemToFormValues,
  validateUserActionItemForm,
  type UserActionItemFormValues,
} from '../model/userActionItems';

const PRIORITY_OPTIONS = optionsFrom(PRIORITY_LABELS);
const STATUS_OPTIONS = optionsFrom(USER_ACTION_ITEM_STATUS_LABELS);

/** A personal action item: title required (inline); priority medium and status pending by default; due date optional. */
function UserActionItemForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: UserActionItemFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: UserActionItemFormValues) => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(initial, validateUserActionItemForm, onSubmit);
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField label="Title" required error={errors.title}>
        {(control) => (
          <Input
            {...control}
            maxLength={200}
            placeholder="e.g. Send the investor update"
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
        <SelectField label="Status" value={values.status} options={STATUS_OPTIONS} onChange={(v) => set('status', v)} />
      </div>
      <FormField label="Due date">
        {(control) => (
          <Input {...control} type="date" value={values.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
        )}
      </FormField>
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}

export function NewUserActionItemForm({ onSaved }: { onSaved: () => void }) {
  const create = useCreateUserActionItem();
  return (
    <UserActionItemForm
      initial={EMPTY_USER_ACTION_ITEM_FORM}
      submitLabel="Add Action Item"
      pending={create.isPending}
      onSubmit={(values) => create.mutate(toUserActionItemRequest(values), { onSuccess: onSaved })}
    />
  );
}

export function EditUserActionItemForm({ item, onSaved }: { item: UserActionItem; onSaved: () => void }) {
  const update = useUpdateUserActionItem();
  return (
    <UserActionItemForm
      initial={userActionItemToFormValues(item)}
      submitLabel="Save Changes"
      pending={update.isPending}
      onSubmit={(values) =>
        update.mutate(
          { id: item.id, body: toUserActionItemRequest(values), version: item.updatedAt },
          { onSuccess: onSaved },
        )
      }
    />
  );
}
