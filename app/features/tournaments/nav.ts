// The two tournament microsites: names, the pages of the tournament bar and their titles.

export const TOURNAMENT_IDS = ["ucc", "csc"] as const;
export type TournamentId = (typeof TOURNAMENT_IDS)[number];

/** Each tournament; `logo` is an image of content (drawn by scripts/art/gaming.mjs) the gaming hub shows. */
export const TOURNAMENTS: Record<TournamentId, { name: string; short: string; sport: string; other: TournamentId; logo: string }> = {
  ucc: { name: "Ultimate Clubs Cup", short: "UCC", sport: "Football", other: "csc", logo: "gaming/logo-ucc" },
  csc: { name: "Cricket Super Cup", short: "CSC", sport: "Cricket", other: "ucc", logo: "gaming/logo-csc" },
};

/** The tournament bar, in the order visitors see it; "" is the tournament's home. */
export const TOURNAMENT_PAGES = [
  { page: "", label: "Home" },
  { page: "teams", label: "Teams" },
  { page: "fixtures", label: "Fixtures" },
  { page: "standings", label: "Standings" },
  { page: "stats", label: "Stats" },
  { page: "qualifiers", label: "Qualifiers" },
  { page: "info", label: "Info" },
] as const;
export type TournamentPage = (typeof TOURNAMENT_PAGES)[number]["page"];

export function tournamentPath(id: TournamentId, page: TournamentPage = ""): string {
  return page ? `/gaming/${id}/${page}` : `/gaming/${id}`;
}

/** The page name in the title: "Ultimate Clubs Cup" for the home, "UCC Teams" for the others. */
export function tournamentPageName(id: TournamentId, page: TournamentPage): string {
  const tournament = TOURNAMENTS[id];
  if (page === "") return tournament.name;
  return `${tournament.short} ${TOURNAMENT_PAGES.find((entry) => entry.page === page)!.label}`;
}

/** Which bar entry a path is: the tournament and page, or undefined for any other path. */
export function tournamentPageOf(pathname: string): { id: TournamentId; page: TournamentPage } | undefined {
  const match = /^\/gaming\/(ucc|csc)(?:\/([a-z]+))?\/?$/.exec(pathname.toLowerCase());
  if (!match) return undefined;
  const entry = TOURNAMENT_PAGES.find((candidate) => candidate.page === (match[2] ?? ""));
  return entry ? { id: match[1] as TournamentId, page: entry.page } : undefined;
}
