// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { ViewCounter } from "./view-counter";
import { enhanceViewCounter } from "./view-counter.enhance";

function mount() {
  document.body.innerHTML = renderToStaticMarkup(createElement(ViewCounter, { slug: "a-post" }));
  return document.querySelector<HTMLElement>("[data-enhance=view-counter]")!;
}

test("one POST, then the count is shown; a failure keeps it and its dot invisible", async () => {
  const element = mount();
  expect(element.hasAttribute("data-shown")).toBe(false);
  const fetchMock = vi.fn().mockResolvedValue(Response.json({ views: 1234 }));
  await enhanceViewCounter(element, fetchMock);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]![0]).toBe("/api/views/a-post");
  expect(fetchMock.mock.calls[0]![1].method).toBe("POST");
  expect(element.hasAttribute("data-shown")).toBe(true);
  expect(element.querySelector("[data-view-count]")!.textContent).toBe("1,234 views");

  const down = mount();
  await enhanceViewCounter(down, vi.fn().mockResolvedValue(new Response("", { status: 503 })));
  expect(down.hasAttribute("data-shown")).toBe(false);
  expect(down.querySelector("[data-view-count]")!.textContent).toBe("");
});

// Their room kept while invisible, and none without JavaScript, is a matter of layout: the
// browser tests check it (tests/e2e/blog.spec.ts).
test("the dot is not read out; the count is announced when it arrives", () => {
  const element = mount();
  const [separator, count] = element.children;
  expect(separator!.hasAttribute("data-view-separator")).toBe(true);
  expect(separator!.getAttribute("aria-hidden")).toBe("true");
  expect(count!.hasAttribute("data-view-count")).toBe(true);
  expect(count!.getAttribute("aria-live")).toBe("polite");
});
