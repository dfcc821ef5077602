import type { CscQualifiers, UccQualifiers } from "./schema.ts";
import { cricketTable, footballTable, type CricketRow, type FootballRow } from "./standings.ts";

/** UCC: the top two of each qualifiers group take a place in the season's draw. */
export const UCC_QUALIFIER_PLACES = 2;
/** CSC: the group winner replaces the bottom side of the last season. */
export const CSC_QUALIFIER_PLACES = 1;

type Group<Q extends { groups: unknown[] }> = Q["groups"][number];

/** "Marseille VS Brisbane Roar". */
export function qualifierMatchText(fixture: { team1: string; team2: string }): string {
  return `${fixture.team1} VS ${fixture.team2}`;
}

/** A UCC qualifiers group's table from its played fixtures (a fixture without a result is still to come). */
export function uccQualifierTable(group: Group<UccQualifiers>): FootballRow[] {
  const played = group.fixtures.flatMap((fixture) => (fixture.result ? [{ team1: fixture.team1, team2: fixture.team2, ...fixture.result }] : []));
  return footballTable(
    group.teams.map((team) => team.name),
    played,
    UCC_QUALIFIER_PLACES,
  );
}

/** A CSC qualifiers group's table, with net run rate, from its played fixtures. */
export function cscQualifierTable(group: Group<CscQualifiers>): CricketRow[] {
  const played = group.fixtures.flatMap((fixture) => (fixture.result ? [{ innings: fixture.result }] : []));
  return cricketTable(
    group.teams.map((team) => team.name),
    played,
    CSC_QUALIFIER_PLACES,
  );
}

/** The Link column shows only if some fixture of that year, in any group, has a watch link. */
export function showsLinkColumn(qualifiers: { groups: readonly { fixtures: readonly { date: string; watch?: string }[] }[] }): boolean {
  return qualifiers.groups.some((group) => group.fixtures.some((fixture) => Boolean(fixture.watch)));
}
