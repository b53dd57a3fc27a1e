import { useCallback, useState, type FormEvent } from 'react';
import { useFormDraft } from '../drafts/useFormDraft';

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
  const clear = useCallback(
    (name: K) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)),
    [],
  );
  return { errors, check, clear, setErrors };
}

/**
 * A form's values with inline validation: `set(field, value)` updates a field and clears its message; `submit` (the
 * form's onSubmit) checks `validate`, shows the messages and focuses the first invalid field, or calls `onValid`.
 * `onInvalid` can add what the product asks for besides the inline message (e.g. a toast).
 * With `draft` (a name such as 'notes:new'), what is typed is kept on the device until saved: render
 * `<DraftPrompt draft={form.draft} />` in the form, and call the `saved` that `onValid` gets once the save succeeded
 * (docs/decisions/2703-drafts-kept-on-the-device.md).
 */
export function useValidatedForm<V extends object, K extends string & keyof V>(
  initial: V,
  validate: (values: V) => FieldErrors<K>,
  onValid: (values: V, saved: () => void) => void,
  onInvalid?: (errors: FieldErrors<K>) => void,
  { draft: draftName = null }: { draft?: string | null } = {},
) {
  const [values, setValues] = useState<V>(initial);
  const draft = useFormDraft({ form: draftName, value: values, initial, onRestore: setValues });
  const { errors, check, clear } = useFieldErrors<K>();
  const set = <F extends keyof V>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field as unknown as K);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    if (check(found, event.currentTarget)) onValid(values, draft.clear);
    else onInvalid?.(found);
  };
  return { values, set, errors, submit, draft };
}
