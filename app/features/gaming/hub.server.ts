import { z } from "zod";
import { channelLinks, playlists, shorts, slides, videos } from "../../../content/gaming/hub";
import { channelLinksSchema, hubSlideSchema, hubVideoSchema, playlistSchema } from "./hub";

/** content/gaming/hub.ts, checked once when the server starts (counts as spec §9 says). */
export const HUB = {
  slides: z.array(hubSlideSchema).length(18).parse(slides),
  playlists: z.array(playlistSchema).min(1).parse(playlists),
  videos: z.array(hubVideoSchema).length(8).parse(videos),
  shorts: z.array(hubVideoSchema).length(6).parse(shorts),
  channelLinks: channelLinksSchema.parse(channelLinks),
};
