import type { Business, BusinessColor, CreateBusinessRequest, UpdateBusinessRequest } from '@fj/contracts';
import { BUSINESS_NAME_REQUIRED } from '@fj/contracts/messages';
import { isBlank, type FieldErrors, formatNumber } from '@fj/ui';
import { DEFAULT_COLOR } from './businessColors';

/** The New Business and Edit Business form (one form for both). */
export interface BusinessFormValues {
  name: string;
  description: string;
  color: BusinessColor;
}

export const EMPTY_BUSINESS_FORM: BusinessFormValues = { name: '', description: '', color: DEFAULT_COLOR };

export const businessToFormValues = (
  business: Pick<Business, 'name' | 'description' | 'color'>,
): BusinessFormValues => ({
  name: business.name,
  description: business.description ?? '',
  color: business.color,
});

export const MAX_BUSINESS_NAME = 100;
export const MAX_BUSINESS_DESCRIPTION = 2000;
const tooLong = (what: string, text: string, max: number) =>
  `${what} is at most ${formatNumber(max)} characters (this one has ${formatNumber(text.length)})`;

/**
 * The name is required after trimming (said inline, and by the 'Business Name Required' toast). Text over the limits
 * is said inline too, never cut short as it is typed.
 */
export const validateBusinessForm = (values: BusinessFormValues): FieldErrors<'name' | 'description'> => ({
  name: isBlank(values.name)
    ? BUSINESS_NAME_REQUIRED
    : values.name.trim().length > MAX_BUSINESS_NAME
      ? tooLong('A business name', values.name.trim(), MAX_BUSINESS_NAME)
      : undefined,
  description:
    values.description.trim().length > MAX_BUSINESS_DESCRIPTION
      ? tooLong('The description', values.description.trim(), MAX_BUSINESS_DESCRIPTION)
      : undefined,
});

/** POST /api/businesses: trimmed name, description trimmed and omitted when empty, the colour. null when the name is blank. */
export function toCreateBusinessRequest(values: BusinessFormValues): CreateBusinessRequest | null {
  const name = values.name.trim();
  if (!name) return null;
  const description = values.description.trim();
  return description ? { name, description, color: values.color } : { name, color: values.color };
}

/** PUT /api/businesses/:id (a full update: an emptied description is cleared). null when the name is blank. */
export function toUpdateBusinessRequest(values: BusinessFormValues): UpdateBusinessRequest | null {
  const name = values.name.trim();
  if (!name) return null;
  return { name, description: values.description.trim() || null, color: values.color };
}
