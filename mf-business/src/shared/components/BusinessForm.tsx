import { BUSINESS_NAME_REQUIRED, BUSINESS_NAME_REQUIRED_TITLE } from '@fj/contracts/messages';
import { Button, FormField, Input, RequiredNote, Textarea, toast, useValidatedForm } from '@fj/ui';
import { EMPTY_BUSINESS_FORM, validateBusinessForm, type BusinessFormValues } from '../model/businessForm';
import { ColorPicker } from './ColorPicker';

/**
 * Name (required), description (optional), colour (default blue): the New Business and Edit Business form.
 * A blank name says so inline and with the toast ('Business Name Required'); `onSubmit` gets valid values.
 */
export function BusinessForm({
  initial = EMPTY_BUSINESS_FORM,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  initial?: BusinessFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: BusinessFormValues) => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(
    initial,
    validateBusinessForm,
    (valid) => onSubmit(valid),
    (found) =>
      found.name === BUSINESS_NAME_REQUIRED &&
      toast({ title: BUSINESS_NAME_REQUIRED_TITLE, description: BUSINESS_NAME_REQUIRED, variant: 'destructive' }),
  );
  // Over the limit is said as it is typed (and the text kept whole), not only on submit.
  const live = validateBusinessForm(values);
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField
        label="Business name"
        required
        error={errors.name ?? (live.name !== BUSINESS_NAME_REQUIRED ? live.name : undefined)}
      >
        {(control) => (
          <Input
            {...control}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            placeholder="e.g. Sunrise Bakery"
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Description (optional)" error={errors.description ?? live.description}>
        {(control) => (
          <Textarea
            {...control}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            placeholder="What does this business do?"
            rows={3}
          />
        )}
      </FormField>
      <ColorPicker value={values.color} onChange={(color) => set('color', color)} />
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
