// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { IFRAME_API_SRC, IFRAME_API_TIMEOUT_MS, loadIframeApi } from "./youtube-iframe";

/** The script elements the loader adds; kept out of the document, so nothing is fetched. */
let added: HTMLScriptElement[] = [];

beforeEach(() => {
  added = [];
  vi.useFakeTimers();
  vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The loader keeps one attempt per page; a failed one is forgotten, so these run in this order.
test("a script that never announces itself is given up after the timeout", async () => {
  const loading = loadIframeApi();
  const outcome = loading.then(
    () => "loaded",
    (error: Error) => error.message,
  );
  expect(added.map((script) => script.src)).toEqual([IFRAME_API_SRC]);
  await vi.advanceTimersByTimeAsync(IFRAME_API_TIMEOUT_MS - 1);
  expect(await Promise.race([outcome, Promise.resolve("pending")])).toBe("pending");
  await vi.advanceTimersByTimeAsync(1);
  expect(await outcome).toBe("The YouTube player did not load in time");
});

test("a script that fails to load rejects at once, and a later call tries again", async () => {
  const first = loadIframeApi();
  added[0]!.onerror!(new Event("error"));
  await expect(first).rejects.toThrow("could not be loaded");
  const second = loadIframeApi();
  expect(added).toHaveLength(2);
  added[1]!.onerror!(new Event("error"));
  await expect(second).rejects.toThrow();
});

test("while the page is still loading, the script waits for the load event (a hanging one must not hold it)", async () => {
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  try {
    const loading = loadIframeApi();
    expect(added).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(added.map((script) => script.src)).toEqual([IFRAME_API_SRC]);
    added[0]!.onerror!(new Event("error"));
    await expect(loading).rejects.toThrow();
  } finally {
    delete (document as unknown as { readyState?: string }).readyState;
  }
});

test("the API announcing itself resolves with its namespace, and the timeout no longer fires", async () => {
  const loading = loadIframeApi();
  const YT = { Player: vi.fn() } as unknown as NonNullable<Window["YT"]>;
  window.YT = YT;
  window.onYouTubeIframeAPIReady!();
  await expect(loading).resolves.toBe(YT);
  await vi.advanceTimersByTimeAsync(IFRAME_API_TIMEOUT_MS);
  await expect(loadIframeApi()).resolves.toBe(YT);
  expect(added).toHaveLength(1);
});
