import type { GrowthIdea } from '@fj/contracts';
import { Button, FormField, Input, RequiredNote, Textarea, useValidatedForm } from '@fj/ui';
import { optionsFrom, SelectField } from '@fj/ui/select';
import { useCreateGrowthIdea, useUpdateGrowthIdea } from '../../api/growthIdeasApi';
import {
  EFFORT_LABELS,
  GROWTH_IDEA_CATEGORY_LABELS,
  GROWTH_IDEA_STATUS_LABELS,
  IDEA_PRIORITY_LABELS,
} from '../../model/growthIdeas';
import {
  EMPTY_GROWTH_IDEA_FORM,
  growthIdeaToFormValues,
  toCreateGrowthIdeaRequest,
  toUpdateGrowthIdeaRequest,
  validateGrowthIdeaForm,
  type GrowthIdeaFormValues,
} from '../../model/growthIdeaForm';

const CATEGORY_OPTIONS = optionsFrom(GROWTH_IDEA_CATEGORY_LABELS);
const IMPACT_OPTIONS = optionsFrom(IDEA_PRIORITY_LABELS);
const EFFORT_OPTIONS = optionsFrom(EFFORT_LABELS);
const STATUS_OPTIONS = optionsFrom(GROWTH_IDEA_STATUS_LABELS);

/**
 * docs/product.md#growth-ideas: title required (said inline); category marketing, priority medium, effort medium;
 * revenue ≥ 0 or empty.
 */
export function GrowthIdeaForm({
  initial = EMPTY_GROWTH_IDEA_FORM,
  withStatus = false,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: GrowthIdeaFormValues;
  withStatus?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: GrowthIdeaFormValues) => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(initial, validateGrowthIdeaForm, onSubmit);
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField label="Title" required error={errors.title}>
        {(control) => (
          <Input
            {...control}
            placeholder="e.g. Launch a referral program"
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
          label="Category"
          value={values.category}
          options={CATEGORY_OPTIONS}
          onChange={(v) => set('category', v)}
        />
        <SelectField
          label="Impact"
          value={values.priority}
          options={IMPACT_OPTIONS}
          onChange={(v) => set('priority', v)}
        />
      </div>
      <div className="fj-form__row">
        <SelectField
          label="Effort"
          value={values.implementationEffort}
          options={EFFORT_OPTIONS}
          onChange={(v) => set('implementationEffort', v)}
        />
        <FormField label="Potential revenue" error={errors.potentialRevenue}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder="USD"
              value={values.potentialRevenue}
              onChange={(e) => set('potentialRevenue', e.target.value)}
            />
          )}
        </FormField>
      </div>
      {withStatus && (
        <SelectField label="Status" value={values.status} options={STATUS_OPTIONS} onChange={(v) => set('status', v)} />
      )}
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}

export function NewGrowthIdeaForm({ businessId, onSaved }: { businessId: string; onSaved: () => void }) {
  const create = useCreateGrowthIdea(businessId);
  return (
    <GrowthIdeaForm
      submitLabel="Add Growth Idea"
      pending={create.isPending}
      onSubmit={(values) => {
        const body = toCreateGrowthIdeaRequest(values, businessId);
        if (body) create.mutate(body, { onSuccess: onSaved });
      }}
    />
  );
}

export function EditGrowthIdeaForm({ idea, onSaved }: { idea: GrowthIdea; onSaved: () => void }) {
  const update = useUpdateGrowthIdea(idea.businessId);
  return (
    <GrowthIdeaForm
      initial={growthIdeaToFormValues(idea)}
      withStatus
      submitLabel="Save Changes"
      pending={update.isPending}
      onSubmit={(values) => {
        const body = toUpdateGrowthIdeaRequest(values);
        if (body) update.mutate({ id: idea.id, body }, { onSuccess: onSaved });
      }}
    />
  );
}
