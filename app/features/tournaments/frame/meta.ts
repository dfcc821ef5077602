// The title, description and social tags of every tournament page, in the bar and the match
// centre, and of the 404 inside the tournament's frame. Route modules' meta functions call these.
import type { MetaDescriptor } from "react-router";
import { pageMeta, pageTitle } from "~/features/shell/meta";
import {
  tournament,
  tournamentPageName,
  type TournamentId,
  type TournamentPage,
} from "~/features/tournaments/model/tournaments";

type MetaArgs = Parameters<typeof pageMeta>[0];

/** Title "{brand} - UCC Standings" (the home: "{brand} - Ultimate Clubs Cup"), description and social tags. */
function tournamentMeta(
  args: MetaArgs,
  id: TournamentId,
  page: TournamentPage,
  description: string,
): MetaDescriptor[] {
  const { name, short, sportName } = tournament(id);
  return pageMeta(args, {
    page: tournamentPageName(id, page),
    description,
    keywords: `${name}, ${short}, ${sportName.toLowerCase()}, tournament`,
  });
}

/** A tournament page's meta from what its loader returned (its tournament and description); none without it. */
export function screenMeta(
  args: MetaArgs & { data?: { id: TournamentId; description: string } | undefined },
  page: TournamentPage,
): MetaDescriptor[] {
  return args.data ? tournamentMeta(args, args.data.id, page, args.data.description) : [];
}

/** The layout's meta: only used when a page's loader refused its query (the error view). */
export function tournamentErrorMeta(id: TournamentId, error: unknown): MetaDescriptor[] {
  if (!error) return [];
  return [
    { title: pageTitle(`${tournament(id).short} - Not found`) },
    {
      name: "description",
      content: `That choice does not exist on the ${tournament(id).name} pages; pick one of the valid ones.`,
    },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * A team's or player's page: "{brand} - Dortmund (UCC)", its description and social tags; none
 * without its data (a 404 takes the layout's).
 */
export function centreMeta(
  args: MetaArgs & { data?: { id: TournamentId; description: string } | undefined },
  name: string | undefined,
): MetaDescriptor[] {
  if (!args.data || !name) return [];
  const { id, description } = args.data;
  const info = tournament(id);
  return pageMeta(args, {
    page: `${name} (${info.short})`,
    description,
    keywords: `${name}, ${info.name}, ${info.short}, ${info.sportName.toLowerCase()}`,
  });
}
