import createSubscriber from 'pg-listen';

export interface ChannelHandlers {
  [channel: string]: (payload: string) => void;
}

export interface ListenOptions {
  /** The connection is lost: notifications may be missed until `onUp` (drop or stop trusting what they keep fresh). */
  onDown?: () => void;
  /** Listening (again): every channel is subscribed. After a reconnect, changes made meanwhile were not notified. */
  onUp?: () => void;
  onError?: (error: Error) => void;
}

export interface ChannelListener {
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * The one way to LISTEN to PostgreSQL notifications (pg-listen: one dedicated connection, reconnects forever,
 * a periodic liveness check). Payloads arrive as the raw strings the writer passed to `pg_notify` (ids only).
 */
export async function listenToChannels(url: string, handlers: ChannelHandlers, options: ListenOptions = {}): Promise<ChannelListener> {
  const subscriber = createSubscriber(
    { connectionString: url },
    { parse: (raw: string) => raw, retryTimeout: Infinity, retryInterval: (attempt) => Math.min(5000, 250 * 2 ** attempt), paranoidChecking: 10_000 },
  );
  let listening = false;
  let started = false;
  let closing = false;
  const down = () => {
    if (!listening) return;
    listening = false;
    options.onDown?.();
  };
  // 'reconnect' fires on each attempt after the connection was lost; 'connected' once it is back and re-subscribed.
  subscriber.events.on('reconnect', down);
  subscriber.events.on('error', (error) => {
    down();
    if (!closing) options.onError?.(error);
  });
  subscriber.events.on('connected', () => {
    if (closing || !started) return; // the first connect is handled below, after the LISTENs
    listening = true;
    options.onUp?.();
  });
  for (const [channel, handler] of Object.entries(handlers)) {
    subscriber.notifications.on(channel, (payload: unknown) => handler(String(payload ?? '')));
  }
  await subscriber.connect();
  await Promise.all(Object.keys(handlers).map((channel) => subscriber.listenTo(channel)));
  // Only now, with every LISTEN in place, is nothing missed.
  started = true;
  listening = true;
  options.onUp?.();
  return {
    get listening() {
      return listening;
    },
    close: async () => {
      closing = true;
      listening = false;
      await subscriber.close();
    },
  };
}
