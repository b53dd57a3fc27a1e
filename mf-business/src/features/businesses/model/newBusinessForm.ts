import type { BusinessColor, CreateBusinessRequest } from '@fj/contracts';
import { DEFAULT_COLOR } from './businessColors';

export interface NewBusinessForm {
  name: string;
  description: string;
  color: BusinessColor;
}

export const EMPTY_NEW_BUSINESS_FORM: NewBusinessForm = { name: '', description: '', color: DEFAULT_COLOR };

/** Spec §5: the name is required after trimming (the Create button stays disabled until then). */
export const isNewBusinessNameBlank = (form: NewBusinessForm) => form.name.trim() === '';

/**
 * The POST /api/businesses body: trimmed name, description trimmed and omitted when empty, the chosen colour.
 * null when the name is blank (nothing to send).
 */
export function toCreateBusinessRequest(form: NewBusinessForm): CreateBusinessRequest | null {
  const name = form.name.trim();
  if (!name) return null;
  const description = form.description.trim();
  return description ? { name, description, color: form.color } : { name, color: form.color };
}
