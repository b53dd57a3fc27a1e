import { useState, type FormEvent } from 'react';
import { Button, Input, Textarea, toast } from '@fj/ui';
import { FormField } from '../../../shared/FormField';
import { useCreateBusiness } from '../api/businessesApi';
import { EMPTY_NEW_BUSINESS_FORM, isNewBusinessNameBlank, toCreateBusinessRequest, type NewBusinessForm as FormValues } from '../model/newBusinessForm';
import { ColorPicker } from './ColorPicker';

/** Name (required), description (optional), colour (default blue). Resets and calls `onCreated` on success. */
export function NewBusinessForm({ onCreated }: { onCreated: () => void }) {
  const [form, setForm] = useState<FormValues>(EMPTY_NEW_BUSINESS_FORM);
  const create = useCreateBusiness();
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toCreateBusinessRequest(form);
    if (!body) {
      toast({ title: 'Business Name Required', description: 'Please enter a name for your business', variant: 'destructive' });
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        setForm(EMPTY_NEW_BUSINESS_FORM);
        onCreated();
      },
    });
  };

  return (
    <form className="fjb-form" onSubmit={submit} noValidate>
      <FormField label="Business name">
        {(id) => (
          <Input id={id} value={form.name} onChange={(e) => set('name', e.target.value)} placeholder="e.g. Sunrise Bakery" maxLength={100} autoComplete="off" />
        )}
      </FormField>
      <FormField label="Description (optional)">
        {(id) => (
          <Textarea id={id} value={form.description} onChange={(e) => set('description', e.target.value)} placeholder="What does this business do?" maxLength={2000} rows={3} />
        )}
      </FormField>
      <ColorPicker value={form.color} onChange={(color) => set('color', color)} />
      <Button type="submit" block disabled={isNewBusinessNameBlank(form) || create.isPending}>
        {create.isPending ? 'Creating…' : 'Create Business'}
      </Button>
    </form>
  );
}
