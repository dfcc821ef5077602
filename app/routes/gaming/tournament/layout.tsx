import type { Route } from "./+types/layout";
import { TournamentError, TournamentLayout } from "~/components/tournament/tournament-layout";
import { tournamentErrorMeta } from "~/features/tournaments/frame/meta";
import { tournamentAddress } from "~/features/tournaments/model/addresses";
import { sharedPageHeaders } from "~/utils/page-headers.server";

// The frame of every tournament's seven pages (app/routes.ts mounts it once per tournament, at
// /gaming/{id}): the tournament bar around the chosen page. Which tournament is the address's.

export default function Layout() {
  return <TournamentLayout />;
}

/** A bad year, group or metric: the message and links to the valid ones, inside the frame. */
export function ErrorBoundary() {
  return <TournamentError />;
}

export const meta: Route.MetaFunction = ({ error, location }) => {
  // A bar page's bad choice, or an unknown match, team or player below /gaming/{id}/.
  const address = tournamentAddress(location.pathname);
  return address ? tournamentErrorMeta(address.id, error) : [];
};

/** The same page for every visitor, a 404 included: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
