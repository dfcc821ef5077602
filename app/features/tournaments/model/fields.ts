import { z } from "zod";
import { ContentError, zodProblems } from "~/features/content/problems";

// What every tournament schema is built of (football-season.ts, cricket-season.ts, qualifiers.ts),
// and the parse that names a bad file. The shapes hold results only: tables, qualification marks,
// NRR and leaderboards are computed from them (figures/), never typed in. Objects are strict: a
// misspelt field is an error (the editor's JSON Schema says so too).

/** A team's or player's name. */
export const name = z.string().trim().min(2).max(60);
export const count = z.number().int().nonnegative();
/** A match's own video, once the owner has it; until then its Watch button searches the channel for the match. */
export const watch = z
  .url({ protocol: /^https$/, message: "an https URL" })
  .optional()
  .describe(
    "The match's video (e.g. https://www.youtube.com/watch?v=…); without it, the Watch button searches the channel for the match",
  );
/**
 * Where a match stands: `scheduled` (not begun: its kick-off time, no score yet), `live` (being
 * played: its score and events so far, which count "as it stands"), or absent once it is over.
 * Pages showing a live match follow it (features/live); match-status.ts reads the three.
 */
export const status = z
  .enum(["scheduled", "live"])
  .optional()
  .describe(
    "scheduled before kick-off (give kickoff), live while it is played (its score so far); leave it out once the result is in",
  );
/** A cricket match is written once play begins (its innings need balls): it is live, or over. */
export const liveStatus = z
  .literal("live")
  .optional()
  .describe(
    "live while the match is played (its score so far); leave it out once the result is in",
  );
/** "19:30": when a match begins, on a 24-hour clock, shown as written. */
export const kickoff = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time, e.g. "19:30"')
  .optional()
  .describe("When the match kicks off, e.g. 19:30 (24-hour clock); a scheduled match needs it");
/** A qualifiers match that was streamed, though its video is not named yet: its Watch button searches the channel. */
export const streamed = z
  .literal(true)
  .optional()
  .describe(
    "The match was streamed on the channel: its Watch button searches the channel for it until `watch` names the video",
  );

/** Parses one content file's data; a failure names the file and every bad field. */
export function parseContent<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(zodProblems(file, result.error, "(root)"));
}
