// What each tournament page accepts in its query, and the 404 it answers for anything else.
import { data } from "react-router";
import { perSnapshot } from "~/features/content/current.server";
import { sharedCacheControl } from "~/utils/page-headers.server";
import { tournamentPageName, tournamentPath, type TournamentId, type TournamentPage } from "./nav";
import { choiceLinks, parseQuery, type Picked, type QueryOption, type QueryParam } from "./query";
import { UCC_GROUPS } from "./schema";
import { CSC_METRICS, UCC_METRICS } from "./stats";
import { DEFAULT_QUALIFIERS_YEAR, DEFAULT_YEAR, getCscQualifiers, getUccQualifiers, tournamentYears, type YearChoices } from "./seasons.server";

/** "2026 Q" is written "2026-q" in the URL. */
export function qualifiersYearValue(year: string): string {
  return year.replace(" Q", "-q");
}

function years(list: readonly number[]): QueryParam {
  const options = list.map((year) => ({ value: String(year), label: String(year) }));
  const fallback = list.includes(DEFAULT_YEAR) ? String(DEFAULT_YEAR) : String(list.at(-1));
  return { name: "year", label: "Year", options: () => options, defaultValue: () => fallback };
}

function fixed(name: string, label: string, options: readonly QueryOption[]): QueryParam {
  return { name, label, options: () => options };
}

function qualifiers(choices: YearChoices, groupsOf: (year: string) => { group: number }[]): QueryParam[] {
  const options = choices.qualifiers.map((year) => ({ value: qualifiersYearValue(year), label: year }));
  const labelOf = (picked: Picked) => options.find((option) => option.value === picked.year)?.label ?? DEFAULT_QUALIFIERS_YEAR;
  return [
    { name: "year", label: "Year", options: () => options, defaultValue: () => qualifiersYearValue(DEFAULT_QUALIFIERS_YEAR) },
    {
      name: "group",
      label: "Group",
      options: (picked) => groupsOf(labelOf(picked)).map(({ group }) => ({ value: String(group), label: `Group ${group}` })),
    },
  ];
}

const UCC_METRIC_LABELS = { goals: "Goals", assists: "Assists", cleanSheets: "CleanSheets" } as const;
const CSC_METRIC_LABELS = { runs: "Runs", wickets: "Wickets" } as const;

type PageQueries = Record<TournamentId, Partial<Record<TournamentPage, readonly QueryParam[]>>>;

/**
 * Every page's choices, in the order they are read (a later choice may depend on an earlier one).
 * The years come from the content: derived once per content snapshot.
 */
export const pageQueries = perSnapshot((): PageQueries => {
  const UCC_YEARS = tournamentYears("ucc");
  const CSC_YEARS = tournamentYears("csc");
  return {
    ucc: {
      teams: [
        years(UCC_YEARS.teams),
        fixed("view", "View", [
          { value: "continent", label: "Continent" },
          { value: "country", label: "Country" },
        ]),
      ],
      fixtures: [years(UCC_YEARS.fixtures)],
      standings: [
        years(UCC_YEARS.standings),
        fixed(
          "group",
          "Group",
          UCC_GROUPS.map((group) => ({ value: group, label: `Group ${group}` })),
        ),
      ],
      stats: [
        years(UCC_YEARS.stats),
        fixed(
          "metric",
          "Metric",
          UCC_METRICS.map((metric) => ({ value: metric, label: UCC_METRIC_LABELS[metric] })),
        ),
      ],
      qualifiers: qualifiers(UCC_YEARS, (year) => getUccQualifiers(year)?.groups ?? []),
    },
    csc: {
      teams: [years(CSC_YEARS.teams)],
      fixtures: [years(CSC_YEARS.fixtures)],
      standings: [years(CSC_YEARS.standings)],
      stats: [
        years(CSC_YEARS.stats),
        fixed(
          "metric",
          "Metric",
          CSC_METRICS.map((metric) => ({ value: metric, label: CSC_METRIC_LABELS[metric] })),
        ),
      ],
      qualifiers: qualifiers(CSC_YEARS, (year) => getCscQualifiers(year)?.groups ?? []),
    },
  };
});

/** The query choices of a page by its path, for the page cache's canonical key. */
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
