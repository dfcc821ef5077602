import type { Route } from "./+types/info";
import { InfoSections } from "~/components/tournament/info-sections";
import { PageHeading } from "~/components/tournament/page-heading";
import { tournamentMeta } from "~/features/tournaments/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

const SECTIONS = [
  {
    title: "Format",
    body: [
      "Six franchises from six of the world's short-format leagues play a round robin: every side meets every other once, fifteen league matches in all.",
      "The top two of the league table meet in the Grand Final. The bottom side leaves at the end of the season and is replaced by the winner of the qualifiers.",
    ],
  },
  {
    title: "The match",
    body: [
      "Each side bats for at most 5 overs (30 legal balls) and has 5 wickets: the innings ends when the overs run out or the fifth wicket falls. The side batting second wins as soon as it passes the target.",
      "Each side may ask for one DRS review per innings. A review that overturns the umpire's decision is kept; one that does not is lost.",
    ],
  },
  {
    title: "Points and net run rate",
    body: [
      "A win earns 2 points, a tie or a match without a result 1, a defeat nothing. Sides level on points are ranked by net run rate.",
      "Net run rate is the runs a side scores per over faced minus the runs it concedes per over bowled, over the whole league. A side bowled out is counted as having faced its full 5 overs, and 4.3 overs means 4 overs and 3 balls.",
    ],
  },
  {
    title: "Watching",
    body: ["Every match is streamed on the channel; the Watch buttons on the Fixtures page open each one in a new tab."],
  },
] as const;

export default function CscInfo() {
  return (
    <>
      <PageHeading title="CSC Info">How the Cricket Super Cup is played: five overs, five wickets, one league and a Grand Final.</PageHeading>
      <InfoSections sections={SECTIONS} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(args, "csc", "info", "Cricket Super Cup rules: 5 overs and 5 wickets a side, one DRS review per innings, a round robin and a Grand Final.");

export const headers = sharedPageHeaders;
