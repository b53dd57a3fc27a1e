import { useEffect, useState, useSyncExternalStore } from 'react';
import { Lock, WifiOff } from 'lucide-react';
import type { TeamDetail } from '@fj/contracts';
import { TEAM_CHAT_WAITING_FOR_KEY } from '@fj/contracts/messages';
import { LoadError } from '@fj/ui';
import { TeamNotFound } from '../../../shared/components/TeamNotFound';
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
  const names = new Map(team.members.map((m) => [m.userId, m.name ?? 'Teammate']));
  if (state.status === 'gone') return <TeamNotFound />;
  if (state.status === 'error') return <LoadError what="the chat" onRetry={onRetry} />;
  const notice =
    state.status === 'waiting'
      ? TEAM_CHAT_WAITING_FOR_KEY
      : state.status === 'no-key'
        ? "Waiting for the team's owner to open the chat and set up its encryption key"
        : null;
  return (
    <div className="fjc-chat">
      <div className="fjc-bar">
        <p className="fjc-e2e">
          <Lock size={14} aria-hidden="true" />
          End-to-end encrypted
        </p>
        <EncryptionDialog session={session} state={state} team={team} me={me} />
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
      {notice && (
        <p className="fjc-notice" role="status">
          <Lock size={16} aria-hidden="true" />
          {notice}
        </p>
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
