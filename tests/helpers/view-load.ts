// Clients posting views one after another against a running server (limits off), for tests of a
// store failing under load: how many were counted, answered 503, or anything else.
import { expect } from "vitest";
import type { RunningServer } from "./server";

export const LOAD_SLUG = "how-processors-work";
/** A browser's User-Agent: Node's own ("node") is rightly taken for a bot. */
export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

export type ViewLoad = {
  /** View POSTs answered 200 (each one counted: limits are off). */
  counted: number;
  /** View POSTs answered 503 (store down; the database may still have committed some of them). */
  unavailable: number;
  /** Anything else: another status, or no answer at all. */
  unexpected: string[];
  /** When the latest 200 arrived (ms since the epoch). */
  lastCountedAt: number;
  stop: () => Promise<void>;
};

/** `clients` clients posting views of LOAD_SLUG one after another until stopped; a client that gets no answer stops. */
export function startViewLoad(server: RunningServer, clients = 20): ViewLoad {
  let running = true;
  const load: ViewLoad = {
    counted: 0,
    unavailable: 0,
    unexpected: [],
    lastCountedAt: 0,
    stop: async () => undefined,
  };
  async function client() {
    while (running) {
      try {
        const response = await fetch(`${server.url}/api/views/${LOAD_SLUG}`, {
          method: "POST",
          headers: { "User-Agent": BROWSER },
        });
        await response.arrayBuffer();
        if (response.status === 200) {
          load.counted += 1;
          load.lastCountedAt = Date.now();
        } else if (response.status === 503) load.unavailable += 1;
        else load.unexpected.push(`status ${response.status}`);
      } catch (error) {
        load.unexpected.push(
          `no answer: ${error instanceof Error ? String(error.cause ?? error.message) : String(error)}`,
        );
        return;
      }
    }
  }
  const workers = Array.from({ length: clients }, client);
  load.stop = async () => {
    running = false;
    await Promise.all(workers);
  };
  return load;
}

/** Waits until the load has had `more` further views counted. */
export async function countedMore(load: ViewLoad, more: number) {
  const target = load.counted + more;
  await expect
    .poll(() => load.counted, { timeout: 30_000, interval: 20 })
    .toBeGreaterThanOrEqual(target);
}

/** The stored count of LOAD_SLUG, as the server reads it. */
export async function storedViews(server: RunningServer): Promise<number> {
  return ((await (await fetch(`${server.url}/api/views/${LOAD_SLUG}`)).json()) as { views: number })
    .views;
}
