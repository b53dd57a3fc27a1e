import { useState, type ReactNode } from 'react';
import { Button, errorMessage, FormField, Input, RequiredNote } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useSubscribe } from '../api/feedsApi';

/** Subscribe by a feed's address or a site's (the server finds the feed a page links to). */
export function AddFeedDialog({ trigger, folders }: { trigger: ReactNode; folders: string[] }) {
  return (
    <FormDialog
      trigger={trigger}
      title="Add Feed"
      description="Paste a feed address, or a website's: we find the feed it links to."
    >
      {(close) => <AddFeedForm onAdded={close} folders={folders} />}
    </FormDialog>
  );
}

function AddFeedForm({ onAdded, folders }: { onAdded: () => void; folders: string[] }) {
  const subscribe = useSubscribe();
  const [url, setUrl] = useState('');
  const [folder, setFolder] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="fj-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!url.trim()) return setError('Please enter a feed or site URL');
        setError(undefined);
        subscribe.mutate(
          { url: url.trim(), folder: folder.trim() || null },
          { onSuccess: onAdded, onError: (err) => setError(errorMessage(err, 'Failed to add the feed')) },
        );
      }}
    >
      <FormField label="Feed or site URL" required error={error}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/feed.xml"
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Folder (optional)">
        {(control) => (
          <>
            <Input
              {...control}
              value={folder}
              onChange={(e) => setFolder(e.target.value)}
              placeholder="e.g. News"
              maxLength={60}
              list="fjf-folders"
              autoComplete="off"
            />
            <datalist id="fjf-folders">
              {folders.map((f) => (
                <option key={f} value={f} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <RequiredNote />
      <Button type="submit" block disabled={subscribe.isPending}>
        {subscribe.isPending ? 'Reading the feed…' : 'Add Feed'}
      </Button>
    </form>
  );
}
