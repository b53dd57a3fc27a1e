import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Activity, Flame, HeartPulse, Moon } from 'lucide-react';
import { WELLNESS_GOALS } from '@fj/contracts/home-catalog';
import {
  Badge,
  Button,
  FormField,
  Input,
  LoadError,
  PendingWrites,
  todayIn,
  useUserSettings,
  useUserTimeZone,
  formatNumber,
} from '@fj/ui';
import { useSaveWellness, useWellnessDay } from '../../../shared/api/wellnessDay';
import { MoodPicker } from '../../../shared/MoodPicker';
import { WidgetCard } from '../components/WidgetCard';
import { WidgetSkeleton } from '../components/WidgetBoundary';
import { useWellnessGoals } from '../../../shared/api/wellnessGoals';
import {
  caloriesGoalOf,
  caloriesLabel,
  formatSleep,
  goalPercent,
  parseWellnessDraft,
  type WellnessErrors,
} from '../../../shared/model/wellness';
import '../../../shared/shared.css';
import './wellness.css';

const number = (n: number) => formatNumber(n);

/**
 * Today's mood (the one mood of the day, docs/decisions/2701-one-mood-a-day.md) and steps, sleep and calories against
 * the user's own goals (calories against the goal of their kind: active or total energy), with a small form to enter
 * the figures (home's Today).
 */
export default function WellnessWidget() {
  const today = todayIn(useUserTimeZone());
  const day = useWellnessDay(today);
  const goalsQuery = useWellnessGoals();
  const settings = useUserSettings();
  const saveMood = useSaveWellness(today, 'Mood saved');
  if (day.isPending || goalsQuery.isPending) return <WidgetSkeleton title="Wellness" rows={4} />;
  if (day.isError)
    return (
      <WidgetCard id="wellness" title="Wellness">
        <LoadError what="today's wellness" onRetry={() => void day.refetch()} />
      </WidgetCard>
    );
  const entry = day.data;
  // Goals that fail to load fall back to the defaults rather than hiding today's figures.
  const goals = goalsQuery.data ?? WELLNESS_GOALS;
  const connected = settings.data?.appleHealthConnected === true;
  const stats = [
    {
      key: 'steps',
      label: 'Steps',
      Icon: Activity,
      value: entry?.steps,
      goal: goals.steps,
      text: (v: number) => number(v),
    },
    {
      key: 'sleep',
      label: 'Sleep',
      Icon: Moon,
      value: entry?.sleepHours,
      goal: goals.sleepHours,
      text: formatSleep,
    },
    {
      key: 'calories',
      label: caloriesLabel(entry?.caloriesKind),
      Icon: Flame,
      value: entry?.calories,
      goal: caloriesGoalOf(entry?.caloriesKind, goals),
      text: (v: number) => number(v),
    },
  ];
  return (
    <WidgetCard
      id="wellness"
      title="Wellness"
      icon={<HeartPulse size={18} aria-hidden="true" />}
      action={<Badge variant={connected ? 'success' : 'default'}>{connected ? 'Apple Health' : 'Manual'}</Badge>}
    >
      <MoodPicker
        value={entry?.mood ?? null}
        onChange={(mood) => saveMood.mutate({ mood })}
        label="How do you feel today?"
        disabled={saveMood.isPending}
      />
      <ul className="fjh-stats">
        {stats.map(({ key, label, Icon, value, goal, text }) => (
          <li key={key} className="fjh-stat">
            <span className="fjh-stat__label">
              <Icon size={16} aria-hidden="true" /> {label}
            </span>
            <span className="fjh-stat__value">{value == null ? '—' : text(value)}</span>
            <span className="fj-muted fjh-stat__goal">
              of {text(goal)}
              {key === 'calories' && ' kcal'}
            </span>
            <div
              className="fj-progress fj-progress--primary"
              role="progressbar"
              aria-label={`${label} toward goal`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={goalPercent(value, goal)}
            >
              <div className="fj-progress__bar" style={{ width: `${goalPercent(value, goal)}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <PendingWrites scope="/api/wellness" />
      <details className="fjh-wellness-more">
        <summary className="fjh-wellness-more__summary">Enter today's figures</summary>
        <WellnessForm today={today} />
      </details>
      {!connected && (
        <p className="fj-muted fjh-caption">
          <Link to="/wellness">Connect Apple Health for automatic wellness tracking</Link>
        </p>
      )}
    </WidgetCard>
  );
}

function WellnessForm({ today }: { today: string }) {
  const save = useSaveWellness(today, 'Wellness saved');
  const [draft, setDraft] = useState({ steps: '', sleepHours: '', calories: '' });
  const [errors, setErrors] = useState<WellnessErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = parseWellnessDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(body, { onSuccess: () => setDraft({ steps: '', sleepHours: '', calories: '' }) });
  };
  const field = (key: keyof typeof draft, label: string, step: string) => (
    <FormField label={label} error={errors[key]}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <form className="fjh-wellness-form" onSubmit={submit} noValidate aria-label="Enter today's wellness">
      {field('steps', 'Steps', '1')}
      {field('sleepHours', 'Sleep (h)', 'any')}
      {field('calories', 'Calories', '1')}
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}
