import { z } from "zod";
import { VIDEO_ID_PATTERN } from "./youtube";

/** A YouTube video id in content (kept apart from youtube.ts, which browser code imports without zod). */
export const videoIdSchema = z
  .string()
  .regex(VIDEO_ID_PATTERN, "must be an 11-character YouTube video id");
