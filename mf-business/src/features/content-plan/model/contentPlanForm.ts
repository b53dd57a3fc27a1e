import type { ContentPlan, ContentType, CreateContentPlanRequest, UpdateContentPlanRequest } from '@fj/contracts';
import { CONTENT_PLAN_TITLE_REQUIRED, CONTENT_TYPE_REQUIRED } from '@fj/contracts/messages';
import { instantOfLocal, isBlank, type FieldErrors } from '@fj/ui';
import { scheduledDay, scheduledTime } from './grouping';

export interface ContentPlanFormValues {
  title: string;
  description: string;
  contentType: ContentType | '';
  /** yyyy-MM-dd in the user's zone, or '' for a draft */
  date: string;
  /** HH:mm, used with a date */
  time: string;
  /** a business id, or '' for none */
  businessId: string;
}

/** When a date is picked without a time, the plan is for 09:00 that day. */
export const DEFAULT_TIME = '09:00';

export const emptyContentPlanForm = (businessId: string | null, date = ''): ContentPlanFormValues => ({
  title: '',
  description: '',
  contentType: '',
  date,
  time: DEFAULT_TIME,
  businessId: businessId ?? '',
});

export const contentPlanToFormValues = (plan: ContentPlan, zone: string): ContentPlanFormValues => ({
  title: plan.title,
  description: plan.description ?? '',
  contentType: plan.contentType,
  date: scheduledDay(plan, zone) ?? '',
  time: scheduledTime(plan, zone) ?? DEFAULT_TIME,
  businessId: plan.businessId ?? '',
});

/** Title and content type are required (said inline; the form also raises the required-fields toast). */
export function validateContentPlanForm(values: ContentPlanFormValues): FieldErrors<'title' | 'contentType'> {
  return {
    title: isBlank(values.title) ? CONTENT_PLAN_TITLE_REQUIRED : undefined,
    contentType: values.contentType ? undefined : CONTENT_TYPE_REQUIRED,
  };
}

/** The date is sent as an ISO string (the chosen wall time in the user's zone) or null. */
export const scheduledDateOf = (values: ContentPlanFormValues, zone: string): string | null =>
  values.date ? instantOfLocal(values.date, values.time || DEFAULT_TIME, zone) : null;

const textOrNull = (value: string) => (value.trim() ? value.trim() : null);

/** The POST /api/content-plans body (the contract's keys plus businessId); null while a required field is missing. */
export function toCreateContentPlanRequest(
  values: ContentPlanFormValues,
  zone: string,
): CreateContentPlanRequest | null {
  if (isBlank(values.title) || !values.contentType) return null;
  return {
    title: values.title.trim(),
    description: textOrNull(values.description),
    contentType: values.contentType,
    scheduledDate: scheduledDateOf(values, zone),
    accountId: null,
    businessId: values.businessId || null,
  };
}

/** The edit form's PATCH body: every field (cleared ones as null), keeping the completion as it is. */
export function toUpdateContentPlanRequest(
  values: ContentPlanFormValues,
  isCompleted: boolean,
  zone: string,
): UpdateContentPlanRequest | null {
  if (isBlank(values.title) || !values.contentType) return null;
  return {
    isCompleted,
    title: values.title.trim(),
    description: textOrNull(values.description),
    contentType: values.contentType,
    scheduledDate: scheduledDateOf(values, zone),
    businessId: values.businessId || null,
  };
}
