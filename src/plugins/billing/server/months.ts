/** Months are counted in Brasília time (UTC-3, no daylight saving since 2019), as the customer reads them. */
const BRASILIA_OFFSET_MS = 3 * 3_600_000;

/** [start, end) of a calendar month, as instants. */
export function monthRange(year: number, month: number): [Date, Date] {
  return [new Date(Date.UTC(year, month - 1, 1) + BRASILIA_OFFSET_MS), new Date(Date.UTC(year, month, 1) + BRASILIA_OFFSET_MS)];
}

/** The calendar month an instant falls in, "YYYY-MM". */
export function monthKey(ms: number): string {
  return new Date(ms - BRASILIA_OFFSET_MS).toISOString().slice(0, 7);
}

/** The start of the month `back` months before the one `ms` falls in. */
export function monthStartBefore(ms: number, back: number): number {
  const local = new Date(ms - BRASILIA_OFFSET_MS);
  return monthRange(local.getUTCFullYear(), local.getUTCMonth() + 1 - back)[0].getTime();
}
