import type { Route } from "./+types/standings";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { PageHeading } from "~/components/tournament/page-heading";
import { CricketStandingsTable } from "~/components/tournament/tables";
import { tournamentMeta } from "~/features/tournaments/meta";
import { pageChoices } from "~/features/tournaments/pages.server";
import { getCscSeason } from "~/features/tournaments/seasons.server";
import { cscTable } from "~/features/tournaments/standings";
import { cricketStandingRows } from "~/features/tournaments/views";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader({ request }: Route.LoaderArgs) {
  const { values, groups } = pageChoices("csc", "standings", request);
  const season = getCscSeason(Number(values.year))!;
  return { year: season.year, choices: groups, rows: cricketStandingRows(cscTable(season)) };
}

export default function CscStandings({ loaderData }: Route.ComponentProps) {
  const { year, choices, rows } = loaderData;
  return (
    <>
      <PageHeading title="CSC Standings">One league, every side playing every other once: win 2, tie 1, loss 0, then net run rate.</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      <CricketStandingsTable caption={`League table, ${year}`} rows={rows} />
      <p className="mt-3 text-sm text-muted">
        <strong className="text-[var(--text)]">Q</strong> = Qualified for the Grand Final. NRR is runs scored per over faced minus runs conceded per over bowled
        over the league; a side bowled out counts its full 5 overs.
      </p>
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(args, "csc", "standings", "Cricket Super Cup league table: played, won, lost, tied, points and net run rate, computed from every scorecard.");

export const headers = sharedPageHeaders;
