import { useCallback, useState } from 'react';

/** Inline messages by field name; a field without a message is valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Empty or only whitespace: what a person would call "not filled in". */
export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);

/** Moves focus to the first control marked invalid in `form` (its message is read with it, via aria-describedby). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * The inline-validation state of one form. On submit: `if (!check(validate(values), event.currentTarget)) return;`
 * shows every message and focuses the first invalid control. Editing a field clears its message (`clear(name)`).
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const check = useCallback((found: FieldErrors<K>, form: HTMLElement | null): boolean => {
    setErrors(found);
    if (!hasErrors(found)) return true;
    // After React has rendered the aria-invalid attributes.
    setTimeout(() => focusFirstInvalid(form), 0);
    return false;
  }, []);
  const clear = useCallback((name: K) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)), []);
  return { errors, check, clear, setErrors };
}
