const DAY = 86_400_000;

/** Median days between consecutive episodes of the newest 10 (newest first in, one decimal out); null under 2. */
export function cadenceDays(datesNewestFirst: Date[]): number | null {
  const recent = datesNewestFirst.slice(0, 10);
  if (recent.length < 2) return null;
  const gaps = recent
    .slice(1)
    .map((d, i) => (recent[i].getTime() - d.getTime()) / DAY)
    .sort((a, b) => a - b);
  const mid = gaps.length >> 1;
  const median = gaps.length % 2 ? gaps[mid] : (gaps[mid - 1] + gaps[mid]) / 2;
  return Math.round(median * 10) / 10;
}
