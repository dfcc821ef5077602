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
 * A match still being played: its result is not in yet, and its score so far counts as it stands.
 * Its pages follow it live (features/live); absent, the match is over.
 */
export const status = z
  .literal("live")
  .optional()
  .describe(
    "live while the match is being played (its score so far); leave it out once the result is in",
  );
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
