import { useState, type FormEvent } from 'react';
import { Button, Input, Textarea } from '@fj/ui';
import { FormField } from '../../../../shared/FormField';
import { optionsFrom, SelectField } from '../../../../shared/SelectField';
import { useCreateActionItem } from '../../api/actionItemsApi';
import { PRIORITY_LABELS } from '../../model/actionItems';
import { EMPTY_ACTION_ITEM_FORM, isActionItemFormComplete, toCreateActionItemRequest, type ActionItemFormValues } from '../../model/actionItemForm';

const PRIORITY_OPTIONS = optionsFrom(PRIORITY_LABELS);

/** Spec §5: title required, priority medium by default; due date and assignee optional. */
export function ActionItemForm({ businessId, onSaved }: { businessId: string; onSaved: () => void }) {
  const [values, setValues] = useState<ActionItemFormValues>(EMPTY_ACTION_ITEM_FORM);
  const create = useCreateActionItem(businessId);
  const set = <K extends keyof ActionItemFormValues>(key: K, value: ActionItemFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toCreateActionItemRequest(values, businessId);
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY_ACTION_ITEM_FORM);
        onSaved();
      },
    });
  };

  return (
    <form className="fjb-form" onSubmit={submit} noValidate>
      <FormField label="Title">
        {(id) => <Input id={id} placeholder="e.g. Send the proposal" maxLength={200} value={values.title} onChange={(e) => set('title', e.target.value)} />}
      </FormField>
      <FormField label="Description (optional)">
        {(id) => <Textarea id={id} rows={2} value={values.description} onChange={(e) => set('description', e.target.value)} />}
      </FormField>
      <div className="fjb-form__row">
        <SelectField label="Priority" value={values.priority} options={PRIORITY_OPTIONS} onChange={(v) => set('priority', v)} />
        <FormField label="Due date">{(id) => <Input id={id} type="date" value={values.dueDate} onChange={(e) => set('dueDate', e.target.value)} />}</FormField>
      </div>
      <FormField label="Assigned to">
        {(id) => <Input id={id} placeholder="Who owns it?" value={values.assignedTo} onChange={(e) => set('assignedTo', e.target.value)} />}
      </FormField>
      <Button type="submit" block disabled={!isActionItemFormComplete(values) || create.isPending}>
        {create.isPending ? 'Saving…' : 'Add Action Item'}
      </Button>
    </form>
  );
}
