import type { Route } from "./+types/stats";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { PageHeading } from "~/components/tournament/page-heading";
import { LeaderboardTable } from "~/components/tournament/tables";
import { tournamentMeta } from "~/features/tournaments/meta";
import { pageChoices } from "~/features/tournaments/pages.server";
import { getUccSeason } from "~/features/tournaments/seasons.server";
import { uccLeaderboard, type UccMetric } from "~/features/tournaments/stats";
import { sharedPageHeaders } from "~/utils/page-headers.server";

const LABELS: Record<UccMetric, string> = { goals: "Goals", assists: "Assists", cleanSheets: "Clean sheets" };

export function loader({ request }: Route.LoaderArgs) {
  const { values, groups } = pageChoices("ucc", "stats", request);
  const season = getUccSeason(Number(values.year))!;
  const metric = values.metric as UccMetric;
  return { year: season.year, metric, label: LABELS[metric], choices: groups, rows: uccLeaderboard(season, metric) };
}

export default function UccStats({ loaderData }: Route.ComponentProps) {
  const { year, label, choices, rows } = loaderData;
  return (
    <>
      <PageHeading title="UCC Stats">Leaders of the {year} season from every match, extra time included. Players level share a rank.</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      <LeaderboardTable caption={`${label}, UCC ${year}`} valueLabel={label} rows={rows} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(args, "ucc", "stats", "Ultimate Clubs Cup leaderboards: goals, assists and goalkeepers' clean sheets, by season.");

export const headers = sharedPageHeaders;
