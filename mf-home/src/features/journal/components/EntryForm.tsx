import { useState, type FormEvent } from 'react';
import { promptOfDay } from '@fj/contracts/home-catalog';
import { Button, DraftPrompt, FormField, Input, Textarea, useFormDraft, type FormDraft } from '@fj/ui';
import { MoodPicker } from '../../../shared/MoodPicker';
import { useWellnessDay } from '../../../shared/api/wellnessDay';
import { shownMood } from '../../../shared/model/mood';
import { entryBody, moodChoiceOf, type EntryDraft, type EntryErrors } from '../model/entryForm';

/**
 * A journal entry's fields: day, mood, gratitude line, the day's prompt (optional), the entry, tags. The mood is the
 * day's (the same one home and wellness show) unless 'Only for this entry' is ticked. What is typed is kept on the
 * device under `draftName` until saved ('Restore your draft?').
 */
export function EntryForm({
  initial,
  today,
  pending,
  submitLabel,
  draftName,
  onSubmit,
}: {
  initial: EntryDraft;
  today: string;
  pending: boolean;
  submitLabel: string;
  draftName: string;
  onSubmit: (body: ReturnType<typeof entryBody>['body'], draft: FormDraft<EntryDraft>) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const kept = useFormDraft({ form: draftName, value: draft, initial, onRestore: setDraft });
  const [errors, setErrors] = useState<EntryErrors>({});
  const day = useWellnessDay(draft.date, /^\d{4}-\d{2}-\d{2}$/.test(draft.date) && draft.date <= today);
  const dayMood = day.data?.mood ?? null;
  const set = <K extends keyof EntryDraft>(key: K, value: EntryDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = entryBody(draft, today, dayMood);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(body, kept);
  };
  return (
    <form className="fj-form fjj-form" onSubmit={submit} noValidate>
      <DraftPrompt draft={kept} />
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
      <div className="fjj-mood">
        <MoodPicker
          value={shownMood(moodChoiceOf(draft), dayMood)}
          onChange={(mood) => set('mood', mood)}
          label={draft.moodForEntry ? 'Mood of this entry' : "The day's mood"}
        />
        <label className="fjj-check">
          <input type="checkbox" checked={draft.moodForEntry} onChange={(e) => set('moodForEntry', e.target.checked)} />
          Only for this entry (keep the day's mood as it is)
        </label>
      </div>
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
