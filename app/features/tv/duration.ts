const ISO_DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * Seconds in an ISO-8601 duration as the YouTube Data API writes them ("PT1H2M3S", "P1DT2H",
 * "PT45S", "P0D" for a live stream): undefined when the text is not one, so the schedule's
 * 300-second default applies.
 */
export function parseIsoDuration(text: string | null | undefined): number | undefined {
  if (typeof text !== "string") return undefined;
  const match = ISO_DURATION.exec(text.trim());
  if (!match || text.trim() === "P" || text.trim().endsWith("T")) return undefined;
  const [, weeks, days, hours, minutes, seconds] = match;
  const total =
    Number(weeks ?? 0) * 604_800 +
    Number(days ?? 0) * 86_400 +
    Number(hours ?? 0) * 3_600 +
    Number(minutes ?? 0) * 60 +
    Number(seconds ?? 0);
  return Math.round(total);
}
