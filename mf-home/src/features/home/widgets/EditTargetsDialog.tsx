import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import type { WeeklyTarget, WeeklyTargetType } from '@fj/contracts';
import { MAX_WEEKLY_TARGETS, WEEKLY_TARGET_LABELS, WEEKLY_TARGET_TYPES } from '@fj/contracts/home-catalog';
import { Button, FormField, Input, formatNumber } from '@fj/ui';
import { Dialog, DialogContent } from '@fj/ui/dialog';
import { useTargetMutations } from '../api/targetsApi';
import { targetName } from './targetName';

const positive = (raw: string) => {
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
};

/** Edit this week's targets: change a target (or the progress of one not counted from activity), remove, add. */
export default function EditTargetsDialog({
  week,
  targets,
  onClose,
}: {
  week: string;
  targets: WeeklyTarget[];
  onClose: () => void;
}) {
  const { create, update, remove } = useTargetMutations(week);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="This Week's Targets"
        description="Content posts, meetings and revenue are counted from your activity."
      >
        {targets.length > 0 && (
          <ul className="fjh-edit-targets">
            {targets.map((t) => (
              <TargetRow
                key={`${t.id}:${t.targetValue}:${t.currentValue}`}
                target={t}
                onSave={(changes) => update.mutate({ id: t.id, ...changes })}
                onRemove={() => remove.mutate(t.id)}
              />
            ))}
          </ul>
        )}
        {targets.length < MAX_WEEKLY_TARGETS ? (
          <AddTarget onAdd={(body, done) => create.mutate(body, { onSuccess: done })} pending={create.isPending} />
        ) : (
          <p className="fj-muted">A week has at most {MAX_WEEKLY_TARGETS} targets.</p>
        )}
        <div className="fjh-dialog-actions">
          <Button onClick={onClose}>Done</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function TargetRow({
  target,
  onSave,
  onRemove,
}: {
  target: WeeklyTarget;
  onSave: (c: { targetValue?: number; currentValue?: number }) => void;
  onRemove: () => void;
}) {
  const [goal, setGoal] = useState(String(target.targetValue));
  const [progress, setProgress] = useState(String(target.currentValue));
  const [error, setError] = useState<string>();
  const name = targetName(target);
  const save = () => {
    const targetValue = positive(goal);
    if (targetValue === null) return setError('Target must be more than 0');
    const currentValue = Number(progress);
    if (!target.isMeasured && (progress.trim() === '' || !Number.isFinite(currentValue) || currentValue < 0))
      return setError('Progress must be 0 or more');
    setError(undefined);
    const changes: { targetValue?: number; currentValue?: number } = {};
    if (targetValue !== target.targetValue) changes.targetValue = targetValue;
    if (!target.isMeasured && currentValue !== target.currentValue) changes.currentValue = currentValue;
    if (Object.keys(changes).length) onSave(changes);
  };
  return (
    <li className="fjh-edit-target">
      <p className="fjh-edit-target__name">{name}</p>
      <div className="fjh-edit-target__fields">
        <FormField label={`${name} target`} error={error}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              value={goal}
              onChange={(e) => setGoal(e.target.value)}
              onBlur={save}
            />
          )}
        </FormField>
        {target.isMeasured ? (
          <p className="fj-muted fjh-edit-target__measured">So far: {formatNumber(target.currentValue)}</p>
        ) : (
          <FormField label={`${name} so far`}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                value={progress}
                onChange={(e) => setProgress(e.target.value)}
                onBlur={save}
              />
            )}
          </FormField>
        )}
        <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
          <Trash2 size={18} aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function AddTarget({
  onAdd,
  pending,
}: {
  onAdd: (body: { targetType: WeeklyTargetType; targetValue: number; label?: string }, done: () => void) => void;
  pending: boolean;
}) {
  const [type, setType] = useState<WeeklyTargetType>('content_posts');
  const [value, setValue] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<{ value?: string; label?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const targetValue = positive(value);
    const found = {
      value: targetValue === null ? 'Target must be more than 0' : undefined,
      label: type === 'custom' && !label.trim() ? 'Please name your custom target' : undefined,
    };
    setErrors(found);
    if (found.value || found.label || targetValue === null) return;
    onAdd({ targetType: type, targetValue, ...(type === 'custom' ? { label: label.trim() } : {}) }, () => {
      setValue('');
      setLabel('');
    });
  };
  return (
    <form className="fjh-add-target" onSubmit={submit} noValidate aria-label="Add a target">
      <FormField label="Type">
        {(control) => (
          <select
            {...control}
            className="fj-input"
            value={type}
            onChange={(e) => setType(e.target.value as WeeklyTargetType)}
          >
            {WEEKLY_TARGET_TYPES.map((t) => (
              <option key={t} value={t}>
                {WEEKLY_TARGET_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {type === 'custom' && (
        <FormField label="Name" required error={errors.label}>
          {(control) => <Input {...control} maxLength={60} value={label} onChange={(e) => setLabel(e.target.value)} />}
        </FormField>
      )}
      <FormField label="Target" required error={errors.value}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={pending}>
        Add target
      </Button>
    </form>
  );
}
