import type { Route } from "./+types/info";
import { InfoSections } from "~/components/tournament/info-sections";
import { PageHeading } from "~/components/tournament/page-heading";
import { screenMeta } from "~/features/tournaments/meta";
import { infoScreen } from "~/features/tournaments/screens.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

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
