import pg from 'pg';

export interface ChannelHandlers {
  [channel: string]: (payload: string) => void;
}

export interface ListenOptions {
  /** The connection is lost: notifications may be missed until `onUp` (drop or stop trusting what they keep fresh). */
  onDown?: () => void;
  /** Listening (again): every channel is subscribed. After a reconnect, changes made meanwhile were not notified. */
  onUp?: () => void;
}

export interface ChannelListener {
  readonly listening: boolean;
  /**
   * Resolves true once every notification committed before this call has been handled (a round trip on the
   * listening connection: PostgreSQL sends pending notifications before it answers), false when not listening.
   * Concurrent callers share round trips.
   */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

const LIVENESS_CHECK_MS = 10_000;

/**
 * The one way to LISTEN to PostgreSQL notifications: one dedicated `pg` connection, re-established forever with
 * backoff, checked every 10 s. Payloads arrive as the raw strings the writer passed to `pg_notify` (ids only).
 */
export async function listenToChannels(
  url: string,
  handlers: ChannelHandlers,
  options: ListenOptions = {},
): Promise<ChannelListener> {
  let client: pg.Client | null = null;
  let closing = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    options.onDown?.();
    lostClient.end().catch(() => {});
    scheduleReconnect();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (n) => handlers[n.channel]?.(n.payload ?? ''));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of Object.keys(handlers)) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw err;
    }
    if (closing) return void (await next.end().catch(() => {}));
    client = next;
    attempt = 0;
    options.onUp?.();
  };

  function scheduleReconnect() {
    if (closing) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect().catch(scheduleReconnect), Math.min(5000, 250 * 2 ** attempt++));
    retryTimer.unref();
  }

  const liveness = setInterval(() => {
    const current = client;
    current?.query('SELECT 1').catch(() => lost(current));
  }, LIVENESS_CHECK_MS);
  liveness.unref();

  // Round trips on the listening connection: at most one in flight plus one queued behind it (a caller that arrives
  // while one is in flight needs one that starts after its call).
  let inFlight: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  const roundTrip = (): Promise<boolean> => {
    const current = client;
    if (!current) return Promise.resolve(false);
    return current.query('SELECT 1').then(
      () => client === current,
      () => false,
    );
  };
  const sync = (): Promise<boolean> => {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    queued ??= inFlight.then(() => {
      queued = null;
      return sync();
    });
    return queued;
  };

  await connect();
  return {
    get listening() {
      return client !== null;
    },
    sync,
    close: async () => {
      closing = true;
      clearInterval(liveness);
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => {});
    },
  };
}
