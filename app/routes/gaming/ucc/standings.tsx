import type { Route } from "./+types/standings";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { PageHeading } from "~/components/tournament/page-heading";
import { FootballStandingsTable } from "~/components/tournament/tables";
import { tournamentMeta } from "~/features/tournaments/meta";
import { pageChoices } from "~/features/tournaments/pages.server";
import type { UccGroup } from "~/features/tournaments/schema";
import { getUccSeason } from "~/features/tournaments/seasons.server";
import { uccGroupTable } from "~/features/tournaments/standings";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader({ request }: Route.LoaderArgs) {
  const { values, groups } = pageChoices("ucc", "standings", request);
  const season = getUccSeason(Number(values.year))!;
  const group = values.group as UccGroup;
  return { year: season.year, group, choices: groups, rows: uccGroupTable(season, group) };
}

export default function UccStandings({ loaderData }: Route.ComponentProps) {
  const { year, group, choices, rows } = loaderData;
  return (
    <>
      <PageHeading title="UCC Standings">Win 3, draw 1, loss 0, computed from every group match. The top two of each group go through.</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      <FootballStandingsTable caption={`Group ${group} standings, ${year}`} rows={rows} />
      <p className="mt-3 text-sm text-muted">
        <strong className="text-[var(--text)]">Q</strong> = Qualified for Knockouts. Ties on points are split by goal difference, goals scored, then the matches
        between the teams level.
      </p>
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(
    args,
    "ucc",
    "standings",
    "Ultimate Clubs Cup group tables for 2024 and 2025: played, won, lost, drawn and points, computed from the results.",
  );

export const headers = sharedPageHeaders;
