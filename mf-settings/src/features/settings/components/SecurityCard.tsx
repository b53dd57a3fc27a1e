import { useState } from 'react';
import { KeyRound, Fingerprint, ShieldCheck, Trash2 } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, LoadError, Skeleton } from '@fj/ui';
import { ConfirmDialog, FormDialog } from '@fj/ui/dialog';
import type { Passkey } from '@fj/contracts';
import { useAccountSecurity, useAddPasskey, usePasskeys, useRemovePasskey } from '../api/securityApi';
import { when } from '../model/when';
import { ChangePasswordForm, RemovePasswordForm } from './PasswordDialog';
import { DisableTwoFactorForm, EnableTwoFactorFlow } from './TwoFactorForms';

/** How this account signs in: the password, passkeys and two-step sign-in (docs/product.md#account-security). */
export function SecurityCard() {
  const security = useAccountSecurity();
  const s = security.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in & security</CardTitle>
        <CardDescription>Your password, passkeys and two-step sign-in.</CardDescription>
      </CardHeader>
      <CardContent className="fjs-security">
        {security.isPending && <Skeleton className="fjs-security__skeleton" />}
        {security.isError && <LoadError what="your sign-in settings" onRetry={() => void security.refetch()} />}
        {s && (
          <>
            <section className="fjs-security__section" aria-labelledby="security-password">
              <h3 id="security-password" className="fjs-security__title">
                <KeyRound size={18} aria-hidden="true" /> Password
              </h3>
              <p className="fj-muted">
                {s.hasPassword
                  ? 'You can sign in with your email and password.'
                  : 'No password: you sign in with passkeys.'}
              </p>
              <div className="fjs-actions">
                <FormDialog
                  title={s.hasPassword ? 'Change password' : 'Set a password'}
                  trigger={<Button variant="outline">{s.hasPassword ? 'Change password' : 'Set a password'}</Button>}
                >
                  {(close) => <ChangePasswordForm hasPassword={s.hasPassword} onDone={close} />}
                </FormDialog>
                {s.hasPassword && s.passkeys > 0 && (
                  <FormDialog
                    title="Remove your password?"
                    description="You will sign in with your passkeys only. A reset link by email can set a password again."
                    trigger={<Button variant="ghost">Remove password</Button>}
                  >
                    {(close) => <RemovePasswordForm onDone={close} />}
                  </FormDialog>
                )}
              </div>
            </section>
            <PasskeysSection />
            <TwoFactorSection enabled={s.twoFactorEnabled} recoveryCodesLeft={s.recoveryCodesLeft} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PasskeysSection() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();
  const list = passkeys.data?.passkeys ?? [];
  return (
    <section className="fjs-security__section" aria-labelledby="security-passkeys">
      <h3 id="security-passkeys" className="fjs-security__title">
        <Fingerprint size={18} aria-hidden="true" /> Passkeys
      </h3>
      <p className="fj-muted">Sign in with your fingerprint, face or screen lock instead of a password.</p>
      {list.length > 0 && (
        <ul className="fjs-list" aria-label="Passkeys">
          {list.map((p) => (
            <li key={p.id} className="fjs-list__item">
              <div className="fjs-list__text">
                <p className="fjs-list__title">{p.name}</p>
                <p className="fj-muted">
                  Added {when(p.createdAt)}
                  {p.lastUsedAt ? ` · Last used ${when(p.lastUsedAt)}` : ' · Not used yet'}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove the passkey ${p.name}`}
                onClick={() => setRemoving(p)}
              >
                <Trash2 size={18} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="outline" block disabled={add.isPending} onClick={() => add.mutate()}>
        {add.isPending ? 'Waiting for your passkey…' : 'Add a passkey'}
      </Button>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this passkey?"
        description={`${removing?.name ?? 'It'} will no longer sign you in. Remove it from the device too.`}
        confirmLabel="Remove passkey"
        pendingLabel="Removing…"
        onConfirm={() => remove.mutateAsync(removing!.id).then(() => setRemoving(null))}
      />
    </section>
  );
}

/** Two-step sign-in: on or off. The dialog keeps what it opened for (the recovery codes show after it is on). */
function TwoFactorSection({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number }) {
  const [turningOff, setTurningOff] = useState(enabled);
  const title = turningOff ? 'Turn off two-step sign-in' : 'Turn on two-step sign-in';
  return (
    <section className="fjs-security__section" aria-labelledby="security-two-step">
      <h3 id="security-two-step" className="fjs-security__title">
        <ShieldCheck size={18} aria-hidden="true" /> Two-step sign-in {enabled && <Badge variant="success">On</Badge>}
      </h3>
      <p className="fj-muted">
        {enabled
          ? `After your password, sign-in asks for a code from your authenticator app. Recovery codes left: ${recoveryCodesLeft}.`
          : 'Ask for a code from an authenticator app after your password.'}
      </p>
      <FormDialog
        title={title}
        onOpenChange={(open) => open && setTurningOff(enabled)}
        trigger={
          <Button variant="outline">{enabled ? 'Turn off two-step sign-in' : 'Turn on two-step sign-in'}</Button>
        }
      >
        {(close) => (turningOff ? <DisableTwoFactorForm onDone={close} /> : <EnableTwoFactorFlow onDone={close} />)}
      </FormDialog>
    </section>
  );
}
