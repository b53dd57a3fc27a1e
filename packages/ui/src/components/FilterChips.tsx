import { cn } from './cn';

export interface ChipOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A row of filter chips (toggle buttons in a labelled group; `aria-pressed` marks the chosen one). Scrolls sideways on
 * phones instead of wrapping. `value` null: none chosen. The caller decides what a click on the chosen chip means
 * (e.g. clear a tag filter).
 */
export function FilterChips<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly ChipOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn('fj-chips', className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="fj-chip"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
