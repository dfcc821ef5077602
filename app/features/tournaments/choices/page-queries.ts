// What each tournament page accepts in its query (year, group, metric, view), from the
// tournament's content: read by the page's loader and by its route handle (the page cache's
// canonical key), so both agree. No server module: route handles ship in client chunks too.
import type { AnyTournamentContent } from "~/features/tournaments/model/content";
import type { Picked, QueryOption, QueryParam } from "./query";
import { FOOTBALL_GROUPS } from "~/features/tournaments/model/football-season";
import { CRICKET_METRICS, FOOTBALL_METRICS } from "~/features/tournaments/figures/stats";
import type { TournamentPage } from "~/features/tournaments/model/tournaments";

/** "2026 Q" is written "2026-q" in the URL. */
export function qualifiersYearValue(year: string): string {
  return year.replace(" Q", "-q");
}

/** A year choice: the seasons offered, opening on the tournament's default year when offered, else on the latest. */
function years(list: readonly number[], preferred: number | undefined): QueryParam {
  const options = list.map((year) => ({ value: String(year), label: String(year) }));
  const fallback =
    preferred !== undefined && list.includes(preferred)
      ? String(preferred)
      : String(list.at(-1) ?? "");
  return { name: "year", label: "Year", options: () => options, defaultValue: () => fallback };
}

function fixed(name: string, label: string, options: readonly QueryOption[]): QueryParam {
  return { name, label, options: () => options };
}

function qualifiers(
  labels: readonly string[],
  preferred: string | undefined,
  groupsOf: (year: string) => readonly { group: number }[],
): QueryParam[] {
  const options = labels.map((year) => ({ value: qualifiersYearValue(year), label: year }));
  const labelOf = (picked: Picked) =>
    options.find((option) => option.value === picked.year)?.label ?? preferred ?? "";
  return [
    {
      name: "year",
      label: "Year",
      options: () => options,
      defaultValue: () => (preferred ? qualifiersYearValue(preferred) : ""),
    },
    {
      name: "group",
      label: "Group",
      options: (picked) =>
        groupsOf(labelOf(picked)).map(({ group }) => ({
          value: String(group),
          label: `Group ${group}`,
        })),
    },
  ];
}

/** The metrics of each sport's stats page, as the page's choice names them. */
const METRIC_LABELS = {
  football: { goals: "Goals", assists: "Assists", cleanSheets: "CleanSheets" },
  cricket: { runs: "Runs", wickets: "Wickets" },
} as const;

export type PageQueries = Partial<Record<TournamentPage, readonly QueryParam[]>>;

function derive(content: AnyTournamentContent): PageQueries {
  const { years: choices } = content;
  const year = (list: readonly number[]) => years(list, choices.defaultYear);
  const qualifierGroups = (label: string) => content.qualifiers.get(label)?.groups ?? [];
  const qualifierChoices = qualifiers(
    choices.qualifiers,
    choices.defaultQualifiers,
    qualifierGroups,
  );
  if (content.sport === "football") {
    return {
      teams: [
        year(choices.teams),
        fixed("view", "View", [
          { value: "continent", label: "Continent" },
          { value: "country", label: "Country" },
        ]),
      ],
      fixtures: [year(choices.fixtures)],
      standings: [
        year(choices.standings),
        fixed(
          "group",
          "Group",
          FOOTBALL_GROUPS.map((group) => ({ value: group, label: `Group ${group}` })),
        ),
      ],
      stats: [
        year(choices.stats),
        fixed(
          "metric",
          "Metric",
          FOOTBALL_METRICS.map((metric) => ({
            value: metric,
            label: METRIC_LABELS.football[metric],
          })),
        ),
      ],
      qualifiers: qualifierChoices,
    };
  }
  return {
    teams: [year(choices.teams)],
    fixtures: [year(choices.fixtures)],
    standings: [year(choices.standings)],
    stats: [
      year(choices.stats),
      fixed(
        "metric",
        "Metric",
        CRICKET_METRICS.map((metric) => ({ value: metric, label: METRIC_LABELS.cricket[metric] })),
      ),
    ],
    qualifiers: qualifierChoices,
  };
}

const derived = new WeakMap<AnyTournamentContent, PageQueries>();

/**
 * A tournament's pages and their choices, in the order they are read (a later choice may depend
 * on an earlier one). The years come from the content: derived once per content snapshot.
 */
export function tournamentQueries(content: AnyTournamentContent): PageQueries {
  let queries = derived.get(content);
  if (!queries) derived.set(content, (queries = derive(content)));
  return queries;
}
