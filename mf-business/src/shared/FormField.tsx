import { useId, type ReactNode } from 'react';
import { Label } from '@fj/ui';

/** A labelled form control: `children` receives the id the label points at. */
export function FormField({ label, hint, children }: { label: ReactNode; hint?: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="fjb-field">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
      {hint && <p className="fjb-field__hint">{hint}</p>}
    </div>
  );
}
