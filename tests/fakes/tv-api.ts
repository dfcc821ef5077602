// A stand-in for GET /api/tv/{channel} in unit tests: answers with the server's own schedule
// functions (the same window a real answer holds), from a server whose clock may be set apart
// from the test's. `fail` makes the next answers errors; `hold` keeps the next answer back.
import { vi } from "vitest";
import type { TvVideo } from "~/features/tv/schedule";
import { tvAnswers } from "./tv-answers";

export function fakeTvApi(
  lists: Partial<Record<string, readonly TvVideo[]>>,
  { skewMs = 0 }: { skewMs?: number } = {},
) {
  const { has, answer } = tvAnswers(lists);
  let failures = 0;
  let held: Promise<void> | undefined;

  const fetch = vi.fn(async (url: string | URL | Request): Promise<Response> => {
    // Like the server, only a channel's exact name is one: any other is unknown.
    const channel = decodeURIComponent(String(url).split("/").pop() ?? "");
    if (!has(channel)) return Response.json({ error: "Unknown channel" }, { status: 404 });
    const wait = held;
    held = undefined;
    if (wait) await wait;
    if (failures > 0) {
      failures -= 1;
      return Response.json({ error: "Unavailable" }, { status: 503 });
    }
    return Response.json(answer(channel, Date.now() + skewMs));
  });

  return {
    fetch,
    /** The server's time now. */
    serverNow: () => Date.now() + skewMs,
    answer,
    /** The next `count` answers are 503s. */
    fail(count = 1) {
      failures = count;
    },
    /** The next answer waits until `release()`. */
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return { release: () => release() };
    },
  };
}
