import type { TeamMessage, TeamRole } from '@fj/contracts';
import { TEAM_CHAT_MAX_TEXT_BYTES } from '@fj/contracts/messages';
import { ApiError } from '@fj/ui';
import { chatApi } from '../api/chatApi';
import { sealMessage } from '../crypto/e2e';
import { checkChains, type ChainFlag } from './chain';
import { loadDevice, setUpAlone } from './device';
import { addToChat, startNewVersion, syncTeamKeys, type KeyContext, type Keyring } from './keyring';
import { browserStore, type LocalDevice, type LocalStore } from './localStore';
import { openStoredMessage } from './messages';
import { approveDevice, type MemberDevice } from './trust';

export type DeliveryState = 'sending' | 'queued' | 'sent' | 'failed';

/** A message as the screen shows it: decrypted and verified here, or why it cannot be. */
export interface ChatItem {
  id: string;
  /** null until the server stored it */
  seq: number | null;
  senderId: string | null;
  text: string | null;
  problem?: 'no-key' | 'tampered';
  /** The sender's own time when signed; the server's until opened. */
  createdAt: string;
  state: DeliveryState;
  error?: string;
  /** Signed by a device this browser trusts (false: a device not approved here, or not known any more). */
  verified?: boolean;
  /** Breaks in its device's chain (dropped, reordered, replayed, re-dated messages). */
  flags?: ChainFlag[];
  deviceId?: string;
  counter?: number;
  previous?: string | null;
  hash?: string;
  sentAt?: number;
  serverTime?: string;
}

export type ChatStatus =
  'loading' | 'setup' | 'device-removed' | 'ready' | 'waiting' | 'no-key' | 'not-added' | 'rollback' | 'gone' | 'error';
export type Connection = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface ChatState {
  status: ChatStatus;
  connection: Connection;
  items: ChatItem[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Members typing now (user ids). */
  typing: string[];
  keyring: Keyring | null;
  device: LocalDevice | null;
  /** The newest seq read when the screen opened: later messages from others are new. */
  readUpTo: number;
  /** Offer the passphrase backup (the first chat, and again a week after 'Later'). */
  offerBackup: boolean;
  error?: string;
}

const TYPING_SHOWN_MS = 5000;
const BACKUP_ASKED = 'fj-chat-backup-asked';
const BACKUP_ASK_AGAIN_MS = 7 * 24 * 60 * 60 * 1000;
const TYPING_SENT_EVERY_MS = 3000;
const MAX_BACKOFF_MS = 30_000;
const readKey = (teamId: string) => `fj-chat-read:${teamId}`;
const textBytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * One open chat screen: keys, history, the live stream and the outbox. Plain TypeScript behind
 * useSyncExternalStore, so the screen only renders snapshots.
 *
 * Transport: EventSource on /chat/stream (through the BFF), reopened by us with backoff (1 s doubling to 30 s, with
 * jitter) and `lastEventId` = the newest seq held, so the server catches up what was missed. Sending is a POST; the
 * message id is made here, so a resend after a lost answer is the same message. Offline, messages queue and go when
 * the browser is online again.
 */
export class ChatSession {
  private state: ChatState;
  private listeners = new Set<() => void>();
  private source: EventSource | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = false;
  private olderCursor: string | null = null;
  private lastSeq: number | null = null;
  private typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private lastTypingSent = 0;
  private pendingText = new Map<string, string>();
  private sealed = new Map<
    string,
    { keyVersion: number; iv: string; ciphertext: string; counter: number; hash: string }
  >();
  private outbox: Promise<void> = Promise.resolve();

  constructor(
    readonly teamId: string,
    readonly me: string,
    private role: TeamRole,
    readonly store: LocalStore = browserStore,
  ) {
    const readUpTo = Number(globalThis.localStorage?.getItem(readKey(teamId)) ?? 0) || 0;
    this.state = {
      status: 'loading',
      connection: 'connecting',
      items: [],
      hasOlder: false,
      loadingOlder: false,
      typing: [],
      keyring: null,
      device: null,
      readUpTo,
      offerBackup: Number(globalThis.localStorage?.getItem(BACKUP_ASKED) ?? 0) < Date.now(),
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  snapshot = () => this.state;

  private set(patch: Partial<ChatState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  async start(): Promise<void> {
    globalThis.addEventListener?.('online', this.onOnline);
    globalThis.addEventListener?.('offline', this.onOffline);
    try {
      const found = await loadDevice(chatApi, this.store, this.me);
      if (found.kind !== 'ready') return void this.set({ status: found.kind === 'setup' ? 'setup' : 'device-removed' });
      this.set({ device: found.device });
      await this.refreshKeys();
      const page = await chatApi.history(this.teamId);
      this.olderCursor = page.nextBefore;
      const items = await Promise.all(page.messages.map((m) => this.open(m)));
      this.lastSeq = page.messages.at(-1)?.seq ?? 0;
      this.set({ items: withChains(merge(this.state.items, items)), hasOlder: page.nextBefore !== null });
      this.connect();
    } catch (error) {
      this.fail(error);
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.source?.close();
    for (const t of this.typingTimers.values()) clearTimeout(t);
    globalThis.removeEventListener?.('online', this.onOnline);
    globalThis.removeEventListener?.('offline', this.onOffline);
  }

  updateRole(role: TeamRole) {
    // Roles come from the signed member list; a change on the server arrives as a `members` event.
    if (role !== this.role) void this.refreshKeys().catch(() => {});
    this.role = role;
  }

  private fail(error: unknown) {
    if (error instanceof ApiError && error.status === 404) this.set({ status: 'gone' });
    else this.set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
  }

  keyContext(): KeyContext | null {
    return this.context();
  }

  /** This browser set up as a device of its own: teammates approve it by safety code. */
  async setUpAlone(): Promise<void> {
    this.set({ status: 'loading' });
    await setUpAlone(chatApi, this.store, this.me);
    await this.start();
  }

  /** The backup was made (the chat stops offering it). */
  backedUp(): void {
    globalThis.localStorage?.setItem(BACKUP_ASKED, String(Number.MAX_SAFE_INTEGER));
    this.set({ offerBackup: false });
  }

  /** 'Later': asked again in a week. */
  backupLater(): void {
    globalThis.localStorage?.setItem(BACKUP_ASKED, String(Date.now() + BACKUP_ASK_AGAIN_MS));
    this.set({ offerBackup: false });
  }

  private context(): KeyContext | null {
    const device = this.state.device;
    return device ? { api: chatApi, store: this.store, me: this.me, teamId: this.teamId, device } : null;
  }

  /** Keys again (after `keys`/`members` events and reconnects), then every message is opened again (trust may change). */
  async refreshKeys(): Promise<void> {
    const context = this.context();
    if (!context) return;
    this.applyKeyring(await syncTeamKeys(context));
  }

  private applyKeyring(keyring: Keyring) {
    this.set({ keyring, status: keyring.status });
    void this.reopenAll();
    if (keyring.status === 'ready') void this.flush();
  }

  private async reopenAll() {
    const again = await Promise.all(
      this.state.items.map((i) => (i.seq !== null ? this.reopen(i) : Promise.resolve(i))),
    );
    this.set({ items: withChains(merge(this.state.items, again)) });
  }

  /** The person compared a device's safety code with its owner: trust it, then share keys with it. */
  async approve(device: MemberDevice): Promise<void> {
    await approveDevice(this.store, this.me, device);
    await this.refreshKeys();
  }

  /** An owner or admin adds people who joined the team to the chat (they read from the new key version on). */
  async addMembers(userIds: string[]): Promise<void> {
    const context = this.context();
    if (!context || !this.state.keyring) return;
    await addToChat(context, this.state.keyring, userIds);
    await this.refreshKeys();
  }

  /** No device holding the current key is coming back: start a new version (earlier messages stay unreadable here). */
  async startNewKey(): Promise<void> {
    const context = this.context();
    if (!context || !this.state.keyring) return;
    this.applyKeyring(await startNewVersion(context, this.state.keyring));
  }

  private raw = new Map<string, TeamMessage>();
  private reopen(item: ChatItem): Promise<ChatItem> {
    const message = this.raw.get(item.id);
    return message ? this.open(message) : Promise.resolve(item);
  }

  /**
   * Decrypts a stored message and verifies its signature under its device's key as pinned here (the server's copy of
   * the key only for a device this browser never saw: then it is marked not verified).
   */
  private async open(message: TeamMessage): Promise<ChatItem> {
    this.raw.set(message.id, message);
    const base = {
      id: message.id,
      seq: message.seq,
      senderId: message.senderId,
      createdAt: message.createdAt,
      serverTime: message.createdAt,
      deviceId: message.deviceId,
      state: 'sent' as const,
    };
    const opened = await openStoredMessage(this.teamId, message, this.state.keyring);
    if (!opened.ok) return { ...base, text: null, problem: opened.problem };
    return {
      ...base,
      text: opened.text,
      createdAt: new Date(opened.sentAt).toISOString(),
      sentAt: opened.sentAt,
      counter: opened.counter,
      previous: opened.previous,
      hash: opened.hash,
      verified: opened.verified,
    };
  }

  private connect() {
    if (this.stopped) return;
    this.source?.close();
    if (globalThis.navigator?.onLine === false) return void this.set({ connection: 'offline' });
    const source = new EventSource(chatApi.streamUrl(this.teamId, this.lastSeq), { withCredentials: true });
    this.source = source;
    source.onopen = () => {
      this.attempt = 0;
      this.set({ connection: 'live' });
      // A teammate may have registered a device (or left) between our last key sync and this stream opening; that
      // event went to no one, so sync the keys again now (this also shares the key with members who lack it).
      void this.refreshKeys().catch((err) => this.fail(err));
      void this.flush();
    };
    source.addEventListener(
      'message',
      (e) => void this.received(JSON.parse((e as MessageEvent<string>).data) as TeamMessage),
    );
    source.addEventListener('typing', (e) =>
      this.someoneTyping((JSON.parse((e as MessageEvent<string>).data) as { userId: string }).userId),
    );
    for (const name of ['keys', 'members'])
      source.addEventListener(name, () => void this.refreshKeys().catch((err) => this.fail(err)));
    source.addEventListener('reset', () => {
      this.lastSeq = null;
      this.set({ items: [] });
      void this.start();
    });
    // Our own backoff: EventSource's retries would hammer a server that answered 403/404, and never re-check the keys.
    source.onerror = () => {
      source.close();
      if (this.stopped || this.source !== source) return;
      this.set({ connection: globalThis.navigator?.onLine === false ? 'offline' : 'reconnecting' });
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.attempt++) * (0.75 + Math.random() * 0.5);
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        // Still in the team? (Removed members get 404 here and stop.) Keys may have changed meanwhile too.
        // 404 (removed) and 403 (no longer Premium) end the chat; anything else (the network, a 502) tries again.
        this.refreshKeys().then(
          () => this.connect(),
          (error) => {
            if (error instanceof ApiError && (error.status === 404 || error.status === 403)) this.fail(error);
            else source.onerror?.(new Event('error'));
          },
        );
      }, delay);
    };
  }

  private onOnline = () => {
    this.attempt = 0;
    this.connect();
  };
  private onOffline = () => this.set({ connection: 'offline' });

  private async received(message: TeamMessage) {
    this.lastSeq = Math.max(this.lastSeq ?? 0, message.seq);
    const item = await this.open(message);
    if (item.senderId) this.clearTyping(item.senderId);
    this.set({ items: withChains(merge(this.state.items, [item])) });
  }

  private someoneTyping(userId: string) {
    clearTimeout(this.typingTimers.get(userId));
    this.typingTimers.set(
      userId,
      setTimeout(() => this.clearTyping(userId), TYPING_SHOWN_MS),
    );
    if (!this.state.typing.includes(userId)) this.set({ typing: [...this.state.typing, userId] });
  }
  private clearTyping(userId: string) {
    clearTimeout(this.typingTimers.get(userId));
    this.typingTimers.delete(userId);
    if (this.state.typing.includes(userId)) this.set({ typing: this.state.typing.filter((id) => id !== userId) });
  }

  /** The composer changed: tell the team, at most every 3 s. */
  typing(): void {
    const now = Date.now();
    if (now - this.lastTypingSent < TYPING_SENT_EVERY_MS || this.state.connection !== 'live') return;
    this.lastTypingSent = now;
    void chatApi.typing(this.teamId).catch(() => {});
  }

  /** Adds the message to the list at once ('sending'), then encrypts and posts it. Too long: an error, nothing added. */
  send(text: string): string | null {
    if (textBytes(text) > TEAM_CHAT_MAX_TEXT_BYTES) return 'Messages are limited to 16 KB';
    const id = globalThis.crypto.randomUUID();
    this.pendingText.set(id, text);
    this.set({
      items: [
        ...this.state.items,
        { id, seq: null, senderId: this.me, text, createdAt: new Date().toISOString(), state: 'sending' },
      ],
    });
    void this.deliver(id);
    return null;
  }

  retry(id: string): void {
    this.patch(id, { state: 'sending', error: undefined });
    void this.deliver(id);
  }

  /** Queued messages go once the stream is back (or the browser online). */
  private async flush() {
    for (const item of this.state.items) if (item.state === 'queued') await this.deliver(item.id);
  }

  /**
   * One message at a time per device (a Web Lock across this browser's tabs): each takes the next counter and the
   * previous message's hash of this device's chain, which move on only once the server stored it.
   */
  private deliver(id: string): Promise<void> {
    const run = () => this.deliverNow(id);
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    const next = this.outbox.then(() =>
      locks && this.state.device ? locks.request(`fj-chat-send:${this.state.device.id}`, run) : run(),
    );
    this.outbox = next.catch(() => {});
    return next;
  }

  private async deliverNow(id: string, attempt = 0): Promise<void> {
    const text = this.pendingText.get(id);
    const keyring = this.state.keyring;
    const device = this.state.device;
    if (text === undefined) return;
    if (globalThis.navigator?.onLine === false || !keyring || !device || keyring.status !== 'ready')
      return void this.patch(id, { state: 'queued' });
    const chainKey = `${this.me}|${this.teamId}|${device.id}`;
    try {
      // Sealed once: a retry after a lost answer sends the same bytes (the server answers the stored message).
      let sealed = this.sealed.get(id);
      if (!sealed || sealed.keyVersion !== keyring.currentVersion) {
        const chain = (await this.store.get<{ counter: number; hash: string }>('chains', chainKey)) ?? null;
        const keyVersion = keyring.currentVersion!;
        const envelope = {
          text,
          sentAt: Date.now(),
          counter: (chain?.counter ?? 0) + 1,
          previous: chain?.hash ?? null,
        };
        const out = await sealMessage(envelope, keyring.keys.get(keyVersion)!, device.keys.signing.privateKey, {
          teamId: this.teamId,
          keyVersion,
          senderId: this.me,
          deviceId: device.id,
          messageId: id,
        });
        sealed = { keyVersion, iv: out.iv, ciphertext: out.ciphertext, counter: envelope.counter, hash: out.hash };
        this.sealed.set(id, sealed);
      }
      const stored = await chatApi.send(this.teamId, {
        id,
        keyVersion: sealed.keyVersion,
        deviceId: device.id,
        iv: sealed.iv,
        ciphertext: sealed.ciphertext,
      });
      await this.store.put('chains', chainKey, { counter: sealed.counter, hash: sealed.hash });
      this.pendingText.delete(id);
      this.sealed.delete(id);
      this.raw.set(id, stored);
      this.patch(id, { state: 'sent', seq: stored.seq, error: undefined, deviceId: device.id, verified: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && attempt < 2) {
        // The key changed (a member left, or was added): bring the keys up to date and encrypt again.
        this.sealed.delete(id);
        await this.refreshKeys().catch(() => {});
        return this.deliverNow(id, attempt + 1);
      }
      if (!(error instanceof ApiError) || error.status === 503) return void this.patch(id, { state: 'queued' });
      this.sealed.delete(id);
      this.patch(id, { state: 'failed', error: error.serverMessage ?? error.message });
    }
  }

  private patch(id: string, patch: Partial<ChatItem>) {
    this.set({
      items: merge(
        this.state.items.map((i) => (i.id === id ? { ...i, ...patch } : i)),
        [],
      ),
    });
  }

  async loadOlder(): Promise<void> {
    if (!this.olderCursor || this.state.loadingOlder) return;
    this.set({ loadingOlder: true });
    try {
      const page = await chatApi.history(this.teamId, this.olderCursor);
      this.olderCursor = page.nextBefore;
      const items = await Promise.all(page.messages.map((m) => this.open(m)));
      this.set({
        items: withChains(merge(this.state.items, items)),
        hasOlder: page.nextBefore !== null,
        loadingOlder: false,
      });
    } catch {
      this.set({ loadingOlder: false });
    }
  }

  /** Everything shown so far has been seen (the list is scrolled to the end of a visible page). */
  markRead(): void {
    const newest = this.state.items.reduce((max, i) => Math.max(max, i.seq ?? 0), 0);
    const stored = Number(globalThis.localStorage?.getItem(readKey(this.teamId)) ?? 0) || 0;
    if (newest > stored) globalThis.localStorage?.setItem(readKey(this.teamId), String(newest));
  }
}

/** Stored messages by seq, then those not stored yet in the order they were written; one entry per id (the newest wins). */
export function merge(current: ChatItem[], incoming: ChatItem[]): ChatItem[] {
  const byId = new Map(current.map((i) => [i.id, i]));
  for (const item of incoming) {
    const known = byId.get(item.id);
    // A message we sent arrives on the stream too: keep our plaintext and its state.
    byId.set(
      item.id,
      known && known.senderId === item.senderId && known.text !== null && item.text === null
        ? { ...known, seq: item.seq }
        : known && known.state !== 'sent' && item.state === 'sent'
          ? { ...known, ...item, text: known.text }
          : item,
    );
  }
  return [...byId.values()].sort(
    (a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity) || a.createdAt.localeCompare(b.createdAt),
  );
}

/** Each device's chain checked over the messages held (in seq order): breaks are flagged on the message. */
export function withChains(items: ChatItem[]): ChatItem[] {
  const flags = checkChains(
    items
      .filter((i) => i.seq !== null && i.deviceId)
      .map((i) => ({
        id: i.id,
        seq: i.seq!,
        deviceId: i.deviceId!,
        counter: i.counter ?? null,
        previous: i.previous ?? null,
        hash: i.hash ?? null,
        sentAt: i.sentAt ?? null,
        createdAt: i.serverTime ?? i.createdAt,
      })),
  );
  return items.map((i) => (flags.has(i.id) || i.flags ? { ...i, flags: flags.get(i.id) } : i));
}
