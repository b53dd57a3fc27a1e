import { listenToChannels, type ChannelListener, type SqlPool } from '@fj/db';
import { logger } from '@fj/server-kit';
import type { MessageRow } from './serialize';
import { toMessage } from './serialize';

/** The NOTIFY channel of team chat. Payloads are ids only ('m:<team>:<seq>', 't:<team>:<user>', 'k:<team>', 'r:<team>'). */
export const CHAT_CHANNEL = 'team_chat';
/** Messages a reconnecting stream catches up at most; more and it is told to reload (`reset`). */
export const CATCH_UP_LIMIT = 200;
/** A stream whose unsent output passes this is a client that stopped reading: it is closed. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** One person's typing reaches a team's streams at most this often (the notifications of several instances merge). */
const TYPING_EVERY_MS = 1_000;

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

const MESSAGE_COLUMNS = `"id", "seq", "teamId", "senderId", "authorId", "deviceId", "signingKey", "keyVersion", "iv", "ciphertext", "createdAt"`;
const rowOf = (r: Omit<MessageRow, 'seq'> & { seq: string }): MessageRow => ({ ...r, seq: BigInt(r.seq) });

/** Per team on this instance: the newest seq read, and the newest one notified (a read is due while it is ahead). */
interface TeamState {
  subs: Set<ChatSubscriber>;
  read: bigint | null;
  notified: bigint;
  draining: boolean;
  typedAt: Map<string, number>;
}

/**
 * Fan-out of one community instance (docs/decisions/1902-team-chat-transport.md, 3202-team-chat-throughput.md):
 * every instance LISTENs on one dedicated connection (@fj/db listenToChannels: reconnects with backoff). Message
 * notifications of a team are coalesced: one query reads every message after the newest already read (a team's seqs
 * commit in order, so nothing is skipped), each event is serialised once and written to the team's streams in order
 * (one promise chain per team). After the listener was down, every stream's membership is checked again (a removal
 * meanwhile ends it), then it is caught up from the database and told to refresh its keys.
 */
export class ChatHub {
  private readonly teams = new Map<string, TeamState>();
  private readonly chains = new Map<string, Promise<void>>();
  /** Streams whose catch-up from Last-Event-ID has not run yet: live reads skip them (the catch-up includes those rows). */
  private readonly catchingUp = new WeakSet<ChatSubscriber>();
  private listener: Promise<ChannelListener> | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private wasDown = false;

  constructor(
    private readonly pool: SqlPool,
    private readonly databaseUrl: string | undefined,
    private readonly heartbeatMs = Number(process.env.TEAM_CHAT_HEARTBEAT_MS) || 20_000,
  ) {}

  /** Streams open on this instance (the bench and tests read it). */
  get size(): number {
    let n = 0;
    for (const team of this.teams.values()) n += team.subs.size;
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
            void this.recover();
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
   * messages that arrive meanwhile wait in the team's chain, so none is skipped or written twice. A live read already
   * queued ahead of the catch-up leaves the stream out (it would have moved the stream past the older rows the
   * catch-up then skipped: two messages lost in a rolling restart, docs/decisions/3304).
   */
  async subscribe(sub: ChatSubscriber, afterSeq: bigint | null): Promise<void> {
    await this.start();
    let team = this.teams.get(sub.teamId);
    if (!team) {
      team = { subs: new Set(), read: null, notified: 0n, draining: false, typedAt: new Map() };
      this.teams.set(sub.teamId, team);
    }
    team.subs.add(sub);
    if (afterSeq !== null) {
      sub.lastSeq = afterSeq;
      // Until its catch-up runs, a live read queued before it must not move the stream past the rows it still lacks.
      this.catchingUp.add(sub);
      await this.inOrder(sub.teamId, async () => {
        try {
          await this.catchUp([sub], afterSeq);
        } catch (err) {
          // No gap may stay open: the client reconnects with the same Last-Event-ID and is caught up then.
          sub.end();
          throw err;
        } finally {
          this.catchingUp.delete(sub);
        }
      });
    } else if (team.read !== null) {
      // Live from now: what this instance has already read for the team is in the past for this stream.
      sub.lastSeq = team.read;
    }
  }

  unsubscribe(sub: ChatSubscriber): void {
    const team = this.teams.get(sub.teamId);
    team?.subs.delete(sub);
    if (team && team.subs.size === 0) this.teams.delete(sub.teamId);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const team of this.teams.values()) for (const sub of team.subs) sub.end();
    this.teams.clear();
    const listener = await this.listener?.catch(() => null);
    this.listener = null;
    await listener?.close();
  }

  private onNotification(payload: string): void {
    const [kind, teamId, id] = payload.split(':');
    const team = teamId ? this.teams.get(teamId) : undefined;
    if (!team) return;
    if (kind === 'm' && id) this.messageCommitted(teamId, team, BigInt(id));
    else if (kind === 't' && id) this.typing(team, id);
    else if (kind === 'k') this.broadcast(team, event('keys', {}));
    else if (kind === 'r') void this.inOrder(teamId, () => this.membersChanged(teamId));
  }

  /** A message committed: read it (and any others notified meanwhile) with one query, unless a read is under way. */
  private messageCommitted(teamId: string, team: TeamState, seq: bigint): void {
    if (seq > team.notified) team.notified = seq;
    // The first message this instance hears of for a team: everything before it is the past for every live stream.
    if (team.read === null) team.read = seq - 1n;
    if (team.draining) return;
    team.draining = true;
    void this.inOrder(teamId, () => this.drain(teamId, team));
  }

  private async drain(teamId: string, team: TeamState): Promise<void> {
    try {
      while (team.read !== null && team.notified > team.read) {
        const after = team.read;
        const { rows } = await this.pool.query<Omit<MessageRow, 'seq'> & { seq: string }>(
          `SELECT ${MESSAGE_COLUMNS} FROM "TeamMessage" WHERE "teamId" = $1 AND "seq" > $2 ORDER BY "seq" LIMIT 500`,
          [teamId, after.toString()],
        );
        if (!rows.length) break;
        const messages = rows.map(rowOf);
        team.read = messages.at(-1)!.seq;
        this.write(
          [...team.subs].filter((sub) => !this.catchingUp.has(sub)),
          messages,
        );
      }
    } finally {
      team.draining = false;
    }
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

  /** After a listener outage (notifications were lost): every team's streams are checked and caught up. */
  recover(): Promise<void> {
    return Promise.all([...this.teams.keys()].map((teamId) => this.inOrder(teamId, () => this.resume(teamId)))).then(
      () => undefined,
    );
  }

  /** After a listener outage: streams of people no longer in the team end, the rest catch up and refresh their keys. */
  private async resume(teamId: string): Promise<void> {
    await this.membersChanged(teamId, false);
    const team = this.teams.get(teamId);
    const subs = [...(team?.subs ?? [])];
    if (!team || !subs.length) return;
    const from = subs.reduce((min, s) => (s.lastSeq < min ? s.lastSeq : min), subs[0].lastSeq);
    await this.catchUp(subs, from);
    this.broadcast(team, event('keys', {}));
  }

  /** Every message of the team after `afterSeq` (one query), to the streams that lack them. */
  private async catchUp(subs: ChatSubscriber[], afterSeq: bigint): Promise<void> {
    const teamId = subs[0].teamId;
    const { rows } = await this.pool.query<Omit<MessageRow, 'seq'> & { seq: string }>(
      `SELECT ${MESSAGE_COLUMNS} FROM "TeamMessage" WHERE "teamId" = $1 AND "seq" > $2 ORDER BY "seq" LIMIT $3`,
      [teamId, afterSeq.toString(), CATCH_UP_LIMIT + 1],
    );
    if (rows.length > CATCH_UP_LIMIT) {
      for (const sub of subs) {
        sub.write(event('reset', {}));
        sub.end();
      }
      return;
    }
    this.write(subs, rows.map(rowOf));
  }

  /**
   * Each event serialised once; each stream then gets every event it has not had in one write (a read that caught
   * several messages, as under load, costs one write per stream, not one per message).
   */
  private write(subs: ChatSubscriber[], rows: MessageRow[]): void {
    const chunks = rows.map(messageEvent);
    for (const sub of subs) {
      let out = '';
      for (let i = 0; i < rows.length; i++) {
        if (rows[i].seq <= sub.lastSeq) continue;
        out += chunks[i];
        sub.lastSeq = rows[i].seq;
      }
      if (out) sub.write(out);
      if (sub.buffered() > MAX_BUFFERED_BYTES) sub.end();
    }
  }

  private typing(team: TeamState, userId: string): void {
    const now = Date.now();
    if (now - (team.typedAt.get(userId) ?? 0) < TYPING_EVERY_MS) return;
    team.typedAt.set(userId, now);
    this.broadcast(team, event('typing', { userId }), userId);
  }

  private broadcast(team: TeamState, chunk: string, exceptUserId?: string): void {
    for (const sub of team.subs) if (sub.userId !== exceptUserId) sub.write(chunk);
  }

  /** Someone joined or left: streams of people no longer in the team end; the others refresh keys and members. */
  private async membersChanged(teamId: string, tell = true): Promise<void> {
    const team = this.teams.get(teamId);
    const subs = [...(team?.subs ?? [])];
    if (!team || !subs.length) return;
    const { rows } = await this.pool.query<{ userId: string }>(
      `SELECT "userId" FROM "TeamMember" WHERE "teamId" = $1 AND "userId" = ANY($2::text[])`,
      [teamId, [...new Set(subs.map((s) => s.userId))]],
    );
    const still = new Set(rows.map((m) => m.userId));
    for (const sub of subs) {
      if (still.has(sub.userId)) {
        if (tell) sub.write(event('members', {}));
      } else {
        this.unsubscribe(sub);
        sub.end();
      }
    }
  }

  /** A comment line every 20 s: proxies keep the stream open, and a dead connection fails its write and closes. */
  private beat(): void {
    for (const team of this.teams.values()) for (const sub of team.subs) sub.write(': heartbeat\n\n');
  }
}
