import { z } from "zod";
import { CHANNELS } from "./channels";
import { videoIdSchema } from "../media/youtube-schema";


export const tvVideoSchema = z.strictObject({
  id: videoIdSchema,
  title: z.string().trim().min(1).max(200),
  /** Seconds; 0 or missing counts as 300 in the schedule. */
  duration: z
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .optional(),
});

/** A bundled channel list, {CONTENT_DIR}/tv/<channel>.yaml: what plays with no API key, or when the API fails. */
export const channelListSchema = z.strictObject({
  channel: z.enum(CHANNELS).describe("The channel this file is the list of (its file name, in capitals)"),
  note: z.string().optional().describe("Where the list comes from, for whoever edits it next"),
  videos: z.array(tvVideoSchema).min(1).describe("The videos the channel plays (a seeded daily shuffle of them)"),
});

export type ChannelList = z.infer<typeof channelListSchema>;

/** A YouTube playlist id as the channel configuration holds it (PL…, UU…, OL…). */
export const playlistIdSchema = z.string().regex(/^[A-Za-z0-9_-]{13,64}$/, "must be a YouTube playlist id");
