// The qualifiers' data checks: groups numbered once, fixtures between two teams of their group,
// each pairing once, a cricket result naming the fixture's teams and ending as an innings does.
import type { InningsScore } from "~/features/tournaments/model/cricket-season";
import type {
  CricketQualifiers,
  FootballQualifiers,
} from "~/features/tournaments/model/qualifiers";
import { repeatedPairs } from "./checks";
import { inningsLengthProblems } from "./cricket-checks";

type AnyQualifiers = FootballQualifiers | CricketQualifiers;

/** Groups are numbered once; fixtures are between two different teams of their group, each pairing once. */
export function checkQualifiers(qualifiers: AnyQualifiers): string[] {
  const problems: string[] = [];
  const numbers = new Set<number>();
  qualifiers.groups.forEach((group, g) => {
    if (numbers.has(group.group)) problems.push(`groups.${g}: group ${group.group} appears twice`);
    numbers.add(group.group);
    const teams = new Set(group.teams.map((team) => team.name));
    const pairs: [string, string, string][] = [];
    group.fixtures.forEach((fixture, f) => {
      const where = `groups.${g}.fixtures.${f} (${fixture.team1} VS ${fixture.team2})`;
      for (const team of [fixture.team1, fixture.team2])
        if (!teams.has(team)) problems.push(`${where}: "${team}" is not in group ${group.group}`);
      if (fixture.team1 === fixture.team2)
        problems.push(`${where}: ${fixture.team1} cannot play itself`);
      pairs.push([fixture.team1, fixture.team2, where]);
      const result = fixture.result;
      if (Array.isArray(result)) {
        const batting = new Set(result.map((innings) => innings.team));
        if (!batting.has(fixture.team1) || !batting.has(fixture.team2))
          problems.push(`${where}: the innings must be ${fixture.team1}'s and ${fixture.team2}'s`);
        problems.push(...inningsLengthProblems(result as [InningsScore, InningsScore], where));
      }
    });
    problems.push(...repeatedPairs(pairs));
  });
  return problems;
}
