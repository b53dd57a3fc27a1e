import type { ReactNode } from 'react';
import { FormDialog } from '@fj/ui/dialog';
import { useCreatePost } from '../api/feedApi';
import { toPostRequest } from '../model/postForm';
import { PostForm } from './PostForm';

/** New Post in a sheet opened by `trigger`; it closes once the post is live. */
export function NewPostDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <FormDialog
      trigger={trigger}
      title="New Post"
      description="Share a win, a question or a lesson with fellow founders."
    >
      {(close) => <NewPostForm onCreated={close} />}
    </FormDialog>
  );
}

function NewPostForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreatePost();
  return (
    <PostForm
      submitLabel="Share Post"
      pending={create.isPending}
      onSubmit={(values) => {
        const body = toPostRequest(values);
        if (body) create.mutate(body, { onSuccess: onCreated });
      }}
    />
  );
}
