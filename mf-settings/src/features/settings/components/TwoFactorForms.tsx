import { useEffect, useState, type FormEvent } from 'react';
import { Button, errorMessage, FormField, Input } from '@fj/ui';
import { useDisableTwoFactor, useEnableTwoFactor, useTwoFactorSetup } from '../api/securityApi';

/**
 * Turning two-step sign-in on: scan the QR code (or type the secret), confirm a code, then the ten recovery codes,
 * shown this once.
 */
export function EnableTwoFactorFlow({ onDone }: { onDone: () => void }) {
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const { mutate: start } = setup;
  useEffect(() => start(), [start]);

  if (enable.data)
    return (
      <div className="fj-form">
        <p>
          Keep these recovery codes somewhere safe (a password manager, or printed). Each signs you in once if you lose
          your phone. They are not shown again.
        </p>
        <ul className="fjs-codes" aria-label="Recovery codes">
          {enable.data.recoveryCodes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <Button block onClick={onDone}>
          I saved my recovery codes
        </Button>
      </div>
    );
  if (!setup.data)
    return <p className="fj-muted">{setup.isError ? errorMessage(setup.error, 'Please try again.') : 'Preparing…'}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    enable.mutate(code.trim());
  };
  return (
    <form className="fj-form" onSubmit={submit}>
      <p>Scan this code with your authenticator app (or type the key), then enter the 6-digit code it shows.</p>
      <img
        className="fjs-qr"
        src={setup.data.qrCode}
        width={200}
        height={200}
        alt="QR code for your authenticator app"
      />
      <p className="fj-muted">
        Key: <code className="fjs-secret">{setup.data.secret}</code>
      </p>
      <FormField
        label="Code from the app"
        error={enable.isError ? errorMessage(enable.error, 'Please try again.') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={8}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" block disabled={enable.isPending}>
        {enable.isPending ? 'Checking…' : 'Turn on'}
      </Button>
    </form>
  );
}

/** Turning it off needs a fresh code (or a recovery code). */
export function DisableTwoFactorForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  return (
    <form
      className="fj-form"
      onSubmit={(e) => {
        e.preventDefault();
        disable.mutate(code.trim(), { onSuccess: onDone });
      }}
    >
      <FormField
        label="Code from the app, or a recovery code"
        error={disable.isError ? errorMessage(disable.error, 'Please try again.') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            required
            maxLength={32}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="destructive" block disabled={disable.isPending}>
        {disable.isPending ? 'Checking…' : 'Turn off'}
      </Button>
    </form>
  );
}
