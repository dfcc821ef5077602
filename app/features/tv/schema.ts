import { z } from "zod";
import { videoIdSchema } from "~/features/media/youtube-schema";

const tvVideoSchema = z.strictObject({
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

/** A YouTube playlist id (PL…, UU…, OL…). */
const playlistIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{13,64}$/, "must be a YouTube playlist id");

/** A channel name: capitals, digits, "-" and "_"; its file is tv/<name in lower case>.yaml. */
const CHANNEL_NAME = /^[A-Z0-9][A-Z0-9_-]{0,19}$/;

/** One channel of the TV, {CONTENT_DIR}/tv/<channel>.yaml: everything the site knows of it. */
export const channelSchema = z.strictObject({
  channel: z
    .string()
    .regex(CHANNEL_NAME, "capitals, digits, - and _ (at most 20), e.g. RACING")
    .describe(
      "The channel's name: its button, ?channel=<name> and /api/tv/<name>. The file is tv/<name in lower case>.yaml",
    ),
  position: z
    .number()
    .int()
    .min(1)
    .max(99)
    .describe("Where its button stands, from 1; the first channel is the one /tv opens on"),
  title: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .describe("Its full name where the page has room for one (e.g. Ultimate Clubs Cup)"),
  exclusive: z
    .boolean()
    .optional()
    .describe("One of the site's own exclusive channels: its button is styled apart"),
  playlists: z
    .array(playlistIdSchema)
    .describe(
      "The YouTube playlists it plays when YOUTUBE_API_KEY is set (read with the Data API, cached); empty: the videos below, always",
    ),
  sample: z
    .literal(true)
    .optional()
    .describe(
      "The playlists above are the examples the site ships: npm run check:live fails while this line is here. Put your own and remove it",
    ),
  note: z.string().optional().describe("Where the list comes from, for whoever edits it next"),
  videos: z
    .array(tvVideoSchema)
    .min(1)
    .describe(
      "What it plays with no API key, or when the API fails (a seeded daily shuffle of them)",
    ),
});
