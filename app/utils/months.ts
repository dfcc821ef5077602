// The months, once for the whole site: in full on the blog's month filter, by their first three
// letters in dates ("31 Oct, 2024" on a post, "Match 3 · 14 Jun 2025" in a season file).

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "Jan" … "Dec". */
export const MONTH_ABBREVIATIONS = MONTH_NAMES.map((name) => name.slice(0, 3));
