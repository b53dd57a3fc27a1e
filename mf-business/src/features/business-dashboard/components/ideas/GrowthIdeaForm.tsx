import { useState, type FormEvent } from 'react';
import { Button, Input, Textarea } from '@fj/ui';
import { FormField } from '../../../../shared/FormField';
import { optionsFrom, SelectField } from '../../../../shared/SelectField';
import { useCreateGrowthIdea } from '../../api/growthIdeasApi';
import { EFFORT_LABELS, GROWTH_IDEA_CATEGORY_LABELS, IDEA_PRIORITY_LABELS } from '../../model/growthIdeas';
import { EMPTY_GROWTH_IDEA_FORM, isGrowthIdeaFormComplete, toCreateGrowthIdeaRequest, type GrowthIdeaFormValues } from '../../model/growthIdeaForm';

const CATEGORY_OPTIONS = optionsFrom(GROWTH_IDEA_CATEGORY_LABELS);
const IMPACT_OPTIONS = optionsFrom(IDEA_PRIORITY_LABELS);
const EFFORT_OPTIONS = optionsFrom(EFFORT_LABELS);

/** Spec §5: title required; category marketing, priority medium, effort medium; potential revenue a number or empty. */
export function GrowthIdeaForm({ businessId, onSaved }: { businessId: string; onSaved: () => void }) {
  const [values, setValues] = useState<GrowthIdeaFormValues>(EMPTY_GROWTH_IDEA_FORM);
  const create = useCreateGrowthIdea(businessId);
  const set = <K extends keyof GrowthIdeaFormValues>(key: K, value: GrowthIdeaFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toCreateGrowthIdeaRequest(values, businessId);
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY_GROWTH_IDEA_FORM);
        onSaved();
      },
    });
  };

  return (
    <form className="fjb-form" onSubmit={submit} noValidate>
      <FormField label="Title">
        {(id) => <Input id={id} placeholder="e.g. Launch a referral program" maxLength={200} value={values.title} onChange={(e) => set('title', e.target.value)} />}
      </FormField>
      <FormField label="Description (optional)">
        {(id) => <Textarea id={id} rows={2} value={values.description} onChange={(e) => set('description', e.target.value)} />}
      </FormField>
      <div className="fjb-form__row">
        <SelectField label="Category" value={values.category} options={CATEGORY_OPTIONS} onChange={(v) => set('category', v)} />
        <SelectField label="Impact" value={values.priority} options={IMPACT_OPTIONS} onChange={(v) => set('priority', v)} />
      </div>
      <div className="fjb-form__row">
        <SelectField label="Effort" value={values.implementationEffort} options={EFFORT_OPTIONS} onChange={(v) => set('implementationEffort', v)} />
        <FormField label="Potential revenue">
          {(id) => (
            <Input id={id} type="number" inputMode="decimal" min={0} step="0.01" placeholder="USD" value={values.potentialRevenue} onChange={(e) => set('potentialRevenue', e.target.value)} />
          )}
        </FormField>
      </div>
      <Button type="submit" block disabled={!isGrowthIdeaFormComplete(values) || create.isPending}>
        {create.isPending ? 'Saving…' : 'Add Growth Idea'}
      </Button>
    </form>
  );
}
