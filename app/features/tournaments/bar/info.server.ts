// A tournament's Info page: the rules it explains, written from its descriptor (points,
// tie-breakers, places) and the facts of its showcase season (how many teams, from where, in how
// many groups).
import { capitalised, countWord, listText } from "~/utils/text";
import {
  pointsText,
  showcaseFacts,
  tieBreakersText,
  type SeasonFacts,
} from "~/features/tournaments/figures/facts";
import { tournamentAddress } from "~/features/tournaments/model/addresses";
import { tournamentHead } from "~/features/tournaments/frame/head";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { tournament, type Tournament } from "~/features/tournaments/model/tournaments";

export type InfoSection = { title: string; body: string[] };

function football(tournament: Tournament, facts: SeasonFacts | undefined): InfoSection[] {
  const places = countWord(tournament.qualifyingPlaces);
  const format = facts
    ? `${capitalised(countWord(facts.teams))} clubs from ${listText(facts.origins)} are drawn into ${countWord(facts.groups)} groups of ${countWord(facts.perGroup)}. Every club plays the ${countWord(facts.perGroup - 1)} others in its group once.`
    : "The clubs are drawn into groups; every club plays the others in its group once.";
  return [
    {
      title: "Format",
      body: [
        format,
        `The top ${places} of each group go through to the quarterfinals: each group winner meets the runner-up of the neighbouring group (A1 v B2, B1 v A2, C1 v D2, D1 v C2). The winners meet in the semifinals, and the last two in the Grand Final.`,
        `Clubs that were not in the draw play the qualifiers first, in groups of their own; the top ${countWord(tournament.qualifierPlaces)} of each qualifiers group take the open places.`,
      ],
    },
    {
      title: "Points and the table",
      body: [
        `${pointsText(tournament)} Clubs level on points are separated by ${tieBreakersText(tournament)}.`,
        `If clubs are still level after that, the one with fewer cards is ranked higher: a yellow card counts one, a red card three. The table marks the ${places} clubs that go through with (Q).`,
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
  ];
}

function cricket(tournament: Tournament, facts: SeasonFacts | undefined): InfoSection[] {
  const format = facts
    ? `${capitalised(countWord(facts.teams))} franchises from ${countWord(facts.origins.length)} of the world's short-format leagues play a round robin: every side meets every other once, ${countWord((facts.teams * (facts.teams - 1)) / 2)} league matches in all.`
    : "The franchises play a round robin: every side meets every other once.";
  const replaced =
    tournament.qualifierPlaces === 1
      ? "the winner"
      : `the top ${countWord(tournament.qualifierPlaces)}`;
  return [
    {
      title: "Format",
      body: [
        format,
        `The top ${countWord(tournament.qualifyingPlaces)} of the league table meet in the Grand Final. The bottom side leaves at the end of the season and is replaced by ${replaced} of the qualifiers.`,
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
        `${pointsText(tournament)} Sides level on points are ranked by ${tieBreakersText(tournament)}.`,
        "Net run rate is the runs a side scores per over faced minus the runs it concedes per over bowled, over the whole league. A side bowled out is counted as having faced its full 5 overs, and 4.3 overs means 4 overs and 3 balls.",
      ],
    },
    {
      title: "Watching",
      body: [
        "Every match is streamed on the channel; the Watch buttons on the Fixtures page open each one in a new tab.",
      ],
    },
  ];
}

/** A tournament's Info page: its sport's rules with its own numbers. */
export function infoSections(
  tournament: Tournament,
  facts: SeasonFacts | undefined,
): InfoSection[] {
  return tournament.sport === "football" ? football(tournament, facts) : cricket(tournament, facts);
}

export function infoScreen(request: Request) {
  const { id } = tournamentAddress(request);
  const info = tournament(id);
  const facts = showcaseFacts(tournamentContent(id));
  const description =
    info.sport === "football"
      ? `${info.name} rules: ${facts ? `${countWord(facts.groups)} groups of ${countWord(facts.perGroup)}, ` : ""}the top ${countWord(info.qualifyingPlaces)} advance, extra time then penalties, cards as the last tie-breaker.`
      : `${info.name} rules: 5 overs and 5 wickets a side, one DRS review per innings, a round robin and a Grand Final.`;
  return {
    ...tournamentHead(id),
    description,
    intro:
      info.sport === "football"
        ? `How the ${info.name} is played, from the group draw to the Grand Final.`
        : `How the ${info.name} is played: five overs, five wickets, one league and a Grand Final.`,
    sections: infoSections(info, facts),
  };
}
