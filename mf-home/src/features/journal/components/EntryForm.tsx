import { useState, type FormEvent } from 'react';
import { promptOfDay } from '@fj/contracts/home-catalog';
import { Button, FormField, Input, Textarea } from '@fj/ui';
import { MoodPicker } from '../../../shared/MoodPicker';
import { entryBody, type EntryDraft, type EntryErrors } from '../model/entryForm';

/** A journal entry's fields: day, mood, gratitude line, the day's prompt (optional), the entry, tags. */
export function EntryForm({
  initial,
  today,
  pending,
  submitLabel,
  onSubmit,
}: {
  initial: EntryDraft;
  today: string;
  pending: boolean;
  submitLabel: string;
  onSubmit: (body: ReturnType<typeof entryBody>['body']) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<EntryErrors>({});
  const set = <K extends keyof EntryDraft>(key: K, value: EntryDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = entryBody(draft, today);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(body);
  };
  return (
    <form className="fj-form fjj-form" onSubmit={submit} noValidate>
      <FormField
        label="Entry"
        required
        error={errors.content}
        hint={draft.usePrompt && draft.date ? `Prompt: ${promptOfDay(draft.date)}` : undefined}
      >
        {(control) => (
          <Textarea {...control} rows={6} value={draft.content} onChange={(e) => set('content', e.target.value)} />
        )}
      </FormField>
      <label className="fjj-check">
        <input type="checkbox" checked={draft.usePrompt} onChange={(e) => set('usePrompt', e.target.checked)} />
        Answer the day's prompt
      </label>
      <FormField label="Day" required error={errors.date}>
        {(control) => (
          <Input
            {...control}
            type="date"
            max={today}
            value={draft.date}
            onChange={(e) => set('date', e.target.value)}
          />
        )}
      </FormField>
      <MoodPicker value={draft.mood} onChange={(mood) => set('mood', mood)} />
      <FormField label="Grateful for" error={errors.gratitude}>
        {(control) => (
          <Input
            {...control}
            maxLength={500}
            value={draft.gratitude}
            onChange={(e) => set('gratitude', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Tags" hint="Separated by commas" error={errors.tags}>
        {(control) => <Input {...control} value={draft.tags} onChange={(e) => set('tags', e.target.value)} />}
      </FormField>
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
