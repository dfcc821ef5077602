// A match's date as the season files write it, "Match 3 · 14 Jun 2025" (a qualifier fixture's:
// "3 Mar 2026"), parsed once by the schema that reads the file: every page, address, sitemap
// date and check reads its parts, none splits the text again.
import { z } from "zod";
import { MONTH_ABBREVIATIONS as MONTHS } from "~/utils/months";

/** "14 Jun 2025": a day of the month, a month's three letters, a year of this century. */
const DAY_TEXT = `[1-9]\\d? (${MONTHS.join("|")}) 20\\d\\d`;

/** A day as the content writes it. */
export type Day = {
  /** "14 Jun 2025", as written. */
  text: string;
  /** "2025-06-14". */
  iso: string;
  /** 20250614: a number that sorts by day. */
  key: number;
  year: number;
};

/** A season match's date text: a label, a middle dot, a day. */
export type MatchDate = {
  /** "Match 3 · 14 Jun 2025", as written. */
  text: string;
  /** "Match 3", "Semifinal 1", "Grand Final". */
  label: string;
  day: Day;
};

/** Reads "14 Jun 2025" (the schema has checked its form). */
export function parseDay(text: string): Day {
  const [day, month, year] = text.split(" ");
  const number = MONTHS.indexOf(month!) + 1;
  return {
    text,
    iso: `${year}-${String(number).padStart(2, "0")}-${day!.padStart(2, "0")}`,
    key: Number(year) * 10_000 + number * 100 + Number(day),
    year: Number(year),
  };
}

/** Reads "Match 3 · 14 Jun 2025" (the schema has checked its form). */
export function parseMatchDate(text: string): MatchDate {
  const [label, day] = text.split(" · ");
  return { text, label: label!, day: parseDay(day!) };
}

/** A season match's date: one of the sport's labels ("Match N", a knockout's stage), then its day. */
export function matchDateSchema(labels: string, examples: string) {
  return z
    .string()
    .regex(new RegExp(`^(${labels}) · ${DAY_TEXT}$`), `a label and a day, e.g. ${examples}`)
    .transform(parseMatchDate);
}

/** A qualifier fixture's day. */
export const daySchema = z
  .string()
  .regex(new RegExp(`^${DAY_TEXT}$`), 'a day, e.g. "3 Mar 2026"')
  .transform(parseDay);
