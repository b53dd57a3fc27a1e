// The business dashboard formats money in US dollars (docs/product.md#time-and-dates).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** $1,234.50 */
export const formatUsd = (amount: number): string => usd.format(amount);

/** $1,235 — for tight spaces (chart labels). */
export const formatUsdWhole = (amount: number): string => usdWhole.format(amount);
