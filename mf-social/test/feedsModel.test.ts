import { ReadableStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import { cadenceText, formatDuration } from '../src/features/podcasts/model/format';
import { itemsUrl, OFFLINE_UNREAD_URL } from '../src/features/feeds/model/itemsQuery';
import { progressText, readProgress } from '../src/features/feeds/model/opmlProgress';

describe('the reader asks for the offline page exactly as the service worker caches it', () => {
  it('unified unread first page is the 100-article URL; other views page by 30 with their filters', () => {
    expect(itemsUrl({ filter: 'unread', feedId: null }, null)).toBe(OFFLINE_UNREAD_URL);
    expect(OFFLINE_UNREAD_URL).toBe('/api/feeds/items?unread=true&limit=100');
    expect(itemsUrl({ filter: 'starred', feedId: null }, null)).toBe('/api/feeds/items?starred=true&limit=30');
    expect(itemsUrl({ filter: 'all', feedId: 'f1' }, 'abc')).toBe('/api/feeds/items?feedId=f1&limit=30&cursor=abc');
  });
});

// jsdom has no streams or text codecs: Node's, as the browser has them.
Object.assign(globalThis, { TextDecoder, TextEncoder });

describe('OPML import progress', () => {
  it('reads NDJSON lines split across chunks and ends with the last one', async () => {
    const lines = [
      { done: 1, total: 3, added: 1, skipped: 0, failed: 0 },
      { done: 3, total: 3, added: 2, skipped: 0, failed: 1, finished: true },
    ];
    const text = lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 17));
        controller.enqueue(bytes.slice(17, 60));
        controller.enqueue(bytes.slice(60));
        controller.close();
      },
    });
    const seen: number[] = [];
    const last = await readProgress(body as unknown as globalThis.ReadableStream<Uint8Array>, (p) => seen.push(p.done));
    expect(seen).toEqual([1, 3]);
    expect(last).toEqual(lines[1]);
    expect(progressText(lines[0])).toEqual({ label: 'Reading feeds… 1 of 3', percent: 33 });
    expect(progressText(lines[1]).label).toBe('Import finished: 2 added, 1 not usable');
  });
});

describe('podcast figures in words', () => {
  it('formats durations and cadence', () => {
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(2730)).toBe('45:30');
    expect(formatDuration(null)).toBe('');
    expect(cadenceText(null)).toBe('Not enough episodes yet');
    expect(cadenceText(1)).toBe('Every day');
    expect(cadenceText(7)).toBe('Every 7 days');
    expect(cadenceText(3.5)).toBe('Every 3.5 days');
  });
});
