// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { ShareBlock } from "./share-block";
import { enhanceShare } from "./share.enhance";

afterEach(() => vi.useRealTimers());

function mount() {
  document.body.innerHTML = renderToStaticMarkup(createElement(ShareBlock, { url: "https://a.test/p" }));
  return { root: document.querySelector("section")!, button: document.querySelector("button")! };
}

test("Copy Link is disabled until the behaviour is ready", () => {
  const { root, button } = mount();
  expect(button.disabled).toBe(true);
  enhanceShare(root);
  expect(button.disabled).toBe(false);
});

test("Copy Link says Copied! for 2 s, then Copy Link", async () => {
  vi.useFakeTimers();
  const { root, button } = mount();
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  enhanceShare(root);
  button.click();
  await vi.advanceTimersByTimeAsync(0);
  expect(writeText).toHaveBeenCalledWith("https://a.test/p");
  expect(button.textContent).toBe("Copied!");
  await vi.advanceTimersByTimeAsync(1999);
  expect(button.textContent).toBe("Copied!");
  await vi.advanceTimersByTimeAsync(1);
  expect(button.textContent).toBe("Copy Link");
});

test("share links open a popup; a blocked popup leaves the link to open a tab", () => {
  const { root } = mount();
  const open = vi
    .spyOn(window, "open")
    .mockReturnValueOnce({ opener: window } as unknown as Window)
    .mockReturnValueOnce(null);
  enhanceShare(root);
  const link = root.querySelector<HTMLAnchorElement>("a")!;
  const first = new MouseEvent("click", { cancelable: true });
  link.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  expect(open.mock.calls[0]![2]).toMatch(/^width=550,height=400,/);
  const second = new MouseEvent("click", { cancelable: true });
  link.dispatchEvent(second);
  expect(second.defaultPrevented).toBe(false);
  open.mockRestore();
});
