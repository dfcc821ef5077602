import type { Route } from "./+types/stats";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { PageHeading } from "~/components/tournament/page-heading";
import { LeaderboardTable } from "~/components/tournament/tables";
import { tournamentMeta } from "~/features/tournaments/meta";
import { pageChoices } from "~/features/tournaments/pages.server";
import { getCscSeason } from "~/features/tournaments/seasons.server";
import { cscLeaderboard, type CscMetric } from "~/features/tournaments/stats";
import { sharedPageHeaders } from "~/utils/page-headers.server";

const LABELS: Record<CscMetric, string> = { runs: "Runs", wickets: "Wickets" };

export function loader({ request }: Route.LoaderArgs) {
  const { values, groups } = pageChoices("csc", "stats", request);
  const season = getCscSeason(Number(values.year))!;
  const metric = values.metric as CscMetric;
  return { year: season.year, label: LABELS[metric], choices: groups, rows: cscLeaderboard(season, metric) };
}

export default function CscStats({ loaderData }: Route.ComponentProps) {
  const { year, label, choices, rows } = loaderData;
  return (
    <>
      <PageHeading title="CSC Stats">
        The Top 10 of {year}, the Grand Final included. Players level share a rank, and a tie at tenth keeps them all.
      </PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      <LeaderboardTable caption={`Top 10 ${label.toLowerCase()}, CSC ${year}`} valueLabel={label} rows={rows} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(args, "csc", "stats", "Cricket Super Cup Top 10 leaderboards: most runs and most wickets of the season.");

export const headers = sharedPageHeaders;
