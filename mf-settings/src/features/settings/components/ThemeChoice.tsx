import { Monitor, Moon, Sun, SunMoon } from 'lucide-react';
import type { Theme } from '@fj/contracts';
import { THEME_LABELS, THEME_OPTIONS } from '../model/theme';

const ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/** Light / Dark / System as one segmented radio group (arrow keys move between them, as in any radio group). */
export function ThemeChoice({
  value,
  disabled,
  onChange,
}: {
  value: Theme;
  disabled: boolean;
  onChange: (theme: Theme) => void;
}) {
  return (
    <fieldset className="fjs-theme" disabled={disabled}>
      <legend className="fjs-theme__legend">
        <SunMoon size={20} aria-hidden="true" className="fj-row__icon" />
        Theme
      </legend>
      <div className="fjs-theme__track">
        {THEME_OPTIONS.map((theme) => {
          const Icon = ICONS[theme];
          return (
            <label key={theme} className="fjs-theme__option" data-checked={theme === value || undefined}>
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={theme === value}
                onChange={() => onChange(theme)}
                className="fjs-theme__input"
              />
              <Icon size={18} aria-hidden="true" />
              {THEME_LABELS[theme]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
