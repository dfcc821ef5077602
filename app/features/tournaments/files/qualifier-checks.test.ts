import { expect, test } from "vitest";
import { checkQualifiers } from "./qualifier-checks";
import { parseDay } from "~/features/tournaments/model/match-date";

test("qualifiers: fixtures between two teams of their group, once each; cricket results name the fixture's teams", () => {
  const teams = [
    { name: "Celtic", country: "Scotland" },
    { name: "Marseille", country: "France" },
  ];
  const ucc = {
    year: "2026 Q",
    groups: [
      {
        group: 1,
        teams,
        fixtures: [
          { team1: "Celtic", team2: "Marseille", date: parseDay("1 Mar 2026") },
          { team1: "Marseille", team2: "Celtic", date: parseDay("8 Mar 2026") },
          { team1: "Celtic", team2: "Ajax", date: parseDay("9 Mar 2026") },
        ],
      },
      { group: 1, teams, fixtures: [] },
    ],
  };
  expect(checkQualifiers(ucc)).toEqual([
    'groups.0.fixtures.2 (Celtic VS Ajax): "Ajax" is not in group 1',
    "groups.0.fixtures.1 (Marseille VS Celtic): Celtic v Marseille have already met at this stage",
    "groups.1: group 1 appears twice",
  ]);
  const score = (team: string, runs: number, balls = 30) => ({ team, runs, wickets: 2, balls });
  const csc = {
    year: "2026 Q",
    groups: [
      {
        group: 1,
        teams,
        fixtures: [
          {
            team1: "Celtic",
            team2: "Marseille",
            date: parseDay("1 Mar 2026"),
            result: [score("Celtic", 50), score("Ajax", 40, 20)] as [
              ReturnType<typeof score>,
              ReturnType<typeof score>,
            ],
          },
        ],
      },
    ],
  };
  expect(checkQualifiers(csc)).toEqual([
    "groups.0.fixtures.0 (Celtic VS Marseille): the innings must be Celtic's and Marseille's",
    "groups.0.fixtures.0 (Celtic VS Marseille): Ajax stopped after 20 balls short of the target",
  ]);
});
