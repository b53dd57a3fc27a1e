// Each device's messages form a chain (docs/decisions/3201-team-chat-protocol.md): a counter that goes up by one and
// the previous message's hash, both signed inside the ciphertext with the sender's clock. Read in the server's order
// (seq), a break in a chain means the server dropped, reordered, replayed or re-dated messages: each is shown.

export type ChainFlag =
  /** earlier messages of this device were not delivered (between two that were) */
  | 'gap'
  /** it arrived after a later message of the same device */
  | 'out-of-order'
  /** the same counter again: a replay */
  | 'replayed'
  /** it does not follow the message before it from that device */
  | 'broken'
  /** the server's time for it is earlier than when its sender wrote it */
  | 'backdated';

export interface ChainLink {
  id: string;
  seq: number;
  deviceId: string;
  /** null: not opened here (no key): its place in the chain is unknown */
  counter: number | null;
  previous: string | null;
  hash: string | null;
  sentAt: number | null;
  /** the server's time (ISO) */
  createdAt: string;
}

/** Clocks differ: the server's time may be this much earlier than the sender's before it counts as backdated. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

/** The flags of each message (by id) that breaks its device's chain, reading in seq order. */
export function checkChains(links: ChainLink[]): Map<string, ChainFlag[]> {
  const flags = new Map<string, ChainFlag[]>();
  const flag = (id: string, f: ChainFlag) => flags.set(id, [...(flags.get(id) ?? []), f]);
  const last = new Map<string, { counter: number; hash: string; unknownSince: boolean }>();
  const seen = new Set<string>();
  for (const link of [...links].sort((a, b) => a.seq - b.seq)) {
    if (link.sentAt !== null && Date.parse(link.createdAt) < link.sentAt - CLOCK_SKEW_MS) flag(link.id, 'backdated');
    const before = last.get(link.deviceId);
    if (link.counter === null || link.hash === null) {
      if (before) before.unknownSince = true;
      continue;
    }
    const place = `${link.deviceId}|${link.counter}`;
    const again = seen.has(place);
    seen.add(place);
    if (before) {
      if (again) flag(link.id, 'replayed');
      else if (link.counter < before.counter) flag(link.id, 'out-of-order');
      else if (link.counter === before.counter + 1 && link.previous !== before.hash) flag(link.id, 'broken');
      else if (link.counter > before.counter + 1 && !before.unknownSince) flag(link.id, 'gap');
      if (link.counter < before.counter) continue; // the chain goes on from the later message
    }
    last.set(link.deviceId, { counter: link.counter, hash: link.hash, unknownSince: false });
  }
  return flags;
}
