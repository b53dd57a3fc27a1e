import { MOOD_SCALE } from '@fj/contracts/home-catalog';
import { cn } from '@fj/ui';
import './shared.css';

/** The five-step mood scale (1 awful … 5 great) as a radio group of emoji with their words; tapping the chosen one clears it. */
export function MoodPicker({
  value,
  onChange,
  label = 'Mood',
  disabled = false,
}: {
  value: number | null;
  onChange: (mood: number | null) => void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <div className="fjs-moods" role="radiogroup" aria-label={label}>
      {MOOD_SCALE.map((mood) => (
        <button
          key={mood.value}
          type="button"
          role="radio"
          aria-checked={value === mood.value}
          disabled={disabled}
          className={cn('fjs-mood', value === mood.value && 'fjs-mood--on')}
          onClick={() => onChange(value === mood.value ? null : mood.value)}
        >
          <span className="fjs-mood__emoji" aria-hidden="true">
            {mood.emoji}
          </span>
          <span className="fjs-mood__label">{mood.label}</span>
        </button>
      ))}
    </div>
  );
}

/** '😄 Great' for a stored mood (or null). */
export const moodText = (mood: number | null) => {
  const found = MOOD_SCALE.find((m) => m.value === mood);
  return found ? `${found.emoji} ${found.label}` : null;
};
