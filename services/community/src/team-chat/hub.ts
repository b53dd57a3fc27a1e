import { listenToChannels, type ChannelListener, type Db } from '@fj/db';
import { logger } from '@fj/server-kit';
import { messageFields, toMessage, type MessageRow } from './serialize';

/** The NOTIFY channel of team chat. Payloads are ids only ('m:<team>:<seq>', 't:<team>:<user>', 'k:<team>', 'r:<team>'). */
export const CHAT_CHANNEL = 'team_chat';
/** Messages a reconnecting stream catches up at most; more and it is told to reload (`reset`). */
export const CATCH_UP_LIMIT = 200;
/** A stream whose unsent output passes this is a client that stopped reading: it is closed. */
const MAX_BUFFERED_BYTES = 1 << 20;

/** One open stream. */
export interface ChatSubscriber {
  teamId: string;
  userId: string;
  /** The last message seq written to this stream. */
  lastSeq: bigint;
  write(chunk: string): void;
  /** Ends the stream (a member removed, a stalled client, the hub closing). */
  end(): void;
  /** Buffered output not yet taken by the client. */
  buffered(): number;
}

export const messageEvent = (row: MessageRow) =>
  `id: ${row.seq}\nevent: message\ndata: ${JSON.stringify(toMessage(row))}\n\n`;
const event = (name: string, data: object) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Fan-out of one community instance (docs/decisions/1902-team-chat-transport.md): every instance LISTENs on one
 * dedicated connection (@fj/db listenToChannels: reconnects with backoff), reads a notified message once, and writes it
 * to its own streams of that team in order (one promise chain per team). After the listener was down it catches every
 * stream up from the database, so nothing committed meanwhile is lost.
 */
export class ChatHub {
  private readonly teams = new Map<string, Set<ChatSubscriber>>();
  private readonly chains = new Map<string, Promise<void>>();
  private listener: Promise<ChannelListener> | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private wasDown = false;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string | undefined,
    private readonly heartbeatMs = Number(process.env.TEAM_CHAT_HEARTBEAT_MS) || 20_000,
  ) {}

  /** Streams open on this instance (the bench and tests read it). */
  get size(): number {
    let n = 0;
    for (const subs of this.teams.values()) n += subs.size;
    return n;
  }

  /** Starts listening on first use; resolves once LISTEN is in place, so nothing committed after this is missed. */
  async start(): Promise<void> {
    if (!this.listener) {
      if (!this.databaseUrl) throw new Error('team chat needs DATABASE_URL to listen for messages');
      this.listener = listenToChannels(
        this.databaseUrl,
        { [CHAT_CHANNEL]: (payload) => this.onNotification(payload) },
        {
          onDown: () => {
            this.wasDown = true;
            logger.warn({ service: 'community' }, 'team chat notifications lost: streams catch up when they are back');
          },
          onUp: () => {
            if (!this.wasDown) return;
            this.wasDown = false;
            for (const teamId of this.teams.keys()) void this.inOrder(teamId, () => this.catchUpTeam(teamId));
          },
        },
      );
      this.listener.catch(() => (this.listener = null));
      this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
      this.heartbeat.unref();
    }
    await this.listener;
  }

  /**
   * Adds a stream. With `afterSeq` (Last-Event-ID) it first gets every message after it, then the live ones: live
   * messages that arrive meanwhile wait in the team's chain, so none is skipped or written twice.
   */
  async subscribe(sub: ChatSubscriber, afterSeq: bigint | null): Promise<void> {
    await this.start();
    let subs = this.teams.get(sub.teamId);
    if (!subs) this.teams.set(sub.teamId, (subs = new Set()));
    subs.add(sub);
    if (afterSeq !== null) {
      sub.lastSeq = afterSeq;
      await this.inOrder(sub.teamId, () => this.catchUp([sub], afterSeq));
    }
  }

  unsubscribe(sub: ChatSubscriber): void {
    const subs = this.teams.get(sub.teamId);
    subs?.delete(sub);
    if (subs && subs.size === 0) this.teams.delete(sub.teamId);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const subs of this.teams.values()) for (const sub of subs) sub.end();
    this.teams.clear();
    const listener = await this.listener?.catch(() => null);
    this.listener = null;
    await listener?.close();
  }

  private onNotification(payload: string): void {
    const [kind, teamId, id] = payload.split(':');
    if (!teamId || !this.teams.has(teamId)) return;
    if (kind === 'm' && id) void this.inOrder(teamId, () => this.deliver(teamId, BigInt(id)));
    else if (kind === 't' && id) this.broadcast(teamId, event('typing', { userId: id }), id);
    else if (kind === 'k') this.broadcast(teamId, event('keys', {}));
    else if (kind === 'r') void this.inOrder(teamId, () => this.membersChanged(teamId));
  }

  /**
   * Runs `work` after the team's earlier work, so a team's messages are written in commit order. Never rejects (a
   * failure is logged), so a notification handler may start it without waiting.
   */
  private inOrder(teamId: string, work: () => Promise<void>): Promise<void> {
    const next = (this.chains.get(teamId) ?? Promise.resolve()).then(work).catch((err) => {
      logger.error({ service: 'community', err, teamId }, 'team chat fan-out failed');
    });
    this.chains.set(teamId, next);
    void next.then(() => {
      if (this.chains.get(teamId) === next) this.chains.delete(teamId);
    });
    return next;
  }

  private async deliver(teamId: string, seq: bigint): Promise<void> {
    const subs = this.teams.get(teamId);
    if (!subs?.size) return;
    const row = await this.db.teamMessage.findUnique({ where: { seq }, select: messageFields });
    if (row) this.write([...subs], [row]);
  }

  private async catchUpTeam(teamId: string): Promise<void> {
    const subs = [...(this.teams.get(teamId) ?? [])];
    if (subs.length)
      await this.catchUp(
        subs,
        subs.reduce((min, s) => (s.lastSeq < min ? s.lastSeq : min), subs[0].lastSeq),
      );
  }

  /** Every message of the team after `afterSeq` (one query), to the streams that lack them. */
  private async catchUp(subs: ChatSubscriber[], afterSeq: bigint): Promise<void> {
    const teamId = subs[0].teamId;
    const rows = await this.db.teamMessage.findMany({
      where: { teamId, seq: { gt: afterSeq } },
      orderBy: { seq: 'asc' },
      take: CATCH_UP_LIMIT + 1,
      select: messageFields,
    });
    if (rows.length > CATCH_UP_LIMIT) {
      for (const sub of subs) {
        sub.write(event('reset', {}));
        sub.end();
      }
      return;
    }
    this.write(subs, rows);
  }

  private write(subs: ChatSubscriber[], rows: MessageRow[]): void {
    for (const sub of subs) {
      for (const row of rows) {
        if (row.seq <= sub.lastSeq) continue;
        sub.write(messageEvent(row));
        sub.lastSeq = row.seq;
      }
      if (sub.buffered() > MAX_BUFFERED_BYTES) sub.end();
    }
  }

  private broadcast(teamId: string, chunk: string, exceptUserId?: string): void {
    for (const sub of this.teams.get(teamId) ?? []) if (sub.userId !== exceptUserId) sub.write(chunk);
  }

  /** Someone joined or left: streams of people no longer in the team end; the others refresh keys and members. */
  private async membersChanged(teamId: string): Promise<void> {
    const subs = [...(this.teams.get(teamId) ?? [])];
    if (!subs.length) return;
    const members = await this.db.teamMember.findMany({
      where: { teamId, userId: { in: [...new Set(subs.map((s) => s.userId))] } },
      select: { userId: true },
    });
    const still = new Set(members.map((m) => m.userId));
    for (const sub of subs) {
      if (still.has(sub.userId)) sub.write(event('members', {}));
      else {
        this.unsubscribe(sub);
        sub.end();
      }
    }
  }

  /** A comment line every 20 s: proxies keep the stream open, and a dead connection fails its write and closes. */
  private beat(): void {
    for (const subs of this.teams.values()) for (const sub of subs) sub.write(': heartbeat\n\n');
  }
}
