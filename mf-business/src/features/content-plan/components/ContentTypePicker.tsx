import { useId } from 'react';
import type { ContentType } from '@fj/contracts';
import { RequiredMark } from '@fj/ui';
import { CONTENT_TYPE_LABELS, CONTENT_TYPE_ORDER } from '../../../shared/model/contentPlanLabels';

/** The five content types as a required radio group of chips, with its inline message. */
export function ContentTypePicker({
  value,
  error,
  onChange,
}: {
  value: ContentType | '';
  error?: string;
  onChange: (type: ContentType) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className="fjcp-types" aria-describedby={error ? errorId : undefined}>
      <legend className="fj-label">
        Content type
        <RequiredMark />
      </legend>
      <div className="fjcp-types__chips">
        {CONTENT_TYPE_ORDER.map((type, i) => (
          <label key={type} className="fjcp-chip">
            <input
              type="radio"
              name="content-type"
              value={type}
              checked={value === type}
              required
              onChange={() => onChange(type)}
              className="fjcp-chip__input"
              {...(error && i === 0 ? { 'aria-invalid': true } : {})}
            />
            <span className="fjcp-chip__label">{CONTENT_TYPE_LABELS[type]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="fj-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
