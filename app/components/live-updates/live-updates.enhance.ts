import type { BehaviourModule, EnhanceContext } from "~/enhance/behaviour";
import { liveUrl } from "~/features/live/contract";
import { LIVE_UPDATES } from "./contract";

/** The wait before opening a stream the server refused (503 full, 429) or ended for good, doubling up to the last. */
export const REOPEN_MS = { first: 30_000, last: 300_000 };
/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;

type Options = {
  EventSource?: typeof EventSource;
  fetch?: typeof fetch;
  enhance?: EnhanceContext["enhance"];
  random?: () => number;
};

/**
 * Follows play on an open page: one stream for the page's topics (none while the tab is hidden);
 * on each event the page's own address is fetched again (the server's page cache holds the new
 * version) and every region whose markup changed is swapped in place, then announced politely.
 * When the new page follows other topics, or none (the match is over), the stream follows suit.
 */
export function enhanceLiveUpdates(
  root: HTMLElement,
  {
    EventSource: Source = EventSource,
    fetch: fetchImpl = fetch,
    enhance,
    random = Math.random,
  }: Options = {},
) {
  let topics = root.getAttribute(LIVE_UPDATES.topics);
  let version = root.getAttribute(LIVE_UPDATES.version);
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = REOPEN_MS.first;
  let refreshing = false;
  let again = false;
  /** Each region's markup as the server last sent it (the page's own at first). */
  const known = new Map<string, string>();

  function close() {
    clearTimeout(timer);
    source?.close();
    source = undefined;
  }

  function open() {
    close();
    // Nothing to follow, nobody looking, or the page no longer has this root.
    if (!topics || document.hidden || !root.isConnected) return;
    const stream = (source = new Source(liveUrl(topics, version)));
    stream.onopen = () => (wait = REOPEN_MS.first);
    stream.onmessage = (event) => {
      version = event.lastEventId || version;
      void refresh();
    };
    stream.onerror = () => {
      // A dropped connection the browser retries by itself; a refusal closes the stream for good.
      if (stream.readyState !== CLOSED || stream !== source) return;
      timer = setTimeout(open, wait * (0.5 + random()));
      wait = Math.min(wait * 2, REOPEN_MS.last);
    };
  }

  async function swap() {
    const response = await fetchImpl(window.location.href, {
      headers: { Accept: "text/html" },
      cache: "no-cache",
    });
    if (!response.ok) return;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const said = await swapRegions(page, known, enhance);
    if (said.length > 0) {
      root.textContent = said.join(". ");
      // A match page's title carries its score.
      document.title = page.title || document.title;
    }
    const next = page.querySelector(`[${LIVE_UPDATES.topics}]`);
    version = next?.getAttribute(LIVE_UPDATES.version) ?? version;
    const nextTopics = next?.getAttribute(LIVE_UPDATES.topics) ?? null;
    if (nextTopics !== topics) {
      topics = nextTopics;
      open();
    }
  }

  /** One fetch at a time; events that arrive meanwhile bring one more. */
  async function refresh() {
    if (refreshing) return void (again = true);
    refreshing = true;
    try {
      do {
        again = false;
        await swap();
      } while (again);
    } catch {
      // Offline for a moment: the next event, or a reload, brings the page up to date.
    } finally {
      refreshing = false;
    }
  }

  document.addEventListener("visibilitychange", () => (document.hidden ? close() : open()));
  open();
}

/**
 * Swaps each region of the document whose markup in `page` differs from what the server sent
 * last (`known`, by region), marks it as just updated, enhances what arrived, and answers the
 * labels of the regions that changed.
 */
async function swapRegions(
  page: Document,
  known: Map<string, string>,
  enhance: EnhanceContext["enhance"] | undefined,
): Promise<string[]> {
  const said: string[] = [];
  for (const region of document.querySelectorAll<HTMLElement>(`[${LIVE_UPDATES.region}]`)) {
    const name = region.getAttribute(LIVE_UPDATES.region)!;
    const fresh = [...page.querySelectorAll(`[${LIVE_UPDATES.region}]`)].find(
      (candidate) => candidate.getAttribute(LIVE_UPDATES.region) === name,
    );
    const before = known.get(name) ?? region.innerHTML;
    if (!fresh || fresh.innerHTML === before) continue;
    known.set(name, fresh.innerHTML);
    fresh.setAttribute(LIVE_UPDATES.updated, "");
    const adopted = document.adoptNode(fresh);
    region.replaceWith(adopted);
    said.push(fresh.getAttribute(LIVE_UPDATES.label) ?? "");
    await enhance?.(adopted);
  }
  return said;
}

export const attach: BehaviourModule["attach"] = (element, context) =>
  enhanceLiveUpdates(element, { enhance: context.enhance });
