/** Response helpers: the API speaks ISO strings for instants, yyyy-MM-dd for dates, and numbers for money. */

export const isoDateTime = (d: Date): string => d.toISOString();
export const isoDateTimeOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A PostgreSQL DATE arrives as midnight UTC. */
export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
export const isoDateOrNull = (d: Date | null): string | null => (d ? isoDate(d) : null);

/** A date string yyyy-MM-dd as the Date Prisma writes into a DATE column. */
export const dateColumn = (yyyyMmDd: string): Date => new Date(`${yyyyMmDd}T00:00:00.000Z`);

/** Prisma Decimal (or anything numeric) → number; amounts are DECIMAL(14,2), well inside double precision. */
export const money = (value: { toString(): string } | number): number =>
  typeof value === 'number' ? value : Number(value.toString());
export const moneyOrNull = (value: { toString(): string } | number | null): number | null =>
  value === null ? null : money(value);
