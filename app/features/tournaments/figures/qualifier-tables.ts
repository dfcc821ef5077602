import type {
  CricketQualifiers,
  FootballQualifiers,
} from "~/features/tournaments/model/qualifiers";
import {
  cricketTable,
  footballTable,
  type CricketRow,
  type FootballRow,
  type TableRules,
} from "./standings";

type Group<Q extends { groups: unknown[] }> = Q["groups"][number];

/** "Marseille VS Brisbane Roar". */
export function qualifierMatchText(fixture: { team1: string; team2: string }): string {
  return `${fixture.team1} VS ${fixture.team2}`;
}

/** A football qualifiers group's table from its played fixtures (a fixture without a result is still to come); `rules.places` go through. */
export function footballQualifierTable(
  group: Group<FootballQualifiers>,
  rules: TableRules,
): FootballRow[] {
  const played = group.fixtures.flatMap((fixture) =>
    fixture.result ? [{ team1: fixture.team1, team2: fixture.team2, ...fixture.result }] : [],
  );
  return footballTable(
    group.teams.map((team) => team.name),
    played,
    rules,
  );
}

/** A cricket qualifiers group's table, with net run rate, from its played fixtures. */
export function cricketQualifierTable(
  group: Group<CricketQualifiers>,
  rules: TableRules,
): CricketRow[] {
  const played = group.fixtures.flatMap((fixture) =>
    fixture.result ? [{ innings: fixture.result }] : [],
  );
  return cricketTable(
    group.teams.map((team) => team.name),
    played,
    rules,
  );
}

/** The Link column shows only if some fixture of that year, in any group, has a video or was streamed. */
export function showsLinkColumn(qualifiers: {
  groups: readonly { fixtures: readonly { watch?: string; streamed?: true }[] }[];
}): boolean {
  return qualifiers.groups.some((group) =>
    group.fixtures.some((fixture) => Boolean(fixture.watch) || fixture.streamed === true),
  );
}
