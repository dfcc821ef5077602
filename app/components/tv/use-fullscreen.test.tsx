// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { useFullscreen } from "./use-fullscreen";

/** The element the document says is full screen (happy-dom keeps none of its own). */
function fullscreenElement(element: Element | null) {
  Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => element });
  act(() => void document.dispatchEvent(new Event("fullscreenchange")));
}

afterEach(() => {
  Reflect.deleteProperty(document, "fullscreenElement");
  Reflect.deleteProperty(document, "exitFullscreen");
  vi.restoreAllMocks();
});

function setUp() {
  const frame = document.createElement("div");
  const requestFullscreen = vi.fn(async () => {});
  frame.requestFullscreen = requestFullscreen;
  const hook = renderHook(() => useFullscreen<HTMLDivElement>());
  hook.result.current.ref.current = frame;
  return { frame, requestFullscreen, ...hook };
}

test("the toggle asks for full screen on the element, and leaves it when something is full screen", () => {
  const { frame, requestFullscreen, result } = setUp();
  const exitFullscreen = vi.fn(async () => {});
  Object.defineProperty(document, "exitFullscreen", { configurable: true, value: exitFullscreen });
  result.current.toggleFullscreen();
  expect(requestFullscreen).toHaveBeenCalledTimes(1);
  fullscreenElement(frame);
  result.current.toggleFullscreen();
  expect(exitFullscreen).toHaveBeenCalledTimes(1);
  expect(requestFullscreen).toHaveBeenCalledTimes(1);
});

test("'fullscreen' follows the document, however full screen was entered or left, and only for its element", () => {
  const { frame, result } = setUp();
  expect(result.current.fullscreen).toBe(false);
  fullscreenElement(frame);
  expect(result.current.fullscreen).toBe(true);
  fullscreenElement(null); // Esc, or the browser's own control
  expect(result.current.fullscreen).toBe(false);
  fullscreenElement(document.createElement("video"));
  expect(result.current.fullscreen).toBe(false);
});

test("a refused request (no user gesture, a policy) is not an error", async () => {
  const { requestFullscreen, result } = setUp();
  requestFullscreen.mockRejectedValueOnce(new TypeError("Permissions check failed"));
  result.current.toggleFullscreen();
  await Promise.resolve();
  expect(result.current.fullscreen).toBe(false);
});
