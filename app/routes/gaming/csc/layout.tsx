import type { Route } from "./+types/layout";
import { TournamentError, TournamentLayout } from "~/components/tournament/tournament-layout";
import { tournamentErrorMeta } from "~/features/tournaments/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** The frame of the seven CSC pages: the tournament bar around the chosen page. */
export default function Layout() {
  return <TournamentLayout id="csc" />;
}

/** A bad year, group or metric: the message and links to the valid ones, inside the frame. */
export function ErrorBoundary() {
  return <TournamentError id="csc" />;
}

export const meta: Route.MetaFunction = ({ error }) => tournamentErrorMeta("csc", error);

/** The same page for every visitor, a 404 included: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
