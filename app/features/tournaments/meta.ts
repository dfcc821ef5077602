import type { MetaDescriptor } from "react-router";
import { pageMeta, pageTitle } from "~/utils/meta";
import { TOURNAMENTS, tournamentPageName, type TournamentId, type TournamentPage } from "./nav";

type MetaArgs = Parameters<typeof pageMeta>[0];

/** Title "{brand} - UCC Standings" (the home: "{brand} - Ultimate Clubs Cup"), description and social tags. */
export function tournamentMeta(args: MetaArgs, id: TournamentId, page: TournamentPage, description: string): MetaDescriptor[] {
  return pageMeta(args, {
    page: tournamentPageName(id, page),
    description,
    keywords: `${TOURNAMENTS[id].name}, ${TOURNAMENTS[id].short}, ${TOURNAMENTS[id].sport.toLowerCase()}, tournament`,
  });
}

/** The layout's meta: only used when a page's loader refused its query (the error view). */
export function tournamentErrorMeta(id: TournamentId, error: unknown): MetaDescriptor[] {
  if (!error) return [];
  return [
    { title: pageTitle(`${TOURNAMENTS[id].short} - Not found`) },
    { name: "description", content: `That choice does not exist on the ${TOURNAMENTS[id].name} pages; pick one of the valid ones.` },
    { name: "robots", content: "noindex" },
  ];
}
