import { useEffect, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { TeamDetail } from '@fj/contracts';
import { Button, FormField, Input, toast } from '@fj/ui';
import { Dialog, DialogContent, DialogTrigger } from '@fj/ui/dialog';
import { chatApi } from '../api/chatApi';
import { createBackup, restoreBackup, safetyCode, WrongPassphraseError, type BackupEntry } from '../crypto/e2e';
import { storeOwnKeys } from '../model/keyring';
import type { ChatSession, ChatState } from '../model/session';

const MIN_PASSPHRASE = 12;

/** Safety codes to compare out of band, and the passphrase backup of this device's team keys. */
export function EncryptionDialog({
  session,
  state,
  team,
  me,
}: {
  session: ChatSession;
  state: ChatState;
  team: TeamDetail;
  me: string;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ShieldCheck size={18} aria-hidden="true" />
          Encryption
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Encryption"
        description="Only members of this team can read its messages: not Founder Journal, not the server."
      >
        <SafetyCodes state={state} team={team} me={me} />
        <KeyBackup session={session} state={state} team={team} me={me} />
      </DialogContent>
    </Dialog>
  );
}

function SafetyCodes({ state, team, me }: { state: ChatState; team: TeamDetail; me: string }) {
  const [codes, setCodes] = useState<Map<string, string>>(new Map());
  const keyring = state.keyring;
  const members = keyring?.state.members ?? [];
  useEffect(() => {
    let live = true;
    void Promise.all(
      (keyring?.state.members ?? [])
        .filter((m) => m.ecdhPublicKey && m.signingPublicKey)
        .map(
          async (m) =>
            [
              m.userId,
              await safetyCode({ ecdhPublicKey: m.ecdhPublicKey!, signingPublicKey: m.signingPublicKey! }),
            ] as const,
        ),
    ).then((entries) => live && setCodes(new Map(entries)));
    return () => {
      live = false;
    };
  }, [keyring]);
  const names = new Map(team.members.map((m) => [m.userId, m.name ?? 'Teammate']));
  return (
    <section className="fjc-section" aria-labelledby="safety-codes">
      <h3 id="safety-codes" className="fjc-section__title">
        Safety codes
      </h3>
      <p className="fj-muted">
        Compare a teammate's code with what their own screen shows (in person or on a call). If they match, nobody is in
        between.
      </p>
      <ul className="fjc-codes">
        {members.map((m) => (
          <li key={m.userId}>
            <span>{m.userId === me ? 'You' : (names.get(m.userId) ?? 'Teammate')}</span>
            <code>{codes.get(m.userId) ?? 'Has not opened the chat yet'}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

function KeyBackup({
  session,
  state,
  team,
  me,
}: {
  session: ChatSession;
  state: ChatState;
  team: TeamDetail;
  me: string;
}) {
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'backup' | 'restore' | null>(null);

  const check = () => {
    if (passphrase.length < MIN_PASSPHRASE) {
      setError(`Use at least ${MIN_PASSPHRASE} characters`);
      return false;
    }
    setError(undefined);
    return true;
  };

  // One backup per account holds every team's keys: an existing one is opened with the same passphrase and merged.
  const backUp = async (event: FormEvent) => {
    event.preventDefault();
    if (!check() || !state.keyring) return;
    setBusy('backup');
    try {
      const existing = await chatApi.backup();
      const kept: BackupEntry[] = existing
        ? (await restoreBackup(passphrase, existing)).filter((e) => e.teamId !== team.id)
        : [];
      const mine = [...state.keyring.keys].map(([version, key]) => ({ teamId: team.id, version, key }));
      await chatApi.saveBackup(await createBackup(passphrase, [...kept, ...mine]));
      toast({ title: 'Keys Backed Up', description: 'Restore them on a new device with this passphrase.' });
    } catch (e) {
      setError(
        e instanceof WrongPassphraseError
          ? 'Use the passphrase of your existing backup'
          : 'The backup failed. Please try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  const restore = async () => {
    if (!check() || !state.device) return;
    setBusy('restore');
    try {
      const backup = await chatApi.backup();
      if (!backup) return setError('There is no backup for this account yet');
      const keys = (await restoreBackup(passphrase, backup)).filter((e) => e.teamId === team.id);
      if (!keys.length) return setError('The backup has no keys for this team');
      await storeOwnKeys(team.id, me, state.device, keys);
      await session.refreshKeys();
      toast({
        title: 'Keys Restored',
        description: `${keys.length} key${keys.length === 1 ? '' : 's'} for ${team.name}`,
      });
    } catch (e) {
      setError(
        e instanceof WrongPassphraseError
          ? 'That passphrase does not open your backup'
          : 'The restore failed. Please try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="fjc-section" aria-labelledby="key-backup">
      <h3 id="key-backup" className="fjc-section__title">
        Key backup
      </h3>
      <p className="fj-muted">
        A new device needs the team's key again. Back it up under a passphrase only you know, and restore it there.
      </p>
      <form className="fjc-backup" onSubmit={(e) => void backUp(e)} noValidate>
        <FormField
          label="Passphrase"
          required
          error={error}
          hint={`At least ${MIN_PASSPHRASE} characters. We cannot recover it for you.`}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={passphrase}
              onChange={(e) => setPassphrase(e.target.value)}
            />
          )}
        </FormField>
        <div className="fjc-backup__actions">
          <Button type="submit" disabled={busy !== null || state.keyring?.status !== 'ready'}>
            {busy === 'backup' ? 'Backing up…' : 'Back up keys'}
          </Button>
          <Button variant="outline" onClick={() => void restore()} disabled={busy !== null}>
            {busy === 'restore' ? 'Restoring…' : 'Restore from backup'}
          </Button>
        </div>
      </form>
    </section>
  );
}
