// Every topic icon a cover may carry, by name, and the one each category falls back to.
import { PLAY_ICONS } from "./icons-play.mjs";
import { TECHNOLOGY_ICONS } from "./icons-technology.mjs";

export const ICONS = { ...TECHNOLOGY_ICONS, ...PLAY_ICONS };

/** A post whose words name no topic gets its first category's icon. */
export const CATEGORY_ICONS = { Technology: "web", Gaming: "gamepad", Sports: "stopwatch" };
