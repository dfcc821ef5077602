import { MONTH_ABBREVIATIONS } from "~/utils/months";

/** Parses "YYYY-MM-DD" strictly (a real calendar date) into its parts, or undefined. */
export function parseIsoDate(
  value: string,
): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  return { year, month, day };
}

/** "2024-10-31" → "31 Oct, 2024" (DD Mon, YYYY). */
export function displayDate(iso: string): string {
  const parts = parseIsoDate(iso);
  if (!parts) throw new Error(`Not a date: ${iso}`);
  return `${String(parts.day).padStart(2, "0")} ${MONTH_ABBREVIATIONS[parts.month - 1]}, ${parts.year}`;
}
