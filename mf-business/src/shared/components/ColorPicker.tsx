import type { BusinessColor } from '@fj/contracts';
import { BUSINESS_COLOR_CHOICES, BUSINESS_COLOR_STYLES } from '../model/businessColors';

/** The eight business colours as a radio group of swatches (arrow keys move between them, like any radio group). */
export function ColorPicker({ value, onChange }: { value: BusinessColor; onChange: (color: BusinessColor) => void }) {
  return (
    <fieldset className="fjb-colors">
      <legend className="fj-label">Colour</legend>
      <div className="fjb-colors__swatches">
        {BUSINESS_COLOR_CHOICES.map((color) => (
          <label key={color} className="fjb-colors__choice">
            <input
              type="radio"
              name="business-color"
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="fjb-colors__input"
            />
            <span
              className="fjb-colors__swatch"
              style={{ background: BUSINESS_COLOR_STYLES[color].swatch }}
              aria-hidden="true"
            />
            <span className="fj-visually-hidden">{BUSINESS_COLOR_STYLES[color].label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
