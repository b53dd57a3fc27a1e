const grouped = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Members and posts: '1,247'; from 100,000 on, compact ('125k', '1.2M') to fit a stat tile. */
export function formatCount(value: number): string {
  return value < 100_000 ? grouped.format(value) : compact.format(value).toLowerCase().replace('m', 'M');
}

/** Likes: compact from 1,000 ('5.2k'), exact below. */
export function formatCompact(value: number): string {
  return value < 1000 ? String(value) : compact.format(value).toLowerCase().replace('m', 'M');
}

export const formatPercent = (value: number): string => `${value}%`;
