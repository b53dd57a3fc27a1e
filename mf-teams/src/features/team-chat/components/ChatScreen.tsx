import { useEffect, useState, useSyncExternalStore } from 'react';
import { AlertTriangle, Lock, WifiOff } from 'lucide-react';
import type { TeamDetail } from '@fj/contracts';
import { TEAM_CHAT_WAITING_FOR_KEY } from '@fj/contracts/messages';
import { Button, LoadError, formatDate } from '@fj/ui';
import { TeamNotFound } from '../../../shared/components/TeamNotFound';
import type { Problem } from '../model/keyring';
import { ChatSession } from '../model/session';
import { Composer } from './Composer';
import { EncryptionDialog } from './EncryptionDialog';
import { MessageList } from './MessageList';

/** The open chat: one ChatSession per team and account while the screen is shown. */
export default function ChatScreen({ team, me }: { team: TeamDetail; me: string }) {
  const [session, setSession] = useState<ChatSession | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const created = new ChatSession(team.id, me, team.userRole);
    setSession(created);
    void created.start();
    return () => created.stop();
  }, [team.id, me, attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- a new role goes to the open session (updateRole below), not a new one
  useEffect(() => session?.updateRole(team.userRole), [session, team.userRole]);
  if (!session) return null;
  return <ChatView session={session} team={team} me={me} onRetry={() => setAttempt((n) => n + 1)} />;
}

function ChatView({
  session,
  team,
  me,
  onRetry,
}: {
  session: ChatSession;
  team: TeamDetail;
  me: string;
  onRetry: () => void;
}) {
  const state = useSyncExternalStore(session.subscribe, session.snapshot);
  const [dialogOpen, setDialogOpen] = useState(false);
  const names = new Map(team.members.map((m) => [m.userId, m.name ?? 'Teammate']));
  const nameOf = (id: string) => (id === me ? 'You' : (names.get(id) ?? 'A teammate'));
  if (state.status === 'gone') return <TeamNotFound />;
  if (state.status === 'error') return <LoadError what="the chat" onRetry={onRetry} />;
  if (state.status === 'setup') return <DeviceSetup session={session} />;
  const keyring = state.keyring;
  const notice =
    state.status === 'waiting'
      ? TEAM_CHAT_WAITING_FOR_KEY
      : state.status === 'no-key'
        ? "Waiting for the team's owner or an admin to open the chat and set up its encryption"
        : state.status === 'not-added'
          ? "You are in the team but not yet in its chat: the team's owner or an admin adds you. You will read messages sent from then on."
          : state.status === 'device-removed'
            ? 'This device was removed from your chat devices in Settings. It can no longer read or send messages.'
            : state.status === 'rollback'
              ? 'The server offered an older encryption key than this device has already seen. Nothing is sent until this is resolved.'
              : null;
  const chatDevices = [...(keyring?.devices.values() ?? [])].filter((d) => !d.revokedAt && d.trust !== 'invalid');
  const verified = chatDevices.length > 0 && chatDevices.every((d) => ['own', 'verified', 'linked'].includes(d.trust));
  return (
    <div className="fjc-chat">
      <div className="fjc-bar">
        <p className="fjc-e2e">
          {keyring?.problems.length ? (
            <AlertTriangle size={14} aria-hidden="true" />
          ) : (
            <Lock size={14} aria-hidden="true" />
          )}
          End-to-end encrypted ·{' '}
          {keyring?.problems.length ? 'Check safety codes' : verified ? 'Verified' : 'Not verified yet'}
        </p>
        <EncryptionDialog
          session={session}
          state={state}
          team={team}
          me={me}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      </div>
      {state.connection === 'offline' && (
        <p className="fjc-banner" role="status">
          <WifiOff size={16} aria-hidden="true" />
          You are offline. Messages will be sent when you are back online.
        </p>
      )}
      {state.connection === 'reconnecting' && (
        <p className="fjc-banner" role="status">
          Reconnecting…
        </p>
      )}
      {keyring?.state.chatResetAt && (
        <p className="fjc-notice">
          Chat moved to verified encryption: messages from before{' '}
          {formatDate(keyring.state.chatResetAt, { year: 'numeric', month: 'numeric', day: 'numeric' })} could not be
          carried over.
        </p>
      )}
      {keyring?.problems.map((problem, i) => (
        <div key={i} className="fjc-warning" role="alert">
          <AlertTriangle size={16} aria-hidden="true" />
          <span>{describe(problem, nameOf, me)}</span>
          {problem.kind === 'device' && (
            <Button variant="outline" onClick={() => setDialogOpen(true)}>
              Compare safety codes
            </Button>
          )}
        </div>
      ))}
      {keyring?.canManage && keyring.pending.length > 0 && (
        <div className="fjc-notice" role="status">
          <span>
            {keyring.pending.map(nameOf).join(', ')} joined the team. Add them to the chat? They will read messages sent
            from now on.
          </span>
          <Button onClick={() => void session.addMembers(keyring.pending)}>Add to the chat</Button>
        </div>
      )}
      {notice && (
        <div className="fjc-notice" role="status">
          <Lock size={16} aria-hidden="true" />
          <span>{notice}</span>
          {state.status === 'waiting' && (
            <p className="fj-muted">
              If none of the devices that hold the key will come back (everyone moved to new devices without a backup),
              start a new key: everyone in the chat gets it, and earlier messages stay unreadable on devices that never
              had them.{' '}
              <Button variant="outline" onClick={() => void session.startNewKey()}>
                Start a new key
              </Button>
            </p>
          )}
        </div>
      )}
      {state.offerBackup && state.status === 'ready' && (
        <div className="fjc-notice" role="status">
          <span>Back up your chat keys, so a new device without your others can still read this history.</span>
          <Button variant="outline" onClick={() => setDialogOpen(true)}>
            Back up keys
          </Button>
          <Button variant="ghost" onClick={() => session.backupLater()}>
            Later
          </Button>
        </div>
      )}
      <MessageList session={session} state={state} names={names} me={me} />
      <Composer
        session={session}
        disabled={state.status !== 'ready'}
        typingNames={state.typing.map((id) => names.get(id) ?? 'Someone')}
      />
    </div>
  );
}

/** A problem in words (never swallowed: docs/decisions/3201-team-chat-protocol.md). */
function describe(problem: Problem, nameOf: (id: string) => string, me: string): string {
  switch (problem.kind) {
    case 'device': {
      const what =
        problem.device.trust === 'changed'
          ? 'a device whose keys changed'
          : 'a new device none of their devices linked';
      if (problem.device.userId === me)
        return `Your safety code changed: ${problem.device.name} is a new device of yours that none of your devices linked. Nothing is shared with it until you approve it (or remove it in Settings if it is not yours).`;
      return `${nameOf(problem.device.userId)}'s safety code changed: ${problem.device.name} is ${what}. Nothing is shared with it until you compare its code with ${nameOf(problem.device.userId)} and approve it.`;
    }
    case 'wrap':
      return `A key shared by ${nameOf(problem.from)} (version ${problem.version}) could not be verified and was not used.`;
    case 'roster':
      return `${problem.detail}.`;
    case 'version':
      return `Key version ${problem.version} was refused: ${problem.detail}.`;
    case 'not-added':
      return `${nameOf(problem.userId)} is not in the chat's signed member list.`;
    case 'rollback':
      return `The server offered key version ${problem.offered} after this device saw version ${problem.seen}.`;
  }
}

/** This browser has no chat device yet and the account has others: link it from one of them, or set it up alone. */
function DeviceSetup({ session }: { session: ChatSession }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="fj-card fjc-setup">
      <h2 className="fj-section-title">Set up encrypted chat on this device</h2>
      <p>
        Link it from a device where your chat already works: open{' '}
        <strong>Settings → Chat devices → Link a new device</strong> there and enter its code in Settings here. It then
        reads your history too.
      </p>
      <p className="fj-muted">
        No other device at hand? Set this one up on its own: your teammates will see that your safety code changed, and
        share keys with it once they have compared it with you.
      </p>
      <Button
        variant="outline"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void session.setUpAlone().finally(() => setBusy(false));
        }}
      >
        Set up without linking
      </Button>
    </div>
  );
}
