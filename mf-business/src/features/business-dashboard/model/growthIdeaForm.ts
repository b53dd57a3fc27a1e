import type { CreateGrowthIdeaRequest, GrowthIdeaCategory, ImplementationEffort, Priority } from '@fj/contracts';
import { optionalText, parseFloatOrNull } from './formValues';

export interface GrowthIdeaFormValues {
  title: string;
  description: string;
  category: GrowthIdeaCategory;
  priority: Priority;
  implementationEffort: ImplementationEffort;
  /** dollars, as typed */
  potentialRevenue: string;
}

/** Spec §5: category marketing, priority medium, effort medium. */
export const EMPTY_GROWTH_IDEA_FORM: GrowthIdeaFormValues = {
  title: '',
  description: '',
  category: 'marketing',
  priority: 'medium',
  implementationEffort: 'medium',
  potentialRevenue: '',
};

export const isGrowthIdeaFormComplete = (values: GrowthIdeaFormValues) => values.title.trim() !== '';

/** The POST /api/growth-ideas body (spec §7: fields plus businessId, status brainstorming); null when the title is blank. */
export function toCreateGrowthIdeaRequest(values: GrowthIdeaFormValues, businessId: string): CreateGrowthIdeaRequest | null {
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
