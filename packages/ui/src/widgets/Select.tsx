// '@fj/ui/select': the Radix dropdown, and SelectField for forms.
import * as SelectPrimitive from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/** A labelled single-choice dropdown. `label` names it for screen readers. */
export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  label,
  disabled,
}: {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  label: string;
  disabled?: boolean;
}) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectPrimitive.Trigger className="fj-input fj-select__trigger" aria-label={label}>
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDownIcon width={16} height={16} />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content className="fj-select__content" position="popper" sideOffset={4}>
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item key={option.value} value={option.value} className="fj-select__item">
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="fj-select__check">
                  <CheckIcon width={16} height={16} />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

/**
 * A visibly labelled Select in a form (the label also names the dropdown for screen readers), laid out like
 * '@fj/ui''s FormField.
 */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly SelectOption[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="fj-field">
      <span className="fj-label" aria-hidden="true">
        {label}
      </span>
      <Select label={label} value={value} options={options} onValueChange={(next) => onChange(next as T)} />
    </div>
  );
}

/** Select options from a value → label map, in the map's order (or the order of `values`). */
export function optionsFrom<T extends string>(labels: Record<T, string>, values: readonly T[] = Object.keys(labels) as T[]): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
