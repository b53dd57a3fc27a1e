import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, LoadError, Skeleton } from '@fj/ui';
import { useEndSession, useSessions, useSignOutOthers } from '../api/securityApi';
import { when } from '../model/when';

/** Where this account is signed in: each session's device, first and last seen; end one, or all but this one. */
export function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const others = useSignOutOthers();
  const list = sessions.data?.sessions ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Where you're signed in</CardTitle>
        <CardDescription>Sessions end after 7 days without use. End any you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent className="fjs-security">
        {sessions.isPending && <Skeleton className="fjs-security__skeleton" />}
        {sessions.isError && <LoadError what="your sessions" onRetry={() => void sessions.refetch()} />}
        <ul className="fjs-list" aria-label="Sessions">
          {list.map((s) => (
            <li key={s.id} className="fjs-list__item">
              <MonitorSmartphone size={20} aria-hidden="true" className="fjs-list__icon" />
              <div className="fjs-list__text">
                <p className="fjs-list__title">
                  {s.device} {s.current && <Badge variant="success">This device</Badge>}
                </p>
                <p className="fj-muted">
                  Signed in {when(s.createdAt)} · Last active {when(s.lastSeenAt)}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="outline"
                  aria-label={`End the session on ${s.device}`}
                  disabled={end.isPending}
                  onClick={() => end.mutate(s.id)}
                >
                  End
                </Button>
              )}
            </li>
          ))}
        </ul>
        {list.length > 1 && (
          <Button variant="outline" block disabled={others.isPending} onClick={() => others.mutate()}>
            <LogOut size={18} aria-hidden="true" />
            Sign out everywhere else
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
