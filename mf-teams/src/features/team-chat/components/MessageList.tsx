import { useEffect, useLayoutEffect, useRef } from 'react';
import { AlertTriangle, Check, Clock, Lock } from 'lucide-react';
import { Button, cn, useUserTimeZone } from '@fj/ui';
import type { ChatItem, ChatSession, ChatState } from '../model/session';
import { timeLabel, timeline } from '../model/timeline';

const NEAR_BOTTOM_PX = 80;

/**
 * The messages, oldest at the top: day separators, a 'New messages' marker, names on the first of a run, own messages
 * on the right. A `log` region, so screen readers announce messages as they are added. Scrolling to the top loads
 * older history (and a button does the same for keyboards); new messages keep the view at the bottom when it was there.
 */
export function MessageList({
  session,
  state,
  names,
  me,
}: {
  session: ChatSession;
  state: ChatState;
  names: Map<string, string>;
  me: string;
}) {
  const timeZone = useUserTimeZone();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const rows = timeline(state.items, me, state.readUpTo, timeZone);

  // Older history arrives above: keep what the reader sees where it was. New messages: follow when at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBefore.current !== null) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    if (atBottom.current && document.visibilityState === 'visible') session.markRead();
  }, [state.items, session]);

  useEffect(() => {
    const el = top.current;
    if (!el || !state.hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadOlder();
    });
    observer.observe(el);
    return () => observer.disconnect();
  });

  const loadOlder = () => {
    if (state.loadingOlder) return;
    heightBefore.current = scroller.current?.scrollHeight ?? null;
    void session.loadOlder();
  };

  return (
    <div
      ref={scroller}
      className="fjc-scroll"
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      }}
    >
      <div ref={top} />
      {state.hasOlder && (
        <div className="fjc-older">
          <Button variant="ghost" onClick={loadOlder} disabled={state.loadingOlder}>
            {state.loadingOlder ? 'Loading older messages…' : 'Load older messages'}
          </Button>
        </div>
      )}
      {state.status !== 'loading' && rows.length === 0 && (
        <p className="fjc-empty">No messages yet. Say hello to your team.</p>
      )}
      <div role="log" aria-label="Messages" className="fjc-log">
        {rows.map((row) =>
          row.kind === 'day' ? (
            <p key={row.key} className="fjc-day">
              <span>{row.label}</span>
            </p>
          ) : row.kind === 'unread' ? (
            <p key={row.key} className="fjc-unread">
              <span>New messages</span>
            </p>
          ) : (
            <Message
              key={row.key}
              item={row.item}
              own={row.own}
              author={row.showAuthor ? authorOf(row.item, names) : null}
              time={timeLabel(row.item.createdAt, timeZone)}
              onRetry={() => session.retry(row.item.id)}
            />
          ),
        )}
      </div>
    </div>
  );
}

const FLAG_TEXT = {
  gap: 'Earlier messages from this device were not delivered',
  'out-of-order': 'Delivered out of order',
  replayed: 'Delivered again (a replay)',
  broken: 'Does not follow the previous message from this device',
  backdated: "The server's time for this message is earlier than when it was written",
} as const;

/** What the chain check and the signature check found, in words (docs/decisions/3201-team-chat-protocol.md). */
const integrityText = (item: ChatItem) =>
  [
    ...(item.flags ?? []).map((f) => FLAG_TEXT[f]),
    ...(item.verified === false ? ['Sent from a device you have not verified'] : []),
  ].join(' · ');

const authorOf = (item: ChatItem, names: Map<string, string>) =>
  item.senderId ? (names.get(item.senderId) ?? 'Former member') : 'Former member';

function Message({
  item,
  own,
  author,
  time,
  onRetry,
}: {
  item: ChatItem;
  own: boolean;
  author: string | null;
  time: string;
  onRetry: () => void;
}) {
  return (
    <div className={cn('fjc-msg', own && 'fjc-msg--own', item.state === 'failed' && 'fjc-msg--failed')}>
      {author && <p className="fjc-msg__author">{author}</p>}
      <div className="fjc-msg__bubble">
        {item.text !== null ? (
          <p className="fjc-msg__text">{item.text}</p>
        ) : (
          <p className="fjc-msg__text fjc-msg__text--locked">
            {item.problem === 'tampered' ? (
              <AlertTriangle size={14} aria-hidden="true" />
            ) : (
              <Lock size={14} aria-hidden="true" />
            )}
            {item.problem === 'tampered'
              ? 'This message failed its integrity check and is not shown'
              : 'Encrypted with a key this device does not have'}
          </p>
        )}
        <p className="fjc-msg__meta">
          <time dateTime={item.createdAt}>{time}</time>
          {own && <DeliveryState item={item} />}
        </p>
      </div>
      {(item.flags?.length || (item.text !== null && item.verified === false && !own)) && (
        <p className="fjc-msg__flags fj-muted">
          <AlertTriangle size={12} aria-hidden="true" /> {integrityText(item)}
        </p>
      )}
      {item.state === 'failed' && (
        <p className="fjc-msg__failed" role="alert">
          Not sent{item.error ? `: ${item.error}` : ''}.{' '}
          <Button variant="outline" onClick={onRetry}>
            Retry
          </Button>
        </p>
      )}
    </div>
  );
}

function DeliveryState({ item }: { item: ChatItem }) {
  if (item.state === 'sent')
    return (
      <span className="fjc-state">
        <Check size={14} aria-hidden="true" />
        Sent
      </span>
    );
  if (item.state === 'failed') return <span className="fjc-state fjc-state--failed">Failed</span>;
  return (
    <span className="fjc-state">
      <Clock size={14} aria-hidden="true" />
      {item.state === 'queued' ? 'Waiting to send' : 'Sending…'}
    </span>
  );
}
