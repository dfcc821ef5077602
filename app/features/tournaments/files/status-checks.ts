// The checks of a match's status (model/match-status.ts): a scheduled match has its kick-off and
// nothing else yet, a live one its minute (or over) and events up to it, a finished one neither.
// Each problem names the field, so check:content points at its line. Football's bookings and
// substitutions are checked here too: they only make sense against the squads and the minute.
import type { CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { FootballMatch, FootballSeason } from "~/features/tournaments/model/football-season";
import type { MatchDate } from "~/features/tournaments/model/match-date";
import { overBalls } from "~/features/tournaments/model/match-status";
import type { Check } from "./checks";

/** "matches.3.minute (Match 4 · 14 Jun 2025)": the field's path first, for its line. */
const atField = (match: { date: MatchDate }, index: number, field: string) =>
  `matches.${index}.${field} (${match.date.text})`;

/** Every timed thing that happened in a football match, with the path of its field. */
function timedEvents(match: FootballMatch): { field: string; minute: number | undefined }[] {
  return [
    ...match.events.map((event, e) => ({ field: `events.${e}`, minute: event.minute })),
    ...(match.cards ?? []).map((card, c) => ({ field: `cards.${c}`, minute: card.minute })),
    ...(match.substitutions ?? []).map((sub, s) => ({
      field: `substitutions.${s}`,
      minute: sub.minute,
    })),
  ];
}

function scheduledProblems(match: FootballMatch, index: number): string[] {
  const where = (field: string) => atField(match, index, field);
  const problems: string[] = [];
  if (match.kickoff === undefined)
    problems.push(`${where("status")}: a scheduled match needs its kickoff time`);
  if (match.minute !== undefined)
    problems.push(`${where("minute")}: a scheduled match has no minute until it is live`);
  if (match.goals1 + match.goals2 > 0)
    problems.push(`${where("goals1")}: a scheduled match has no score yet (0 and 0)`);
  const first = timedEvents(match)[0]?.field ?? (match.penalties ? "penalties" : undefined);
  if (first !== undefined || match.extraTime)
    problems.push(`${where(first ?? "extraTime")}: a scheduled match has no events yet`);
  return problems;
}

function liveProblems(match: FootballMatch, index: number): string[] {
  const { minute } = match;
  if (minute === undefined)
    return [`${atField(match, index, "status")}: a live match needs its minute`];
  if (match.penalties)
    return [`${atField(match, index, "penalties")}: a live match has no shoot-out result yet`];
  return timedEvents(match).flatMap((event) =>
    event.minute !== undefined && event.minute > minute
      ? [
          `${atField(match, index, event.field)}: minute ${event.minute} is after the match's minute (${minute})`,
        ]
      : [],
  );
}

/** Scheduled: a kick-off, no score, no events; live: a minute no event is after; finished: no minute. */
export const footballStatusRules: Check<FootballSeason> = (season) =>
  season.matches.flatMap((match, index) => {
    if (match.status === "scheduled") return scheduledProblems(match, index);
    if (match.status === "live") return liveProblems(match, index);
    return match.minute === undefined
      ? []
      : [
          `${atField(match, index, "minute")}: a finished match has no minute (say status: live while it is played)`,
        ];
  });

/** A booking names a player of a side in the match; a substitution, two different players of it. */
export const footballCardsAndSubstitutions: Check<FootballSeason> = (season) => {
  const squads = new Map(
    season.teams.map((team) => [team.name, new Set([team.goalkeeper, ...team.players])]),
  );
  return season.matches.flatMap((match, index) => {
    const playing = (team: string, field: string) =>
      team === match.team1 || team === match.team2
        ? []
        : [`${atField(match, index, field)}: ${team} is not playing in this match`];
    const inSquad = (team: string, player: string, field: string) =>
      squads.get(team)?.has(player) === false
        ? [`${atField(match, index, field)}: ${player} is not in the ${team} squad`]
        : [];
    const cards = (match.cards ?? []).flatMap((card, c) => [
      ...playing(card.team, `cards.${c}`),
      ...inSquad(card.team, card.player, `cards.${c}`),
    ]);
    const substitutions = (match.substitutions ?? []).flatMap((sub, s) => {
      const field = `substitutions.${s}`;
      if (sub.off === sub.on)
        return [`${atField(match, index, field)}: ${sub.on} cannot replace themselves`];
      return [
        ...playing(sub.team, field),
        ...inSquad(sub.team, sub.off, field),
        ...inSquad(sub.team, sub.on, field),
      ];
    });
    return [...cards, ...substitutions];
  });
};

/** A live cricket match says its over, which is the chase's balls so far; a finished one has none. */
export const cricketStatusRules: Check<CricketSeason> = (season) =>
  season.matches.flatMap((match, index) => {
    const where = atField(match, index, match.over === undefined ? "status" : "over");
    if (match.status !== "live")
      return match.over === undefined
        ? []
        : [`${where}: a finished match has no over (say status: live while it is played)`];
    if (match.over === undefined) return [`${where}: a live match needs its over, e.g. 14.3`];
    const balls = match.innings[1].balls;
    return overBalls(match.over) === balls
      ? []
      : [`${where}: over ${match.over} is not the chase's ${balls} balls so far`];
  });
