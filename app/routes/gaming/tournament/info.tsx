import type { Route } from "./+types/info";
import { InfoSections } from "~/components/tournament/info-sections";
import { PageHeading } from "~/components/tournament/page-heading";
import { screenMeta } from "~/features/tournaments/frame/meta";
import { tournamentPageHandle } from "~/features/tournaments/bar/handle";
import { infoScreen } from "~/features/tournaments/bar/info.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** In the sitemap, dated by the latest result; the page cache keys it on its choices. */
export const handle = tournamentPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  return infoScreen(request);
}

export default function TournamentInfo({ loaderData }: Route.ComponentProps) {
  const { short, intro, sections } = loaderData;
  return (
    <>
      <PageHeading title={`${short} Info`}>{intro}</PageHeading>
      <InfoSections sections={sections} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => screenMeta(args, "info");

export const headers = sharedPageHeaders;
