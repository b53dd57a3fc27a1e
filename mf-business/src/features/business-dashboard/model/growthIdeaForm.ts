import type {
  CreateGrowthIdeaRequest,
  GrowthIdea,
  GrowthIdeaCategory,
  GrowthIdeaStatus,
  ImplementationEffort,
  Priority,
  UpdateGrowthIdeaRequest,
} from '@fj/contracts';
import { GROWTH_IDEA_TITLE_REQUIRED, POTENTIAL_REVENUE_NEGATIVE } from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';
import {
  nullableText,
  numberText,
  optionalText,
  parseFloatOrNull,
  typedNumber,
} from '../../../shared/model/formValues';

export interface GrowthIdeaFormValues {
  title: string;
  description: string;
  category: GrowthIdeaCategory;
  priority: Priority;
  implementationEffort: ImplementationEffort;
  /** dollars, as typed */
  potentialRevenue: string;
  /** Only the edit form shows it; new ideas start 'brainstorming'. */
  status: GrowthIdeaStatus;
}

/** Category marketing, priority medium, effort medium (docs/product.md#growth-ideas). */
export const EMPTY_GROWTH_IDEA_FORM: GrowthIdeaFormValues = {
  title: '',
  description: '',
  category: 'marketing',
  priority: 'medium',
  implementationEffort: 'medium',
  potentialRevenue: '',
  status: 'brainstorming',
};

export const growthIdeaToFormValues = (idea: GrowthIdea): GrowthIdeaFormValues => ({
  title: idea.title,
  description: idea.description ?? '',
  category: idea.category,
  priority: idea.priority,
  implementationEffort: idea.implementationEffort,
  potentialRevenue: numberText(idea.potentialRevenue),
  status: idea.status,
});

/** Title required; a potential revenue, when given, is a number ≥ 0 (the server refuses the same). */
export function validateGrowthIdeaForm(values: GrowthIdeaFormValues): FieldErrors<'title' | 'potentialRevenue'> {
  const revenue = typedNumber(values.potentialRevenue);
  return {
    title: isBlank(values.title) ? GROWTH_IDEA_TITLE_REQUIRED : undefined,
    potentialRevenue:
      revenue !== null && !(revenue >= 0)
        ? Number.isNaN(revenue)
          ? 'Potential revenue must be a number'
          : POTENTIAL_REVENUE_NEGATIVE
        : undefined,
  };
}

/** The POST /api/growth-ideas body (fields plus businessId, status brainstorming); null when the title is blank. */
export function toCreateGrowthIdeaRequest(
  values: GrowthIdeaFormValues,
  businessId: string,
): CreateGrowthIdeaRequest | null {
  const title = values.title.trim();
  if (!title) return null;
  return {
    businessId,
    title,
    description: optionalText(values.description),
    category: values.category,
    priority: values.priority,
    implementationEffort: values.implementationEffort,
    potentialRevenue: parseFloatOrNull(values.potentialRevenue),
    status: 'brainstorming',
  };
}

/** The PUT /api/growth-ideas/:id body of the edit form: every field (emptied ones as null, to clear them). */
export function toUpdateGrowthIdeaRequest(values: GrowthIdeaFormValues): UpdateGrowthIdeaRequest | null {
  const title = values.title.trim();
  if (!title) return null;
  return {
    status: values.status,
    title,
    description: nullableText(values.description),
    category: values.category,
    priority: values.priority,
    implementationEffort: values.implementationEffort,
    potentialRevenue: parseFloatOrNull(values.potentialRevenue),
  };
}
