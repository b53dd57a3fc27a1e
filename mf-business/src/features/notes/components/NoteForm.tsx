import type { KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Button, DraftPrompt, FormField, Input, RequiredNote, Textarea, useValidatedForm } from '@fj/ui';
import { optionsFrom, SelectField } from '@fj/ui/select';
import { NOTE_CATEGORY_CHOICES, NOTE_CATEGORY_LABELS } from '../model/noteFilters';
import { addTags, EMPTY_NOTE_FORM, validateNoteForm, type NoteFormValues } from '../model/noteForm';

const CATEGORY_OPTIONS = optionsFrom(NOTE_CATEGORY_LABELS, NOTE_CATEGORY_CHOICES);

/** Title and content required (said inline), category general by default; tags typed and added as chips. */
export function NoteForm({
  initial = EMPTY_NOTE_FORM,
  submitLabel,
  pending,
  draftName,
  onSubmit,
  onCancel,
}: {
  initial?: NoteFormValues;
  submitLabel: string;
  pending: boolean;
  /** What is typed is kept on the device under this name until saved ('Restore your draft?'). */
  draftName: string;
  onSubmit: (values: NoteFormValues, saved: () => void) => void;
  onCancel: () => void;
}) {
  const { values, set, errors, submit, draft } = useValidatedForm(initial, validateNoteForm, onSubmit, undefined, {
    draft: draftName,
  });
  const commitDraft = () => {
    if (!values.tagDraft.trim()) return;
    set('tags', addTags(values.tags, values.tagDraft));
    set('tagDraft', '');
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Backspace' && values.tagDraft === '' && values.tags.length > 0) {
      set('tags', values.tags.slice(0, -1));
    }
  };
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <DraftPrompt draft={draft} />
      <FormField label="Title" required error={errors.title}>
        {(control) => (
          <Input
            {...control}
            maxLength={200}
            placeholder="e.g. Pricing ideas"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Content" required error={errors.content}>
        {(control) => (
          <Textarea {...control} rows={8} value={values.content} onChange={(e) => set('content', e.target.value)} />
        )}
      </FormField>
      <SelectField
        label="Category"
        value={values.category}
        options={CATEGORY_OPTIONS}
        onChange={(v) => set('category', v)}
      />
      <FormField label="Tags" error={errors.tags} hint="Press Enter or type a comma after each tag.">
        {(control) => (
          <div className="fjn-tags-input">
            {values.tags.length > 0 && (
              <ul className="fjn-tags" aria-label="Tags on this note">
                {values.tags.map((tag) => (
                  <li key={tag} className="fjn-tag">
                    #{tag}
                    <button
                      type="button"
                      className="fjn-tag__remove"
                      aria-label={`Remove tag ${tag}`}
                      onClick={() =>
                        set(
                          'tags',
                          values.tags.filter((t) => t !== tag),
                        )
                      }
                    >
                      <X size={14} aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <Input
              {...control}
              placeholder="e.g. pricing, q3"
              value={values.tagDraft}
              onChange={(e) => set('tagDraft', e.target.value)}
              onKeyDown={onTagKey}
              onBlur={commitDraft}
            />
          </div>
        )}
      </FormField>
      <label className="fjn-check">
        <input type="checkbox" checked={values.isPinned} onChange={(e) => set('isPinned', e.target.checked)} />
        Pin this note to the top
      </label>
      <RequiredNote />
      <div className="fj-form__actions fj-form__actions--sticky">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
