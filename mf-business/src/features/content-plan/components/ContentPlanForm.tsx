import type { Business, ContentPlan } from '@fj/contracts';
import { CONTENT_PLAN_REQUIRED_FIELDS } from '@fj/contracts/messages';
import {
  Button,
  DraftPrompt,
  FormField,
  Input,
  RequiredNote,
  Textarea,
  toast,
  useUserTimeZone,
  useValidatedForm,
} from '@fj/ui';
import { SelectField } from '@fj/ui/select';
import { useCreateContentPlan, useUpdateContentPlan } from '../api/contentPlansApi';
import {
  contentPlanToFormValues,
  emptyContentPlanForm,
  toCreateContentPlanRequest,
  toUpdateContentPlanRequest,
  validateContentPlanForm,
  type ContentPlanFormValues,
} from '../model/contentPlanForm';
import { ContentTypePicker } from './ContentTypePicker';

const NO_BUSINESS = 'none';

/**
 * Title and content type required (inline, and the toast); description, date and business optional
 * (docs/product.md#content-plan).
 */
export function ContentPlanForm({
  initial,
  businesses,
  submitLabel,
  pending,
  draftName,
  onSubmit,
}: {
  initial: ContentPlanFormValues;
  businesses: readonly Business[];
  submitLabel: string;
  pending: boolean;
  /** What is typed is kept on the device under this name until saved ('Restore your draft?'). */
  draftName: string;
  onSubmit: (values: ContentPlanFormValues, saved: () => void) => void;
}) {
  const { values, set, errors, submit, draft } = useValidatedForm(
    initial,
    validateContentPlanForm,
    onSubmit,
    () => toast({ title: 'Error', description: CONTENT_PLAN_REQUIRED_FIELDS, variant: 'destructive' }),
    { draft: draftName },
  );
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <DraftPrompt draft={draft} />
      <FormField label="Title" required error={errors.title}>
        {(control) => (
          <Input
            {...control}
            placeholder="e.g. Behind the scenes at 5am"
            maxLength={200}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </FormField>
      <ContentTypePicker
        value={values.contentType}
        error={errors.contentType}
        onChange={(type) => set('contentType', type)}
      />
      <FormField label="Description (optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={5000}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </FormField>
      <div className="fj-form__row">
        <FormField label="Date" hint="No date saves a draft.">
          {(control) => (
            <Input {...control} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />
          )}
        </FormField>
        <FormField label="Time">
          {(control) => (
            <Input
              {...control}
              type="time"
              disabled={!values.date}
              value={values.time}
              onChange={(e) => set('time', e.target.value)}
            />
          )}
        </FormField>
      </div>
      {businesses.length > 0 && (
        <SelectField
          label="Business"
          value={values.businessId || NO_BUSINESS}
          options={[
            { value: NO_BUSINESS, label: 'No business' },
            ...businesses.map((b) => ({ value: b.id, label: b.name })),
          ]}
          onChange={(id) => set('businessId', id === NO_BUSINESS ? '' : id)}
        />
      )}
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}

export function NewContentPlanForm({
  businesses,
  businessId,
  date,
  onSaved,
}: {
  businesses: readonly Business[];
  businessId: string | null;
  date?: string;
  onSaved: () => void;
}) {
  const zone = useUserTimeZone();
  const create = useCreateContentPlan();
  return (
    <ContentPlanForm
      initial={emptyContentPlanForm(businessId, date)}
      businesses={businesses}
      submitLabel="Add to Plan"
      pending={create.isPending}
      draftName="content-plan:new"
      onSubmit={(values, saved) => {
        const body = toCreateContentPlanRequest(values, zone);
        if (body)
          create.mutate(body, {
            onSuccess: () => {
              saved();
              onSaved();
            },
          });
      }}
    />
  );
}

export function EditContentPlanForm({
  plan,
  businesses,
  onSaved,
}: {
  plan: ContentPlan;
  businesses: readonly Business[];
  onSaved: () => void;
}) {
  const zone = useUserTimeZone();
  const update = useUpdateContentPlan();
  return (
    <ContentPlanForm
      initial={contentPlanToFormValues(plan, zone)}
      businesses={businesses}
      submitLabel="Save Changes"
      pending={update.isPending}
      draftName={`content-plan:edit:${plan.id}`}
      onSubmit={(values, saved) => {
        const body = toUpdateContentPlanRequest(values, plan.isCompleted, zone);
        if (body)
          update.mutate(
            { id: plan.id, body, version: plan.updatedAt },
            {
              onSuccess: () => {
                saved();
                onSaved();
              },
            },
          );
      }}
    />
  );
}
