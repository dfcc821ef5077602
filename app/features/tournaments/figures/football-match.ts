// What a football match page shows beyond the score, computed from the match and its season: the
// goals in order with the running score, the half-time and 90-minute scores when every goal has
// its minute, the shoot-out, the group table after the match and the tie's place in the bracket;
// the cards and substitutions by minute.
import { footballWinner } from "./football";
import { LATER_ROUNDS, QUARTERFINAL_DRAW } from "./knockouts";
import type {
  FootballGroup,
  FootballKnockoutStage,
  FootballMatch,
  FootballSeason,
} from "~/features/tournaments/model/football-season";
import { footballTable, type FootballRow, type TableRules } from "./standings";

/** The last minute of normal time (stoppage time is written as 90); later goals are in extra time. */
const NORMAL_TIME = 90;
/** The last minute of the first half (its stoppage time is written as 45). */
const HALF_TIME = 45;

export type TimelineGoal = {
  /** Undefined when the data does not give it. */
  minute: number | undefined;
  /** Which side scored: 1 for team1, 2 for team2. */
  side: 1 | 2;
  team: string;
  scorer: string;
  assist: string | null;
  extraTime: boolean;
  /** The score once this goal went in, team1's goals first: [1, 0]. */
  score: readonly [number, number];
};

/** True when every goal of the match has its minute (then the timeline is in minute order and the interval scores are known). */
function everyMinuteKnown(match: Pick<FootballMatch, "events">): boolean {
  return match.events.every((event) => event.minute !== undefined);
}

/**
 * The goals in the order they were scored, each with the running score. By minute when every
 * goal has one (a stable sort: goals of the same minute keep the data's order); otherwise in the
 * data's order, which the content writes as the order of play.
 */
export function goalTimeline(
  match: Pick<FootballMatch, "team1" | "team2" | "events">,
): TimelineGoal[] {
  const events = everyMinuteKnown(match)
    ? [...match.events].sort((a, b) => a.minute! - b.minute!)
    : match.events;
  let goals1 = 0;
  let goals2 = 0;
  return events.map((event) => {
    const side = event.team === match.team1 ? 1 : 2;
    if (side === 1) goals1 += 1;
    else goals2 += 1;
    return {
      minute: event.minute,
      side,
      team: event.team,
      scorer: event.scorer,
      assist: event.assist,
      extraTime: event.minute !== undefined && event.minute > NORMAL_TIME,
      score: [goals1, goals2] as const,
    };
  });
}

/** The score at a minute (goals up to and including it), or undefined unless every goal has its minute. */
function scoreAt(
  match: Pick<FootballMatch, "team1" | "events">,
  minute: number,
): readonly [number, number] | undefined {
  if (!everyMinuteKnown(match)) return undefined;
  const upTo = match.events.filter((event) => event.minute! <= minute);
  const goals1 = upTo.filter((event) => event.team === match.team1).length;
  return [goals1, upTo.length - goals1];
}

/** The half-time score, team1's first; undefined unless every goal has its minute. */
export function halfTimeScore(
  match: Pick<FootballMatch, "team1" | "events">,
): readonly [number, number] | undefined {
  return scoreAt(match, HALF_TIME);
}

/** The score after 90 minutes of a match that went to extra time; undefined otherwise or when a minute is missing. */
export function fullTimeScore(
  match: Pick<FootballMatch, "team1" | "events" | "extraTime">,
): readonly [number, number] | undefined {
  return match.extraTime ? scoreAt(match, NORMAL_TIME) : undefined;
}

/** "Benfica won 4-3 on penalties" (the winner's kicks first), or undefined without a shoot-out. */
export function shootoutText(
  match: Pick<FootballMatch, "team1" | "team2" | "goals1" | "goals2" | "penalties">,
): string | undefined {
  const { penalties } = match;
  if (!penalties) return undefined;
  const winner = footballWinner(match);
  if (!winner) return `The shoot-out ended ${penalties.team1}-${penalties.team2}`;
  const [won, lost] =
    winner === match.team1
      ? [penalties.team1, penalties.team2]
      : [penalties.team2, penalties.team1];
  return `${winner} won ${won}-${lost} on penalties`;
}

/** The group of a group match ("Group B" → "B"), or undefined for a knockout. */
function groupOf(match: Pick<FootballMatch, "stage">): FootballGroup | undefined {
  return match.stage.startsWith("Group ")
    ? (match.stage.slice("Group ".length) as FootballGroup)
    : undefined;
}

/**
 * The table of a group match's group once that match was played: the group's matches up to and
 * including it, in the season's order (the order of play). Undefined for a knockout.
 */
export function tableAfterMatch(
  season: FootballSeason,
  index: number,
  rules: TableRules,
): { group: FootballGroup; rows: FootballRow[]; played: FootballMatch[] } | undefined {
  const match = season.matches[index];
  const group = match ? groupOf(match) : undefined;
  if (!group) return undefined;
  const teams = season.teams.filter((team) => team.group === group).map((team) => team.name);
  const played = season.matches.slice(0, index + 1).filter((entry) => entry.stage === match!.stage);
  return { group, rows: footballTable(teams, played, rules), played };
}

/** Where a side of a knockout tie comes from: a group place, or the winner of an earlier tie (with its match once played). */
export type TieSource = {
  text: string;
  stage: FootballKnockoutStage | undefined;
  match: FootballMatch | undefined;
};

export type KnockoutPosition = {
  round: "Quarterfinals" | "Semifinals" | "Grand Final";
  sources: readonly [TieSource, TieSource];
  /** The tie the winner goes on to, with the other tie that feeds it; undefined for the final. */
  next:
    | {
        stage: FootballKnockoutStage;
        match: FootballMatch | undefined;
        other: FootballKnockoutStage;
        otherMatch: FootballMatch | undefined;
      }
    | undefined;
};

const PLACE_TEXT = { 1: "winners", 2: "runners-up" } as const;

/** A knockout match's place in the bracket: where its sides came from and where its winner goes. Undefined for a group match. */
export function knockoutPosition(
  season: FootballSeason,
  match: Pick<FootballMatch, "stage">,
): KnockoutPosition | undefined {
  if (groupOf(match)) return undefined;
  const stage = match.stage as FootballKnockoutStage;
  const played = (of: FootballKnockoutStage) => season.matches.find((entry) => entry.stage === of);
  const draw = QUARTERFINAL_DRAW.find((entry) => entry.stage === stage);
  const later = LATER_ROUNDS.find((entry) => entry.stage === stage);
  const sources = draw
    ? ([draw.team1, draw.team2].map(([group, place]) => ({
        text: `Group ${group} ${PLACE_TEXT[place]}`,
        stage: undefined,
        match: undefined,
      })) as [TieSource, TieSource])
    : (later!.from.map((from) => ({
        text: `Winners of ${from}`,
        stage: from,
        match: played(from),
      })) as [TieSource, TieSource]);
  const feeds = LATER_ROUNDS.find((entry) => entry.from.includes(stage));
  const other = feeds?.from.find((from) => from !== stage);
  return {
    round: draw ? "Quarterfinals" : stage === "Grand Final" ? "Grand Final" : "Semifinals",
    sources,
    next:
      feeds && other
        ? { stage: feeds.stage, match: played(feeds.stage), other, otherMatch: played(other) }
        : undefined,
  };
}

/** A line of the timeline between goals: half-time, the end of normal time, the end of the match. */
type TimelineBreak = {
  kind: "break";
  /** "Half-time", "Full time", "After extra time", or a live match's "So far, 67′". */
  label: string;
  score: readonly [number, number];
};
export type TimelineRow = ({ kind: "goal" } & TimelineGoal) | TimelineBreak;

/**
 * The timeline as a page shows it: the goals, with half-time (and, after extra time, the
 * 90-minute score) between them when every minute is known, and the final score at the end.
 */
export function timelineRows(
  match: Pick<
    FootballMatch,
    "team1" | "team2" | "goals1" | "goals2" | "events" | "extraTime" | "status" | "minute"
  >,
): TimelineRow[] {
  if (match.status === "scheduled") return [];
  // A live match has had only the intervals its minute has passed, and ends "so far".
  const played = match.status === "live" ? (match.minute ?? 0) : Infinity;
  const half = played > HALF_TIME ? halfTimeScore(match) : undefined;
  const full = played > NORMAL_TIME ? fullTimeScore(match) : undefined;
  // Each interval with the minute it follows; they exist only when every minute is known.
  const pending: [number, TimelineBreak][] = [];
  if (half) pending.push([HALF_TIME, { kind: "break", label: "Half-time", score: half }]);
  if (full) pending.push([NORMAL_TIME, { kind: "break", label: "Full time", score: full }]);
  const rows: TimelineRow[] = [];
  for (const goal of goalTimeline(match)) {
    while (pending.length && goal.minute !== undefined && goal.minute > pending[0]![0])
      rows.push(pending.shift()![1]);
    rows.push({ kind: "goal", ...goal });
  }
  rows.push(...pending.map(([, row]) => row));
  rows.push({ kind: "break", label: endLabel(match), score: [match.goals1, match.goals2] });
  return rows;
}

function endLabel(match: Pick<FootballMatch, "extraTime" | "status" | "minute">): string {
  if (match.status === "live")
    return match.minute === undefined ? "So far" : `So far, ${match.minute}′`;
  return match.extraTime ? "After extra time" : "Full time";
}

/** A football match's cards and substitutions, which the file may write in any order. */
export type BookingRow = {
  kind: "yellow" | "red" | "substitution";
  minute: number;
  /** 1 for team1, 2 for team2. */
  side: 1 | 2;
  team: string;
  /** The booked player, or the one who came on. */
  player: string;
  /** A substitution's player who went off. */
  other: string | undefined;
};

/** Cards and substitutions by minute; a card and a substitution of the same minute keep the file's order, cards first. */
export function bookingRows(
  match: Pick<FootballMatch, "team1" | "cards" | "substitutions">,
): BookingRow[] {
  const side = (team: string): 1 | 2 => (team === match.team1 ? 1 : 2);
  const rows: BookingRow[] = [
    ...(match.cards ?? []).map((card) => ({
      kind: card.card,
      minute: card.minute,
      side: side(card.team),
      team: card.team,
      player: card.player,
      other: undefined,
    })),
    ...(match.substitutions ?? []).map((sub) => ({
      kind: "substitution" as const,
      minute: sub.minute,
      side: side(sub.team),
      team: sub.team,
      player: sub.on,
      other: sub.off,
    })),
  ];
  return rows.sort((a, b) => a.minute - b.minute);
}
