// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { ShareBlock } from "./share-block";
import { enhanceShare } from "./share.enhance";

afterEach(() => vi.useRealTimers());

function mount() {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(ShareBlock, { url: "https://a.test/p" }),
  );
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
  // Whether the behaviour left each click to the browser, read once it has run; then the click
  // goes no further, since following the link would reach for the share site (tests run offline).
  const leftToBrowser: boolean[] = [];
  const stand = (event: Event) => {
    leftToBrowser.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener("click", stand);
  try {
    const link = root.querySelector<HTMLAnchorElement>("a")!;
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(open.mock.calls[0]![2]).toMatch(/^width=550,height=400,/);
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(leftToBrowser).toEqual([false, true]);
  } finally {
    document.removeEventListener("click", stand);
    open.mockRestore();
  }
});
