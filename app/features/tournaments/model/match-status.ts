// Where a match stands, read from its season-file fields (fields.ts: status, kickoff; a football
// match's minute, a cricket match's over): scheduled, live, or finished. The pages and the live
// topics read it here; the figures count a scheduled match nowhere (it has no score yet) and a
// live one as it stands.

export type StatusFields = {
  status?: "scheduled" | "live";
  kickoff?: string;
  minute?: number;
  over?: string;
};

export type MatchState =
  | { kind: "scheduled"; kickoff: string | undefined }
  /** `clock`: "67′" for football, "14.3 ov" for cricket; undefined when the file does not say. */
  | { kind: "live"; clock: string | undefined }
  | { kind: "finished" };

export function matchState(match: StatusFields): MatchState {
  if (match.status === "scheduled") return { kind: "scheduled", kickoff: match.kickoff };
  if (match.status === "live") return { kind: "live", clock: liveClock(match) };
  return { kind: "finished" };
}

function liveClock(match: StatusFields): string | undefined {
  if (match.minute !== undefined) return `${match.minute}′`;
  if (match.over !== undefined) return `${match.over} ov`;
  return undefined;
}

/**
 * A match not over, in words for a line of text (search, a result list's words): "Kick-off 20:00"
 * (or "Not started" without one), "Live · 67′" (or "Live"); undefined once it is over.
 */
export function statusText(state: MatchState): string | undefined {
  if (state.kind === "scheduled")
    return state.kickoff ? `Kick-off ${state.kickoff}` : "Not started";
  if (state.kind === "live") return state.clock ? `Live · ${state.clock}` : "Live";
  return undefined;
}

/** Being played now: its pages follow it, and a table it counts in stands as it stands. */
export function isLive(match: StatusFields): boolean {
  return match.status === "live";
}

/** Begun or over: it has a score, so the figures count it. */
export function isPlayed(match: StatusFields): boolean {
  return match.status !== "scheduled";
}

/** Over: its result is in. */
export function isOver(match: StatusFields): boolean {
  return match.status === undefined;
}

/** "14.3" → 87 balls. */
export function overBalls(over: string): number {
  const [overs, balls] = over.split(".");
  return Number(overs) * 6 + Number(balls);
}
