// A tournament's Qualifiers page: a qualifiers round's group table (standings rows, as the
// Standings page draws them) and its fixtures, with Watch links once streamed.
import { tournamentAddress } from "~/features/tournaments/model/addresses";
import { qualifiersYearValue } from "~/features/tournaments/choices/page-queries";
import { pageChoices } from "~/features/tournaments/choices/page-choices.server";
import { cricketGame, footballGame } from "~/features/tournaments/figures/form";
import {
  cricketQualifierTable,
  footballQualifierTable,
  showsLinkColumn,
} from "~/features/tournaments/figures/qualifier-tables";
import { tableRules } from "~/features/tournaments/figures/standings";
import { tournamentHead } from "~/features/tournaments/frame/head";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { tournament } from "~/features/tournaments/model/tournaments";
import { watchLinks } from "~/features/tournaments/model/watch";
import { NONE, yearsText } from "./page-parts.server";
import { cricketQualifierRows, footballQualifierRows } from "./rows";
import { cricketStandings, footballStandings } from "./standings.server";
import { countWord } from "~/utils/text";

export function qualifiersScreen(request: Request) {
  const { id } = tournamentAddress(request);
  const { values, groups: choices } = pageChoices(id, "qualifiers", request);
  const info = tournament(id);
  const content = tournamentContent(id);
  const rules = tableRules(info, info.qualifierPlaces);
  const label = content.years.qualifiers.find((year) => qualifiersYearValue(year) === values.year);
  const rounds = content.years.qualifiers;
  const intro =
    info.sport === "football"
      ? `Clubs play for the last places of the draw; the top ${countWord(info.qualifierPlaces)} of each qualifiers group go through.`
      : info.qualifierPlaces === 1
        ? "The group winner takes the place of last season's bottom side."
        : `The top ${countWord(info.qualifierPlaces)} of each group take the places of last season's bottom sides.`;
  const base = {
    ...tournamentHead(id),
    choices,
    intro,
    description: `${info.name} qualifiers: ${rounds.length ? `group tables and fixtures of the ${yearsText(rounds)} rounds` : "group tables and fixtures"}, with watch links.`,
  };
  if (label === undefined)
    return {
      ...base,
      year: undefined,
      empty: NONE("qualifiers"),
      group: 0,
      table: undefined,
      fixtures: [],
      showLink: false,
      legend: "",
    };
  const next = label.slice(0, 4);
  if (content.sport === "football") {
    const qualifiers = content.qualifiers.get(label)!;
    const group = qualifiers.groups.find((entry) => String(entry.group) === values.group)!;
    return {
      ...base,
      year: label,
      empty: undefined,
      group: group.group,
      table: footballStandings(
        id,
        footballQualifierTable(group, rules),
        group.fixtures.flatMap((fixture) =>
          fixture.result
            ? [footballGame({ team1: fixture.team1, team2: fixture.team2, ...fixture.result })]
            : [],
        ),
      ),
      legend: `Qualified for the ${next} draw, once the group is complete.`,
      fixtures: footballQualifierRows(watchLinks(id), label, group.group, group.fixtures),
      showLink: showsLinkColumn(qualifiers),
    };
  }
  const qualifiers = content.qualifiers.get(label)!;
  const group = qualifiers.groups.find((entry) => String(entry.group) === values.group)!;
  return {
    ...base,
    year: label,
    empty: undefined,
    group: group.group,
    table: cricketStandings(
      id,
      cricketQualifierTable(group, rules),
      group.fixtures.flatMap((fixture) =>
        fixture.result ? [cricketGame({ innings: fixture.result })] : [],
      ),
    ),
    legend: `Qualified for the ${next} season, once the group is complete.`,
    fixtures: cricketQualifierRows(watchLinks(id), label, group.group, group.fixtures),
    showLink: showsLinkColumn(qualifiers),
  };
}
