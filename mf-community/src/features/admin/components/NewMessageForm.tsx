import { MAX_ADMIN_MESSAGE_CONTENT, MAX_ADMIN_MESSAGE_TITLE } from '@fj/contracts/messages';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  RequiredNote,
  Textarea,
  toast,
  useValidatedForm,
} from '@fj/ui';
import { optionsFrom, SelectField } from '@fj/ui/select';
import { useState } from 'react';
import { useCreateAdminMessage } from '../api/adminApi';
import { BroadcastPreview, type Broadcast } from './BroadcastPreview';
import {
  EMPTY_ADMIN_MESSAGE,
  PRIORITY_OPTION_LABELS,
  TYPE_LABELS,
  validateAdminMessage,
  type AdminMessageFormValues,
} from '../model/adminMessageForm';

const TYPE_OPTIONS = optionsFrom(TYPE_LABELS);
const PRIORITY_OPTIONS = optionsFrom(PRIORITY_OPTION_LABELS);

/**
 * New Message: title and content required (inline and the toast), type (default Tip), priority (default 1 Low).
 * 'Preview message' shows it as members will see it, with how many accounts it reaches; only 'Send to N users' sends.
 */
export function NewMessageForm() {
  const create = useCreateAdminMessage();
  const [preview, setPreview] = useState<Broadcast | null>(null);
  const { values, set, errors, submit } = useValidatedForm<AdminMessageFormValues, 'title' | 'content'>(
    EMPTY_ADMIN_MESSAGE,
    validateAdminMessage,
    (v) => setPreview({ title: v.title.trim(), content: v.content.trim(), type: v.type, priority: Number(v.priority) }),
    () =>
      toast({
        title: 'Missing Information',
        description: 'Please fill in both title and content.',
        variant: 'destructive',
      }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>New Message</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="fj-form" onSubmit={submit} noValidate aria-label="New Message">
          <FormField label="Title" required error={errors.title}>
            {(control) => (
              <Input
                {...control}
                value={values.title}
                onChange={(e) => set('title', e.target.value)}
                placeholder="e.g. Tip of the week"
                maxLength={MAX_ADMIN_MESSAGE_TITLE}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label="Content" required error={errors.content}>
            {(control) => (
              <Textarea
                {...control}
                value={values.content}
                onChange={(e) => set('content', e.target.value)}
                placeholder="What every user should read…"
                maxLength={MAX_ADMIN_MESSAGE_CONTENT}
                rows={4}
              />
            )}
          </FormField>
          <div className="fja-form-row">
            <SelectField
              label="Type"
              value={values.type}
              options={TYPE_OPTIONS}
              onChange={(type) => set('type', type)}
            />
            <SelectField
              label="Priority"
              value={values.priority}
              options={PRIORITY_OPTIONS}
              onChange={(priority) => set('priority', priority)}
            />
          </div>
          <RequiredNote />
          <Button type="submit" block>
            Preview message
          </Button>
        </form>
        <BroadcastPreview
          message={preview}
          sending={create.isPending}
          onCancel={() => setPreview(null)}
          onSend={(message) =>
            create.mutate(message, {
              onSuccess: () => {
                setPreview(null);
                set('title', '');
                set('content', '');
              },
            })
          }
        />
      </CardContent>
    </Card>
  );
}
