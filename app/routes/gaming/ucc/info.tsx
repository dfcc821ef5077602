import type { Route } from "./+types/info";
import { InfoSections } from "~/components/tournament/info-sections";
import { PageHeading } from "~/components/tournament/page-heading";
import { tournamentMeta } from "~/features/tournaments/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

const SECTIONS = [
  {
    title: "Format",
    body: [
      "Sixteen clubs from America, Asia, Europe and Oceania are drawn into four groups of four, A to D. Every club plays the three others in its group once.",
      "The top two of each group go through to the quarterfinals: each group winner meets the runner-up of the neighbouring group (A1 v B2, B1 v A2, C1 v D2, D1 v C2). The winners meet in the semifinals, and the last two in the Grand Final.",
      "Clubs that were not in the draw play the qualifiers first, in groups of their own; the top two of each qualifiers group take the open places.",
    ],
  },
  {
    title: "Points and the table",
    body: [
      "A win earns 3 points, a draw 1, a defeat nothing. Clubs level on points are separated by goal difference, then goals scored, then the results of the matches between them.",
      "If clubs are still level after that, the one with fewer cards is ranked higher: a yellow card counts one, a red card three. The table marks the two clubs that go through with (Q).",
    ],
  },
  {
    title: "Knockout matches",
    body: [
      "A knockout tie is one match. If it is level after 90 minutes, two halves of extra time are played (15 minutes each); goals in extra time count towards the score.",
      "If it is still level after extra time, the tie is settled by penalties: five each, then one each until one side scores and the other does not.",
    ],
  },
  {
    title: "Watching",
    body: [
      "Every match is streamed on the channel and can be watched from the Fixtures page. Nothing is sold here: the Watch buttons open the video in a new tab.",
    ],
  },
] as const;

export default function UccInfo() {
  return (
    <>
      <PageHeading title="UCC Info">How the Ultimate Clubs Cup is played, from the group draw to the Grand Final.</PageHeading>
      <InfoSections sections={SECTIONS} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(
    args,
    "ucc",
    "info",
    "Ultimate Clubs Cup rules: four groups of four, the top two advance, extra time then penalties, cards as the last tie-breaker.",
  );

export const headers = sharedPageHeaders;
