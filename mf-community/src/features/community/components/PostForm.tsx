import { POST_CONTENT_MAX, POST_REQUIRED, POST_REQUIRED_TITLE, POST_TITLE_MAX } from '@fj/contracts/messages';
import { Button, FormField, Input, RequiredNote, Textarea, toast, useValidatedForm } from '@fj/ui';
import { optionsFrom, SelectField } from '@fj/ui/select';
import { CATEGORY_LABELS } from '../../../shared/model/categories';
import { EMPTY_POST_FORM, validatePostForm, type PostFormValues } from '../model/postForm';

const CATEGORY_OPTIONS = optionsFrom(CATEGORY_LABELS);

/**
 * Title and content (required: said inline, and with the 'Missing Information' toast) and the category
 * (default General): the New Post and Edit Post form. Text is plain: what is typed is what others read.
 */
export function PostForm({
  initial = EMPTY_POST_FORM,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: PostFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: PostFormValues) => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(initial, validatePostForm, onSubmit, () =>
    toast({ title: POST_REQUIRED_TITLE, description: POST_REQUIRED, variant: 'destructive' }),
  );
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField label="Title" required error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            placeholder="e.g. We landed our first 100 customers"
            maxLength={POST_TITLE_MAX}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="What's on your mind?" required error={errors.content}>
        {(control) => (
          <Textarea
            {...control}
            value={values.content}
            onChange={(e) => set('content', e.target.value)}
            placeholder="Share a win, a question or a lesson…"
            maxLength={POST_CONTENT_MAX}
            rows={5}
          />
        )}
      </FormField>
      <SelectField
        label="Category"
        value={values.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => set('category', category)}
      />
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Posting…' : submitLabel}
      </Button>
    </form>
  );
}
