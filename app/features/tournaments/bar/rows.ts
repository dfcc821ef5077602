// Rows the tournament pages show, built from the season data (results first: nothing typed twice).
import {
  cricketResultText,
  cricketWinner,
  inningsScoreText,
  oversNotation,
} from "~/features/tournaments/figures/cricket";
import { footballScoreText, footballWinner } from "~/features/tournaments/figures/football";
import {
  formGuide,
  formWithPages,
  type FormEntry,
  type Game,
} from "~/features/tournaments/figures/form";
import { knockoutBracket } from "~/features/tournaments/figures/knockouts";
import { qualifierMatchText } from "~/features/tournaments/figures/qualifier-tables";
import type {
  CricketMatch,
  CricketSeason,
  InningsScore,
} from "~/features/tournaments/model/cricket-season";
import type {
  CricketQualifierFixture,
  FootballQualifierFixture,
} from "~/features/tournaments/model/qualifiers";
import type { FootballMatch, FootballSeason } from "~/features/tournaments/model/football-season";
import {
  formatNrr,
  type CricketRow,
  type FootballRow,
  type TableRules,
} from "~/features/tournaments/figures/standings";
import { matchSlug } from "~/features/tournaments/model/addresses";
import { watchLink, type WatchLinks } from "~/features/tournaments/model/watch";
import { matchState, type MatchState } from "~/features/tournaments/model/match-status";

export type FixtureRow = {
  /** "Match 3 · 14 Jun 2025" as the data writes it. */
  date: string;
  stage: string;
  team1: string;
  team2: string;
  /** "0-1", "2-2 a.e.t. (4-3 pens)", or "Melbourne Stars 56-0 (5 ov) · Sydney Thunder 61-2 (4.3 ov)". */
  score: string;
  /** "Dortmund won", "Draw", "Sydney Thunder won by 3 wickets". */
  result: string;
  winner: string | undefined;
  /** Scheduled, live (its badge and minute) or finished. */
  state: MatchState;
  /** Every match has its Watch link: its video, or a search of the channel for it. */
  watch: string;
  /** Its match page, when the screen gives the season's (MatchPages). */
  href?: string;
};

/** Where a season's matches are, by slug: the fixtures link each row there, the standings each form chip. */
export type MatchPages = (slug: string) => string;

/** What a row says of a match not over yet, or undefined once it is. */
function pendingText(state: MatchState): string | undefined {
  if (state.kind === "live") return "In play";
  if (state.kind === "scheduled") return "Not started";
  return undefined;
}

/** "Dortmund won", "Dortmund won on penalties" or "Draw". */
function footballResultText(match: FootballMatch): string {
  const winner = footballWinner(match);
  if (!winner) return "Draw";
  return match.goals1 === match.goals2 ? `${winner} won on penalties` : `${winner} won`;
}

export function footballFixtureRows(
  season: FootballSeason,
  links: WatchLinks,
  pages?: MatchPages,
): FixtureRow[] {
  return season.matches.map((match) => ({
    date: match.date.text,
    stage: match.stage,
    team1: match.team1,
    team2: match.team2,
    score: match.status === "scheduled" ? "v" : footballScoreText(match),
    result: pendingText(matchState(match)) ?? footballResultText(match),
    winner: footballWinner(match),
    state: matchState(match),
    watch: watchLink(links, match.watch, `${season.year} ${match.date.label}`),
    ...(pages && { href: pages(matchSlug(match)) }),
  }));
}

/** "56-0 (5 ov)": runs-wickets and the overs faced. */
function inningsText(innings: InningsScore): string {
  return `${inningsScoreText(innings)} (${oversNotation(innings.balls)} ov)`;
}

function cricketScore(innings: readonly [InningsScore, InningsScore]): string {
  return innings.map((entry) => `${entry.team} ${inningsText(entry)}`).join(" · ");
}

export function cricketFixtureRows(
  season: CricketSeason,
  links: WatchLinks,
  pages?: MatchPages,
): FixtureRow[] {
  return season.matches.map((match: CricketMatch) => {
    // A row's sides are its match's: the side batting first first.
    const sides = { team1: match.innings[0].team, team2: match.innings[1].team };
    return {
      date: match.date.text,
      stage: match.stage === "League" ? "League" : match.stage,
      ...sides,
      score: cricketScore(match.innings),
      result: pendingText(matchState(match)) ?? cricketResultText(match),
      winner: match.status === "live" ? undefined : cricketWinner(match),
      state: matchState(match),
      watch: watchLink(links, match.watch, `${season.year} ${match.date.label}`),
      ...(pages && { href: pages(matchSlug({ date: match.date, ...sides })) }),
    };
  });
}

type BracketTie = {
  stage: string;
  team1: string | undefined;
  team2: string | undefined;
  score: string | undefined;
  winner: string | undefined;
  /** The played tie's match page. */
  href?: string;
};
export type BracketRoundView = { name: string; ties: BracketTie[] };

/**
 * The knockout rounds for the bracket, each round's ties in bracket order: the two quarterfinals
 * that feed a semifinal sit next to each other (QF1 and QF3 feed SF1, QF2 and QF4 feed SF2).
 */
export function bracketView(season: FootballSeason, rules: TableRules): BracketRoundView[] {
  const order: Record<string, number> = {
    "Quarterfinal 1": 0,
    "Quarterfinal 3": 1,
    "Quarterfinal 2": 2,
    "Quarterfinal 4": 3,
  };
  return knockoutBracket(season, rules).map((round) => ({
    name: round.name,
    ties: [...round.ties]
      .sort((a, b) => (order[a.stage] ?? 0) - (order[b.stage] ?? 0))
      .map((tie) => ({
        stage: tie.stage,
        team1: tie.match?.team1 ?? tie.team1,
        team2: tie.match?.team2 ?? tie.team2,
        score: tie.match ? footballScoreText(tie.match) : undefined,
        winner: tie.match ? footballWinner(tie.match) : undefined,
      })),
  }));
}

/** What every standings row adds to its numbers: the form guide (last five of the table's games) and the team's page, when it has one. */
export type StandingExtras = { form: FormEntry[]; href: string | undefined };
export type FootballStandingRow = Pick<
  FootballRow,
  "team" | "played" | "won" | "lost" | "drawn" | "goalDifference" | "points" | "qualified"
> &
  StandingExtras;
export type CricketStandingRow = Pick<
  CricketRow,
  "team" | "played" | "won" | "lost" | "drawnOrTied" | "points" | "qualified"
> & {
  nrr: string;
} & StandingExtras;

/**
 * A table's rows with each team's form over the table's games and its page's address (undefined
 * for a team without one); with `matchHref`, each chip links to its match's page.
 */
export function withExtras<R extends { team: string }>(
  rows: readonly R[],
  games: readonly Game[],
  href: (team: string) => string | undefined,
  matchHref?: (slug: string) => string,
): (R & StandingExtras)[] {
  return rows.map((row) => {
    const form = formGuide(row.team, games);
    return {
      ...row,
      form: matchHref ? formWithPages(form, matchHref) : form,
      href: href(row.team),
    };
  });
}

/** The table's team cell: "Dortmund (Q)" once qualified. */
export function standingTeamText(row: { team: string; qualified: boolean }): string {
  return row.qualified ? `${row.team} (Q)` : row.team;
}

/** "+3", "0", "-2". */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export function cricketStandingRows(
  rows: readonly (CricketRow & StandingExtras)[],
): CricketStandingRow[] {
  return rows.map(
    ({ team, played, won, lost, drawnOrTied, points, qualified, nrr, form, href }) => ({
      team,
      played,
      won,
      lost,
      drawnOrTied,
      points,
      qualified,
      nrr: formatNrr(nrr),
      form,
      href,
    }),
  );
}

/** A qualifiers fixture's Watch link: its video, a search of the channel when it was streamed, none otherwise. */
/** A standings table in its sport's columns. */
export type SportStandings =
  | { sport: "football"; rows: FootballStandingRow[] }
  | { sport: "cricket"; rows: CricketStandingRow[] };

export type QualifierFixtureRow = {
  match: string;
  date: string;
  group: number;
  result: string | undefined;
  watch: string | undefined;
};

function qualifierWatch(
  links: WatchLinks,
  year: string,
  fixture: { team1: string; team2: string; watch?: string; streamed?: true },
): string | undefined {
  if (!fixture.watch && !fixture.streamed) return undefined;
  return watchLink(links, fixture.watch, `${year} ${fixture.team1} vs ${fixture.team2}`);
}

export function footballQualifierRows(
  links: WatchLinks,
  year: string,
  group: number,
  fixtures: readonly FootballQualifierFixture[],
): QualifierFixtureRow[] {
  return fixtures.map((fixture) => ({
    match: qualifierMatchText(fixture),
    date: fixture.date.text,
    group,
    result: fixture.result ? `${fixture.result.goals1}-${fixture.result.goals2}` : undefined,
    watch: qualifierWatch(links, year, fixture),
  }));
}

export function cricketQualifierRows(
  links: WatchLinks,
  year: string,
  group: number,
  fixtures: readonly CricketQualifierFixture[],
): QualifierFixtureRow[] {
  return fixtures.map((fixture) => ({
    match: qualifierMatchText(fixture),
    date: fixture.date.text,
    group,
    result: fixture.result
      ? `${cricketScore(fixture.result)} · ${cricketResultText({ innings: fixture.result })}`
      : undefined,
    watch: qualifierWatch(links, year, fixture),
  }));
}
