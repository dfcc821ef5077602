import { z } from "zod";
import { siteConfig } from "~/site.config";
import { videoIdSchema } from "~/features/media/youtube-schema";

/** The playlist filter's choices, in the order the hub shows them. */
export const PLAYLIST_FILTERS = ["ALL", "GTA", "HITMAN", "SIMULATION", "OTHERS"] as const;
export type PlaylistFilter = (typeof PLAYLIST_FILTERS)[number];

/** The query parameter that carries the filter: /gaming?playlists=GTA. */
const PLAYLIST_PARAM = "playlists";

const imageName = z
  .string()
  .regex(/^gaming\/[a-z0-9/-]+$/, "an image name under gaming/, such as gaming/slides/01");

const hubSlideSchema = z.strictObject({
  image: imageName,
  alt: z.string().min(1).describe("What the slide shows, for readers who cannot see it"),
});

const playlistSchema = z.strictObject({
  title: z.string().min(1),
  category: z
    .enum(["GTA", "HITMAN", "SIMULATION", "OTHERS"])
    .describe("The filter it appears under (besides ALL)"),
  link: z.url().regex(/^https:\/\/www\.youtube\.com\/playlist\?list=[A-Za-z0-9_-]+$/),
  image: imageName,
});
export type Playlist = z.infer<typeof playlistSchema>;

const hubVideoSchema = z.strictObject({
  id: videoIdSchema,
  title: z.string().min(1),
  image: imageName.describe("Its poster, an image of ours"),
});
export type HubVideo = z.infer<typeof hubVideoSchema>;

/** What the hub shows, {CONTENT_DIR}/gaming/hub.yaml (the counts are the layout's). */
export const hubSchema = z.strictObject({
  slides: z.array(hubSlideSchema).length(18).describe("The 18 slides of the hub's slideshow"),
  playlists: z.array(playlistSchema).min(1).describe("Playlist cards, in the order shown"),
  videos: z.array(hubVideoSchema).length(8).describe("The 8 featured videos (16:9)"),
  shorts: z.array(hubVideoSchema).length(6).describe("The 6 featured shorts (9:16)"),
  sample: z
    .literal(true)
    .optional()
    .describe(
      "The playlist links and video ids above are the examples the site ships: npm run check:live fails while this line is here. Put your own and remove it",
    ),
});
export type Hub = z.infer<typeof hubSchema>;

/** The channel's pages behind the hub's buttons, from site.config.ts. */
export const CHANNEL_LINKS = {
  playlists: `${siteConfig.channel.url}/playlists`,
  videos: `${siteConfig.channel.url}/videos`,
  shorts: `${siteConfig.channel.url}/shorts`,
  subscribe: siteConfig.channel.subscribeUrl,
} as const;

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
  return filter === "ALL"
    ? playlists
    : playlists.filter((playlist) => playlist.category === filter);
}
