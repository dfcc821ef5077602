// What a share card says, per kind of page: pure functions of the data the page itself shows (the
// match screen's sides and stage, a team's origin, a channel's name…), so a card never disagrees
// with its page. What it looks like is draw.server.tsx's; its name is the hash of this text.
import type { Section } from "~/features/shell/sections";

export type CardSide = { name: string; score: string; colour: string; won: boolean };

export type CardText = {
  /** Which layout draws it: a match has two sides; every other kind a title and a line. */
  kind: "match" | "team" | "player" | "tournament" | "tv" | "search" | "hub" | "page";
  /** The section colour it is painted in, as the site's bar is on that page. */
  section: Section;
  /** The small line above the title: where on the site the page is. */
  eyebrow: string;
  title: string;
  line: string;
  sides?: readonly [CardSide, CardSide];
  /** The card read aloud (og:image:alt): its words in one sentence. */
  alt: string;
};

/** Kit colours a team is drawn in (the content names none): strong enough under white text. */
export const TEAM_COLOURS = [
  "#c8102e",
  "#1d4ed8",
  "#047857",
  "#7c3aed",
  "#b45309",
  "#0e7490",
  "#be185d",
  "#334155",
  "#15803d",
  "#9a3412",
  "#1e3a8a",
  "#6d28d9",
] as const;

/** FNV-1a over a name: a stable small number, the same on every instance and every run. */
function nameNumber(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A team's colour, from its name: the same team wears the same colour on every card. */
export function teamColour(name: string): string {
  return TEAM_COLOURS[nameNumber(name) % TEAM_COLOURS.length]!;
}

/** Two sides' colours, the second moved on when both teams would wear the same. */
export function sideColours(first: string, second: string): [string, string] {
  const one = nameNumber(first) % TEAM_COLOURS.length;
  let two = nameNumber(second) % TEAM_COLOURS.length;
  if (two === one) two = (two + 1) % TEAM_COLOURS.length;
  return [TEAM_COLOURS[one]!, TEAM_COLOURS[two]!];
}

type MatchInput = {
  short: string;
  year: number;
  label: string;
  sport: "football" | "cricket";
  sides: readonly [
    { name: string; score: string; won: boolean },
    { name: string; score: string; won: boolean },
  ];
  result: string;
};

/** "Dortmund 1–0 Atlético Madrid" over "UCC 2025 Grand Final"; a cricket match names its sides, each with its innings. */
export function matchCard(match: MatchInput): CardText {
  const [one, two] = match.sides;
  const [colourOne, colourTwo] = sideColours(one.name, two.name);
  const stage = `${match.short} ${match.year} ${match.label}`;
  const title =
    match.sport === "football"
      ? `${one.name} ${one.score}–${two.score} ${two.name}`
      : `${one.name} v ${two.name}`;
  const alt =
    match.sport === "football"
      ? `${title} · ${stage}`
      : `${one.name} ${one.score}, ${two.name} ${two.score}: ${match.result} · ${stage}`;
  return {
    kind: "match",
    section: "gaming",
    eyebrow: stage,
    title,
    line: match.result,
    sides: [
      { name: one.name, score: one.score, won: one.won, colour: colourOne },
      { name: two.name, score: two.score, won: two.won, colour: colourTwo },
    ],
    alt,
  };
}

/** A team: its name, where it is from and its seasons in the tournament. */
export function teamCard(team: {
  name: string;
  tournament: string;
  origin: string;
  years: readonly number[];
}): CardText {
  const seasons = seasonsText(team.years);
  return {
    kind: "team",
    section: "gaming",
    eyebrow: `${team.tournament} · Team`,
    title: team.name,
    line: `${team.origin} · ${seasons}`,
    alt: `${team.name}, ${team.origin}: ${seasons} in the ${team.tournament}`,
  };
}

/** A player: their name and their latest team. */
export function playerCard(player: {
  name: string;
  tournament: string;
  team: string;
  role: string;
}): CardText {
  return {
    kind: "player",
    section: "gaming",
    eyebrow: `${player.tournament} · ${player.role}`,
    title: player.name,
    line: player.team,
    alt: `${player.name}, ${player.role.toLowerCase()} of ${player.team} in the ${player.tournament}`,
  };
}

/** A tournament's page: "UCC Standings" in the tournament's name, with its seasons. */
export function tournamentCard(page: {
  name: string;
  pageName: string;
  sportName: string;
  years: readonly number[];
}): CardText {
  const line = `${page.sportName} · ${page.years.length ? seasonsText(page.years) : "First season on its way"}`;
  return {
    kind: "tournament",
    section: "gaming",
    eyebrow: page.name,
    title: page.pageName,
    line,
    alt: `${page.pageName}: ${page.name}, ${line.replace(" · ", ", ")}`,
  };
}

/** The TV, or one of its channels: what is on, for everyone at once. */
export function tvCard(tv: { channel: string | undefined; channels: number }): CardText {
  const title = tv.channel ? `${tv.channel} on TV` : "Gaming TV";
  const line = `24/7 · ${tv.channels} channel${tv.channels === 1 ? "" : "s"}, in sync for everyone watching`;
  return { kind: "tv", section: "default", eyebrow: "TV", title, line, alt: `${title}: ${line}` };
}

export function searchCard(brand: string): CardText {
  const line = "Posts, services, tournaments, teams, players and TV";
  return {
    kind: "search",
    section: "default",
    eyebrow: "Search",
    title: `Search ${brand}`,
    line,
    alt: `Search ${brand}: ${line}`,
  };
}

/** The gaming hub: its tournaments by name. */
export function hubCard(tournaments: readonly string[]): CardText {
  const line = tournaments.join(" · ");
  return {
    kind: "hub",
    section: "gaming",
    eyebrow: "Gaming",
    title: "Gaming hub",
    line,
    alt: `Gaming hub: ${line}`,
  };
}

/** A series' page: its name and how many parts, in the blog's colour. */
export function seriesCard(series: { name: string; parts: number; section: Section }): CardText {
  const line = `A series in ${series.parts} part${series.parts === 1 ? "" : "s"}`;
  return {
    kind: "page",
    section: series.section,
    eyebrow: "Series",
    title: series.name,
    line,
    alt: `${series.name}: ${line}`,
  };
}

/** Any other page: its name (from its address) over the site's tagline, in its section's colour. */
export function pageCard(page: { name: string; tagline: string; section: Section }): CardText {
  return {
    kind: "page",
    section: page.section,
    eyebrow: "",
    title: page.name,
    line: page.tagline,
    alt: `${page.name}: ${page.tagline}`,
  };
}

const SMALL_WORDS = new Set(["and", "or", "of", "the", "a", "an", "in", "on", "to"]);

/** A page's name from its address: "/terms-and-conditions" is "Terms and Conditions". */
export function nameFromPath(pathname: string): string {
  const last = pathname.split("/").filter(Boolean).at(-1);
  if (!last) return "Home";
  return last
    .split("-")
    .map((word, at) =>
      at > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}

/** "3 seasons, 2024–2026" or "1 season, 2025". */
export function seasonsText(years: readonly number[]): string {
  const sorted = [...years].sort((a, b) => a - b);
  if (sorted.length === 0) return "No seasons yet";
  if (sorted.length === 1) return `1 season, ${sorted[0]}`;
  return `${sorted.length} seasons, ${sorted[0]}–${sorted.at(-1)}`;
}
