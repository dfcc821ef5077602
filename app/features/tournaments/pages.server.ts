// What each tournament page accepts in its query, and the 404 it answers for anything else.
import { data } from "react-router";
import { perSnapshot } from "~/features/content/current.server";
import { sharedCacheControl } from "~/utils/page-headers.server";
import { choiceLinks, parseQuery, type Picked, type QueryOption, type QueryParam } from "./query";
import { UCC_GROUPS } from "./schema";
import { CSC_METRICS, UCC_METRICS } from "./stats";
import { tournamentContent } from "./seasons.server";
import { TOURNAMENTS, tournamentPageName, tournamentPath, type TournamentId, type TournamentPage } from "./tournaments";

/** "2026 Q" is written "2026-q" in the URL. */
export function qualifiersYearValue(year: string): string {
  return year.replace(" Q", "-q");
}

/** A year choice: the seasons offered, opening on the tournament's default year when offered, else on the latest. */
function years(list: readonly number[], preferred: number | undefined): QueryParam {
  const options = list.map((year) => ({ value: String(year), label: String(year) }));
  const fallback = preferred !== undefined && list.includes(preferred) ? String(preferred) : String(list.at(-1) ?? "");
  return { name: "year", label: "Year", options: () => options, defaultValue: () => fallback };
}

function fixed(name: string, label: string, options: readonly QueryOption[]): QueryParam {
  return { name, label, options: () => options };
}

function qualifiers(labels: readonly string[], preferred: string | undefined, groupsOf: (year: string) => readonly { group: number }[]): QueryParam[] {
  const options = labels.map((year) => ({ value: qualifiersYearValue(year), label: year }));
  const labelOf = (picked: Picked) => options.find((option) => option.value === picked.year)?.label ?? preferred ?? "";
  return [
    { name: "year", label: "Year", options: () => options, defaultValue: () => (preferred ? qualifiersYearValue(preferred) : "") },
    {
      name: "group",
      label: "Group",
      options: (picked) => groupsOf(labelOf(picked)).map(({ group }) => ({ value: String(group), label: `Group ${group}` })),
    },
  ];
}

/** The metrics of each sport's stats page, as the page's choice names them. */
export const METRIC_LABELS = {
  football: { goals: "Goals", assists: "Assists", cleanSheets: "CleanSheets" },
  cricket: { runs: "Runs", wickets: "Wickets" },
} as const;

type PageQueries = Record<TournamentId, Partial<Record<TournamentPage, readonly QueryParam[]>>>;

/** A tournament's pages and their choices, in the order they are read (a later choice may depend on an earlier one). */
function tournamentQueries(id: TournamentId): Partial<Record<TournamentPage, readonly QueryParam[]>> {
  const content = tournamentContent(id);
  const { years: choices } = content;
  const year = (list: readonly number[]) => years(list, choices.defaultYear);
  const qualifierGroups = (label: string) => content.qualifiers.get(label)?.groups ?? [];
  const qualifierChoices = qualifiers(choices.qualifiers, choices.defaultQualifiers, qualifierGroups);
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
          UCC_GROUPS.map((group) => ({ value: group, label: `Group ${group}` })),
        ),
      ],
      stats: [
        year(choices.stats),
        fixed(
          "metric",
          "Metric",
          UCC_METRICS.map((metric) => ({ value: metric, label: METRIC_LABELS.football[metric] })),
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
        CSC_METRICS.map((metric) => ({ value: metric, label: METRIC_LABELS.cricket[metric] })),
      ),
    ],
    qualifiers: qualifierChoices,
  };
}

/** Every tournament page's choices. The years come from the content: derived once per content snapshot. */
export const pageQueries = perSnapshot((): PageQueries => Object.fromEntries(TOURNAMENTS.map(({ id }) => [id, tournamentQueries(id)])) as PageQueries);

/** The query choices of a tournament page by its path, for the page cache's canonical key. */
export const queryByPath = perSnapshot((): Record<string, readonly QueryParam[]> =>
  Object.fromEntries(
    Object.entries(pageQueries()).flatMap(([id, pages]) =>
      Object.entries(pages).map(([page, params]) => [tournamentPath(id as TournamentId, page as TournamentPage), params]),
    ),
  ),
);

export type NotFoundChoices = { message: string; label: string; links: { label: string; href: string }[] };

/** A 404 (shared, like the page) naming the bad choice and linking to each valid one. */
export function choiceNotFound(payload: NotFoundChoices) {
  return data(payload, { status: 404, headers: { "Cache-Control": sharedCacheControl() } });
}

export type ChoiceGroup = { name: string; label: string; links: ReturnType<typeof choiceLinks> };
export type PageChoices = { values: Record<string, string>; groups: ChoiceGroup[] };

/**
 * The page's choices from the request: each value (defaults filled in) and the links of every
 * choice. Throws a 404 with links to the valid values when a choice is unknown.
 */
export function pageChoices(id: TournamentId, page: TournamentPage, request: Request): PageChoices {
  const params = pageQueries()[id][page] ?? [];
  const path = tournamentPath(id, page);
  const parsed = parseQuery(params, new URL(request.url).searchParams);
  if (!parsed.ok) {
    const { param, value, values } = parsed;
    throw choiceNotFound({
      message: `${tournamentPageName(id, page)} has no ${param.label.toLowerCase()} "${value.length > 40 ? `${value.slice(0, 40)}…` : value}".`,
      label: param.label,
      links: choiceLinks(path, params, values, param.name).map(({ label, href }) => ({ label, href })),
    });
  }
  const groups = params.map((param) => ({ name: param.name, label: param.label, links: choiceLinks(path, params, parsed.values, param.name) }));
  return { values: parsed.values, groups };
}
