import { Select, type SelectOption } from '@fj/ui/select';

/** A visibly labelled @fj/ui Select (the label also names the dropdown for screen readers). */
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
    <div className="fjb-field">
      <span className="fj-label" aria-hidden="true">
        {label}
      </span>
      <Select label={label} value={value} options={options} onValueChange={(next) => onChange(next as T)} />
    </div>
  );
}

/** Select options from a value → label map, in the map's order. */
export function optionsFrom<T extends string>(labels: Record<T, string>, values: readonly T[] = Object.keys(labels) as T[]): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
