import { useState, type FormEvent } from 'react';
import { Button, FormField, Input } from '@fj/ui';
import { useChangePassword, useRemovePassword } from '../api/securityApi';

/** Change the password (or set a first one); the server asks for the current one when there is one. */
export function ChangePasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate({ currentPassword: hasPassword ? currentPassword : undefined, newPassword }, { onSuccess: onDone });
  };
  return (
    <form className="fj-form" onSubmit={submit}>
      {hasPassword && (
        <FormField label="Current password">
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              required
              value={currentPassword}
              onChange={(e) => setCurrent(e.target.value)}
            />
          )}
        </FormField>
      )}
      <FormField label="New password" hint="At least 8 characters. Saving it signs you out on every other device.">
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" block disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Save password'}
      </Button>
    </form>
  );
}

/** Go passwordless: the current password confirms it; a passkey then is the way in (the server checks one exists). */
export function RemovePasswordForm({ onDone }: { onDone: () => void }) {
  const remove = useRemovePassword();
  const [currentPassword, setCurrent] = useState('');
  return (
    <form
      className="fj-form"
      onSubmit={(e) => {
        e.preventDefault();
        remove.mutate(currentPassword, { onSuccess: onDone });
      }}
    >
      <FormField label="Current password">
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="destructive" block disabled={remove.isPending}>
        {remove.isPending ? 'Removing…' : 'Remove password'}
      </Button>
    </form>
  );
}
