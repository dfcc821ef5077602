import type { Route } from "./+types/fixtures";
import { Bracket } from "~/components/tournament/bracket";
import { ChoiceNav } from "~/components/tournament/choice-nav";
import { PageHeading } from "~/components/tournament/page-heading";
import { FixturesTable } from "~/components/tournament/tables";
import { tournamentMeta } from "~/features/tournaments/meta";
import { pageChoices } from "~/features/tournaments/pages.server";
import { getUccSeason } from "~/features/tournaments/seasons.server";
import { bracketView, uccFixtureRows } from "~/features/tournaments/views";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader({ request }: Route.LoaderArgs) {
  const { values, groups } = pageChoices("ucc", "fixtures", request);
  const season = getUccSeason(Number(values.year))!;
  return { year: season.year, choices: groups, rows: uccFixtureRows(season), bracket: bracketView(season) };
}

export default function UccFixtures({ loaderData }: Route.ComponentProps) {
  const { year, choices, rows, bracket } = loaderData;
  return (
    <>
      <PageHeading title="UCC Fixtures">Every match of the {year} Ultimate Clubs Cup with its result, and where to watch it.</PageHeading>
      <ChoiceNav groups={choices} className="mb-6" />
      <section aria-labelledby="knockouts" className="mb-8">
        <h2 id="knockouts" className="mb-3 text-xl font-extrabold">
          Knockout bracket
        </h2>
        <Bracket rounds={bracket} label={`Knockout bracket, ${year}`} />
      </section>
      <section aria-labelledby="all-matches">
        <h2 id="all-matches" className="mb-3 text-xl font-extrabold">
          All matches
        </h2>
        <FixturesTable caption={`UCC ${year} fixtures and results`} rows={rows} />
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(
    args,
    "ucc",
    "fixtures",
    "Ultimate Clubs Cup fixtures and results: group matches, quarterfinals, semifinals and the Grand Final, with watch links.",
  );

export const headers = sharedPageHeaders;
