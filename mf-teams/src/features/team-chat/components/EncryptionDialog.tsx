import { useEffect, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { TeamDetail } from '@fj/contracts';
import { Button, FormField, Input, toast } from '@fj/ui';
import { Dialog, DialogContent, DialogTrigger } from '@fj/ui/dialog';
import { chatApi } from '../api/chatApi';
import {
  createBackup,
  generateRecoveryKey,
  restoreBackup,
  safetyCode,
  WrongPassphraseError,
  type BackupEntry,
} from '../crypto/e2e';
import { storeOwnKeys } from '../model/keyring';
import type { ChatSession, ChatState } from '../model/session';
import type { MemberDevice, Trust } from '../model/trust';

/** A passphrase this long, or a generated recovery key (docs/decisions/3201-team-chat-protocol.md). */
export const MIN_PASSPHRASE = 14;

export const TRUST_LABEL: Record<Trust, string> = {
  own: 'This device',
  verified: 'Verified by you',
  linked: 'Linked by their own device',
  'first-use': 'Not verified yet',
  unconfirmed: 'New device: compare before approving',
  changed: 'Safety code changed: compare before approving',
  invalid: 'Invalid',
};

/** Safety codes of every device (yours from this browser's own key), approvals, and the passphrase backup. */
export function EncryptionDialog({
  session,
  state,
  team,
  me,
  open,
  onOpenChange,
}: {
  session: ChatSession;
  state: ChatState;
  team: TeamDetail;
  me: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ShieldCheck size={18} aria-hidden="true" />
          Encryption
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Encryption"
        description="Only the devices of this chat's members can read its messages: not Founder Journal, not the server."
      >
        <SafetyCodes session={session} state={state} team={team} me={me} />
        <KeyBackup session={session} state={state} team={team} />
      </DialogContent>
    </Dialog>
  );
}

function SafetyCodes({
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
  const [codes, setCodes] = useState<Map<string, string>>(new Map());
  const devices = [...(state.keyring?.devices.values() ?? [])].filter((d) => !d.revokedAt && d.trust !== 'invalid');
  const device = state.device;
  useEffect(() => {
    let live = true;
    void Promise.all(
      [...(state.keyring?.devices.values() ?? [])].map(async (d) => {
        // Your own code comes from the key in this browser, never from what the server lists.
        const keys = d.id === device?.id ? device : d;
        return [d.id, await safetyCode(d.userId, keys)] as const;
      }),
    ).then((entries) => live && setCodes(new Map(entries)));
    return () => {
      live = false;
    };
  }, [state.keyring, device]);
  const names = new Map(team.members.map((m) => [m.userId, m.name ?? 'Teammate']));
  const owner = (d: MemberDevice) => (d.userId === me ? 'You' : (names.get(d.userId) ?? 'Teammate'));
  return (
    <section className="fjc-section" aria-labelledby="safety-codes">
      <h3 id="safety-codes" className="fjc-section__title">
        Safety codes
      </h3>
      <p className="fj-muted">
        Compare a device's code with what its owner's own screen shows (in person or on a call). If they match, nobody
        is in between. Keys are shared only with devices you or their owner approved.
      </p>
      <ul className="fjc-codes">
        {devices.map((d) => (
          <li key={d.id}>
            <span>
              {owner(d)} · {d.name}
              <span className="fj-muted"> — {TRUST_LABEL[d.trust]}</span>
            </span>
            <code>{codes.get(d.id) ?? '…'}</code>
            {(d.trust === 'unconfirmed' || d.trust === 'changed' || d.trust === 'first-use') && (
              <Button variant="outline" onClick={() => void session.approve(d)}>
                Codes match: approve {owner(d)}'s {d.name}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function KeyBackup({ session, state, team }: { session: ChatSession; state: ChatState; team: TeamDetail }) {
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'backup' | 'restore' | null>(null);

  const check = () => {
    if (passphrase.length < MIN_PASSPHRASE) {
      setError(`Use at least ${MIN_PASSPHRASE} characters, or generate a recovery key`);
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
      session.backedUp();
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
    const context = session.keyContext();
    if (!check() || !context || !state.keyring) return;
    setBusy('restore');
    try {
      const backup = await chatApi.backup();
      if (!backup) return setError('There is no backup for this account yet');
      const keys = (await restoreBackup(passphrase, backup)).filter((e) => e.teamId === team.id);
      const stored = keys.length ? await storeOwnKeys(context, state.keyring, keys) : 0;
      if (!stored) return setError('The backup has no keys for this team');
      await session.refreshKeys();
      toast({ title: 'Keys Restored', description: `${stored} key${stored === 1 ? '' : 's'} for ${team.name}` });
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
        A device with no other device of yours to link it needs the team's keys again. Back them up under a passphrase
        only you know (or a recovery key you write down), and restore them there.
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
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={passphrase}
              onChange={(e) => setPassphrase(e.target.value)}
            />
          )}
        </FormField>
        <div className="fjc-backup__actions">
          <Button variant="ghost" onClick={() => setPassphrase(generateRecoveryKey())} disabled={busy !== null}>
            Generate a recovery key
          </Button>
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
