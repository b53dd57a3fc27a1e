import { Annoyed, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';
import { MOOD_SCALE } from '@fj/contracts/home-catalog';
import { cn } from '@fj/ui';
import './shared.css';

// Icons, not emoji: not every device (or CI browser) has an emoji font.
const MOOD_ICONS: Record<number, LucideIcon> = { 1: Frown, 2: Annoyed, 3: Meh, 4: Smile, 5: Laugh };

/**
 * The one mood scale (1 Awful … 5 Great; docs/decisions/2701-one-mood-a-day.md) as a radio group of faces with their
 * words, on home, the wellness page and the journal; tapping the chosen one clears it.
 */
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
      {MOOD_SCALE.map((mood) => {
        const Icon = MOOD_ICONS[mood.value];
        return (
          <button
            key={mood.value}
            type="button"
            role="radio"
            aria-checked={value === mood.value}
            disabled={disabled}
            className={cn('fjs-mood', value === mood.value && 'fjs-mood--on')}
            onClick={() => onChange(value === mood.value ? null : mood.value)}
          >
            <Icon className="fjs-mood__icon" size={22} aria-hidden="true" />
            <span className="fjs-mood__label">{mood.label}</span>
          </button>
        );
      })}
    </div>
  );
}

/** '😄 Great' for a stored mood (or null). */
export const moodText = (mood: number | null) => {
  const found = MOOD_SCALE.find((m) => m.value === mood);
  return found ? `${found.emoji} ${found.label}` : null;
};
