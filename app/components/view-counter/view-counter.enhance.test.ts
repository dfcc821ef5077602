// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { ViewCounter } from "./view-counter";
import { enhanceViewCounter } from "./view-counter.enhance";

function mount() {
  document.body.innerHTML = renderToStaticMarkup(createElement(ViewCounter, { slug: "a-post" }));
  return document.querySelector<HTMLElement>("span")!;
}

test("one POST, then the count is shown; a failure keeps it hidden", async () => {
  const element = mount();
  expect(element.hidden).toBe(true);
  const fetchMock = vi.fn().mockResolvedValue(Response.json({ views: 1234 }));
  await enhanceViewCounter(element, fetchMock);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]![0]).toBe("/api/views/a-post");
  expect(fetchMock.mock.calls[0]![1].method).toBe("POST");
  expect(element.hidden).toBe(false);
  expect(element.textContent).toBe("1,234 views");

  const down = mount();
  await enhanceViewCounter(down, vi.fn().mockResolvedValue(new Response("", { status: 503 })));
  expect(down.hidden).toBe(true);
});
