// The tournaments: each is one value of one type, read by the routes (app/routes.ts makes their
// pages from this list), the navigation, the bar and footer colours, the content check, the
// standings and every screen. Plain data, so the route table and browser code may import it.

/** The sport's rules the code knows how to play: football (groups and knockouts) or cricket (a league and a final). */
export type Sport = "football" | "cricket";

/** After points, in order; a tie that survives them all is broken by name. */
export type TieBreaker = "goalDifference" | "goalsFor" | "headToHead" | "netRunRate";

export const TIE_BREAKER_TEXT: Record<TieBreaker, string> = {
  goalDifference: "goal difference",
  goalsFor: "goals scored",
  headToHead: "the results of the matches between them",
  netRunRate: "net run rate",
};

export type Tournament = {
  /** Its address: /gaming/{id}; its content folder: tournaments/{id}/. */
  readonly id: string;
  readonly name: string;
  readonly short: string;
  readonly sport: Sport;
  /** The sport as the pages name it ("Football"). */
  readonly sportName: string;
  /** Its accent palette, declared once in app.css ([data-accent]): red or green. */
  readonly accent: "red" | "green";
  /** Its logo on the gaming hub: an image of content (scripts/art/gaming.mjs draws it). */
  readonly logo: string;
  /** Points for a win, a draw (in cricket also a tie or no result) and a defeat. */
  readonly points: { readonly win: number; readonly draw: number; readonly loss: number };
  readonly tieBreakers: readonly TieBreaker[];
  /** How many of each group (of the league, in cricket) go through: to the quarterfinals, to the final. */
  readonly qualifyingPlaces: number;
  /** How many of each qualifiers group take a place in the next season. */
  readonly qualifierPlaces: number;
};

export const TOURNAMENTS = [
  {
    id: "ucc",
    name: "Ultimate Clubs Cup",
    short: "UCC",
    sport: "football",
    sportName: "Football",
    accent: "red",
    logo: "gaming/logo-ucc",
    points: { win: 3, draw: 1, loss: 0 },
    tieBreakers: ["goalDifference", "goalsFor", "headToHead"],
    qualifyingPlaces: 2,
    qualifierPlaces: 2,
  },
  {
    id: "csc",
    name: "Cricket Super Cup",
    short: "CSC",
    sport: "cricket",
    sportName: "Cricket",
    accent: "green",
    logo: "gaming/logo-csc",
    points: { win: 2, draw: 1, loss: 0 },
    tieBreakers: ["netRunRate"],
    qualifyingPlaces: 2,
    qualifierPlaces: 1,
  },
] as const satisfies readonly Tournament[];

export type TournamentId = (typeof TOURNAMENTS)[number]["id"];
export const TOURNAMENT_IDS: readonly TournamentId[] = TOURNAMENTS.map(
  (tournament) => tournament.id,
);

export function tournament(id: TournamentId): Tournament {
  return TOURNAMENTS.find((candidate) => candidate.id === id)!;
}

export function isTournamentId(value: string): value is TournamentId {
  return (TOURNAMENT_IDS as readonly string[]).includes(value);
}

/** The tournament bar, in its order; "" is the tournament's home. Every tournament has every page. */
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
  const { name, short } = tournament(id);
  if (page === "") return name;
  return `${short} ${TOURNAMENT_PAGES.find((entry) => entry.page === page)!.label}`;
}

/** The other tournaments, for the home page's links to them. */
export function otherTournaments(id: TournamentId): Tournament[] {
  return TOURNAMENTS.filter((candidate) => candidate.id !== id);
}
