import { z } from "zod";

/** The playlist filter's choices, in the order the hub shows them. */
export const PLAYLIST_FILTERS = ["ALL", "GTA", "HITMAN", "SIMULATION", "OTHERS"] as const;
export type PlaylistFilter = (typeof PLAYLIST_FILTERS)[number];
export type PlaylistCategory = Exclude<PlaylistFilter, "ALL">;

/** The query parameter that carries the filter: /gaming?playlists=GTA. */
export const PLAYLIST_PARAM = "playlists";

const imageName = z.string().regex(/^gaming\/[a-z0-9/-]+$/);
/** A YouTube video id (the facade checks the same before it embeds one). */
const videoId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, "an 11-character YouTube video id");

export const hubSlideSchema = z.object({ image: imageName, alt: z.string().min(1) });

export const playlistSchema = z.object({
  title: z.string().min(1),
  category: z.enum(["GTA", "HITMAN", "SIMULATION", "OTHERS"]),
  link: z.url().regex(/^https:\/\/www\.youtube\.com\/playlist\?list=[A-Za-z0-9_-]+$/),
  image: imageName,
});
export type Playlist = z.infer<typeof playlistSchema>;

export const hubVideoSchema = z.object({ id: videoId, title: z.string().min(1), image: imageName });
export type HubVideo = z.infer<typeof hubVideoSchema>;

export const channelLinksSchema = z.object({
  playlists: z.url(),
  videos: z.url(),
  shorts: z.url(),
  subscribe: z.url(),
});

/** The filter a URL asks for; missing or unknown values (any letter case accepted) fall back to ALL. */
export function parsePlaylistFilter(searchParams: URLSearchParams): PlaylistFilter {
  const requested = (searchParams.get(PLAYLIST_PARAM) ?? "").trim().toUpperCase();
  return PLAYLIST_FILTERS.find((filter) => filter === requested) ?? "ALL";
}

/** The hub's address for a filter: ALL is the plain /gaming (one page, one cache entry). */
export function playlistFilterHref(filter: PlaylistFilter): string {
  return filter === "ALL" ? "/gaming" : `/gaming?${PLAYLIST_PARAM}=${filter}`;
}

/** The playlists shown under a filter, in content order. */
export function filterPlaylists(playlists: Playlist[], filter: PlaylistFilter): Playlist[] {
  return filter === "ALL" ? playlists : playlists.filter((playlist) => playlist.category === filter);
}
