// Where a match's Watch button leads: its own video once the season file names it (`watch`),
// else a search of the site's channel for the match ("UCC 2025 Match 3"), which finds it once it
// is uploaded.
import { channelSearchUrl } from "~/features/media/youtube";
import { siteConfig } from "~/site.config";
import { tournament, type TournamentId } from "./tournaments";

export type WatchLinks = { channelUrl: string; short: string };

export function watchLink(links: WatchLinks, watch: string | undefined, what: string): string {
  return watch ?? channelSearchUrl(links.channelUrl, `${links.short} ${what}`);
}

/** A tournament's: the site's channel, searched for the tournament's matches. */
export function watchLinks(id: TournamentId): WatchLinks {
  return { channelUrl: siteConfig.channel.url, short: tournament(id).short };
}
