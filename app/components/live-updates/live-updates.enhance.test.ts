// @vitest-environment happy-dom
import { createElement as h, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { LiveTopics } from "~/features/live/contract";
import { LiveRegion, LiveUpdates } from "./live-updates";
import { enhanceLiveUpdates, REOPEN_MS } from "./live-updates.enhance";

/** A page as the server renders it: its score and table as regions, and its topics when it follows play. */
function page(score: string, table: string, live: LiveTopics | undefined) {
  return `<!doctype html><title>Score ${score}</title><body>${renderToStaticMarkup(
    h(
      Fragment,
      null,
      h(LiveRegion, { name: "score", label: "Score updated", children: h("p", null, score) }),
      h(LiveRegion, { name: "table", label: "Table updated", children: h("p", null, table) }),
      h(LiveUpdates, { live }),
    ),
  )}</body>`;
}

/** EventSource as the behaviour uses it: the test opens, sends and closes. */
class FakeSource {
  static made: FakeSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { lastEventId: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  refuse() {
    this.readyState = 2;
    this.onerror?.();
  }
}

const LIVE = { topics: "ucc/2026", version: "0123456789ab" };

function mount(next: string[]) {
  FakeSource.made = [];
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    page("1-0", "P1", LIVE),
    "text/html",
  ).documentElement.innerHTML;
  const fetchMock = vi.fn(async () => new Response(next.shift() ?? next.at(-1)));
  const enhance = vi.fn(async () => undefined);
  const root = document.querySelector<HTMLElement>("[data-enhance=live-updates]")!;
  enhanceLiveUpdates(root, {
    EventSource: FakeSource as unknown as typeof EventSource,
    fetch: fetchMock as typeof fetch,
    enhance,
    random: () => 0.5,
  });
  const text = (name: string) => document.querySelector(`[data-live-region=${name}]`)!.textContent;
  return { root, fetchMock, enhance, text };
}

beforeEach(() => window.history.replaceState(null, "", "/gaming/ucc/matches/2026/match-1?x=1"));
afterEach(() => void vi.useRealTimers());

test("one stream for the page's topics, from the version it was rendered from", () => {
  mount([]);
  expect(FakeSource.made.map((source) => source.url)).toEqual([
    "/live?topics=ucc%2F2026&since=0123456789ab",
  ]);
});

test("an event: the page is fetched again, only the parts that changed are swapped, and the change is said politely", async () => {
  const { root, fetchMock, enhance, text } = mount([page("2-0", "P1", LIVE)]);
  const table = document.querySelector("[data-live-region=table]");
  FakeSource.made[0]!.onmessage!({ lastEventId: "ba9876543210" });
  await vi.waitFor(() => expect(text("score")).toBe("2-0"));
  expect(fetchMock).toHaveBeenCalledWith(window.location.href, {
    headers: { Accept: "text/html" },
    cache: "no-cache",
  });
  expect(
    document.querySelector("[data-live-region=score]")!.hasAttribute("data-live-updated"),
  ).toBe(true);
  // The table did not change: the very same element, not announced.
  expect(document.querySelector("[data-live-region=table]")).toBe(table);
  expect(root.textContent).toBe("Score updated");
  expect(root.getAttribute("role")).toBe("status");
  expect(document.title).toBe("Score 2-0");
  expect(enhance).toHaveBeenCalledTimes(1);
});

test("the match is over: the new page follows nothing, and the stream is closed", async () => {
  const { text } = mount([page("3-1", "P3", undefined)]);
  FakeSource.made[0]!.onmessage!({ lastEventId: "ba9876543210" });
  await vi.waitFor(() => expect(text("table")).toBe("P3"));
  expect(FakeSource.made[0]!.closed).toBe(true);
  expect(FakeSource.made).toHaveLength(1);
});

test("refused (503 full, 429): opened again after a wait that doubles; a dropped connection is left to the browser", async () => {
  vi.useFakeTimers();
  mount([]);
  const first = FakeSource.made[0]!;
  first.readyState = 0;
  first.onerror!();
  await vi.advanceTimersByTimeAsync(REOPEN_MS.last);
  expect(FakeSource.made).toHaveLength(1);
  first.refuse();
  await vi.advanceTimersByTimeAsync(REOPEN_MS.first - 1);
  expect(FakeSource.made).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(FakeSource.made).toHaveLength(2);
  FakeSource.made[1]!.refuse();
  await vi.advanceTimersByTimeAsync(REOPEN_MS.first * 2 - 1);
  expect(FakeSource.made).toHaveLength(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(FakeSource.made).toHaveLength(3);
});

test("a hidden tab holds no stream; shown again, it opens one from the version it has", () => {
  mount([]);
  const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(true);
  document.dispatchEvent(new Event("visibilitychange"));
  expect(FakeSource.made[0]!.closed).toBe(true);
  hidden.mockReturnValue(false);
  document.dispatchEvent(new Event("visibilitychange"));
  expect(FakeSource.made.map((source) => source.closed)).toEqual([true, false]);
  expect(FakeSource.made[1]!.url).toContain("since=0123456789ab");
});

test("without topics the markup names no behaviour, and no stream can open", () => {
  document.body.innerHTML = renderToStaticMarkup(h(LiveUpdates, { live: undefined }));
  expect(document.body.innerHTML).toBe("");
});
