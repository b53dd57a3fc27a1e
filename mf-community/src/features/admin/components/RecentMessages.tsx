import { Megaphone } from 'lucide-react';
import { Badge, Card, CardContent, CardHeader, CardTitle, EmptyState, LoadError, Skeleton } from '@fj/ui';
import { useAdminMessages } from '../api/adminApi';
import { PRIORITY_OPTION_LABELS, TYPE_LABELS } from '../model/adminMessageForm';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const grouped = new Intl.NumberFormat('en-US');

/**
 * Recent Messages: type badge, priority, created date, title and content, and how many recipients it reached and
 * failed for so far, newest first.
 */
export function RecentMessages() {
  const messages = useAdminMessages();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Messages</CardTitle>
      </CardHeader>
      <CardContent>
        {messages.isPending && <Skeleton style={{ height: 96 }} />}
        {messages.isError && <LoadError what="the messages" onRetry={() => void messages.refetch()} />}
        {messages.data?.length === 0 && (
          <EmptyState
            icon={<Megaphone size={28} aria-hidden="true" />}
            title="No messages yet"
            description="No messages sent yet. Create your first message above!"
          />
        )}
        {!!messages.data?.length && (
          <ul className="fja-messages" aria-label="Recent messages">
            {messages.data.map((m) => (
              <li key={m.id} className="fja-message">
                <div className="fja-message__meta">
                  <Badge>{TYPE_LABELS[m.type]}</Badge>
                  <span className="fj-muted">Priority {PRIORITY_OPTION_LABELS[String(m.priority)]}</span>
                  <time className="fj-muted" dateTime={m.createdAt}>
                    {dateFormat.format(new Date(m.createdAt))}
                  </time>
                </div>
                <h3 className="fja-message__title">{m.title}</h3>
                <p className="fja-message__content">{m.content}</p>
                <p className="fj-muted fja-message__outcome">
                  Delivered to {grouped.format(m.delivered)} · Failed for {grouped.format(m.failed)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
