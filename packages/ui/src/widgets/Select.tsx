// '@fj/ui/select'. Radix Select (~25 KB gzip with its helpers) loads when a user first opens a select, not with
// every screen that shows one (bench/budgets.json): until then the trigger is a look-alike button.
import { lazy, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/icons';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectProps {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Names the select for screen readers. */
  label: string;
  disabled?: boolean;
}

const loadMenu = () => import('./SelectMenu');
const SelectMenu = lazy(loadMenu);

/** A labelled single-choice dropdown. */
export function Select(props: SelectProps) {
  const [opened, setOpened] = useState(false);
  const trigger = <SelectTrigger {...props} onOpen={() => setOpened(true)} />;
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <SelectMenu {...props} defaultOpen />
    </Suspense>
  );
}

const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/** Same markup and attributes as Radix's closed trigger; opening it loads the real one, open. */
function SelectTrigger({ value, options, placeholder, label, disabled, onOpen }: SelectProps & { onOpen: () => void }) {
  const selected = options.find((option) => option.value === value);
  return (
    <button
      type="button"
      role="combobox"
      aria-label={label}
      aria-expanded="false"
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder={selected ? undefined : ''}
      disabled={disabled}
      className="fj-input fj-select__trigger"
      // Fetch the menu as soon as the user heads for it.
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={onOpen}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{selected ? selected.label : placeholder}</span>
      <span aria-hidden="true">
        <ChevronDownIcon width={16} height={16} />
      </span>
    </button>
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
export function optionsFrom<T extends string>(
  labels: Record<T, string>,
  values: readonly T[] = Object.keys(labels) as T[],
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
