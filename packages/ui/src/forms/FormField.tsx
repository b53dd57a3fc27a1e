import { useId, type ReactNode } from 'react';
import { Label } from '../components/FormFields';

/** What a field's control needs: spread it onto the Input, Textarea or Select trigger. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * A labelled form control. `required` shows the marker (and tells screen readers); `error` shows the inline message
 * under the control and marks it invalid; `hint` is help text. `children` receives the props to spread on the control.
 */
export function FormField({
  label,
  required = false,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className="fj-field">
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {error && (
        <p id={errorId} className="fj-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="fj-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The visible "required" asterisk (screen readers get aria-required on the control instead). */
export function RequiredMark() {
  return (
    <span className="fj-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** One line under a form telling what the asterisk means. */
export function RequiredNote() {
  return (
    <p className="fj-field__hint">
      Fields marked <span className="fj-required">*</span> are required.
    </p>
  );
}
