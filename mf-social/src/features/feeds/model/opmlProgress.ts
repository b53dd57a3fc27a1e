import type { OpmlProgress } from '@fj/contracts';

/**
 * Reads POST /api/feeds/opml's NDJSON answer as it streams, calling `onLine` for each progress line; resolves with
 * the last one. Lines may arrive split across chunks.
 */
export async function readProgress(
  body: ReadableStream<Uint8Array>,
  onLine: (p: OpmlProgress) => void,
): Promise<OpmlProgress | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let last: OpmlProgress | null = null;
  const take = (line: string) => {
    if (!line.trim()) return;
    last = JSON.parse(line) as OpmlProgress;
    onLine(last);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    lines.forEach(take);
  }
  take(buffer + decoder.decode());
  return last;
}

/** 'Reading feeds… 12 of 40' → the progress bar's label and percentage. */
export function progressText(p: OpmlProgress): { label: string; percent: number } {
  const percent = p.total ? Math.round((p.done / p.total) * 100) : 100;
  if (p.finished) {
    const parts = [
      `${p.added} added`,
      p.skipped ? `${p.skipped} already followed` : '',
      p.failed ? `${p.failed} not usable` : '',
    ].filter(Boolean);
    return { label: `Import finished: ${parts.join(', ')}`, percent: 100 };
  }
  return { label: `Reading feeds… ${p.done} of ${p.total}`, percent };
}
