import { expect, test } from "vitest";
import { connectionLimits } from "../connections";
import { liveLimits } from "./index";

const unset = { LIVE_IDLE_MINUTES: 10 };

test("unset, streams may take three quarters of the connections, and a client half of its own", () => {
  // The connection limits derived from the open-file limit (server/connections.ts).
  const at = (files: number) => connectionLimits({ HEADERS_TIMEOUT_SECONDS: 10 }, files);
  expect(liveLimits(unset, at(20_000))).toEqual({ total: 6_144, perClient: 128, idleMs: 600_000 });
  expect(liveLimits(unset, at(1_024))).toEqual({ total: 614, perClient: 12, idleMs: 600_000 });
  expect(liveLimits(unset, { total: 1, perClient: 1 })).toEqual({
    total: 1,
    perClient: 1,
    idleMs: 600_000,
  });
});

test("set, the bounds are what they say; one client never more than all", () => {
  expect(
    liveLimits(
      { LIVE_MAX_STREAMS: 100, LIVE_MAX_STREAMS_PER_CLIENT: 500, LIVE_IDLE_MINUTES: 1 },
      { total: 8_192, perClient: 256 },
    ),
  ).toEqual({ total: 100, perClient: 100, idleMs: 60_000 });
});
