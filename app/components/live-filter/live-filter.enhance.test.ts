// @vitest-environment happy-dom
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { TYPING_DELAY_MS } from "./contract";
import { defaultOption, FilterLink, LiveFilterForm, LiveFilterResults } from "./live-filter";
import { enhanceLiveFilter } from "./live-filter.enhance";

function page(results: string) {
  return renderToStaticMarkup(
    h("div", null, [
      h(LiveFilterForm, { key: "f", id: "f", action: "/services", resultsId: "r" }, [
        h("input", { key: "q", type: "search", name: "q", defaultValue: "" }),
        h("select", { key: "c", name: "category", defaultValue: "All" }, [
          h("option", { key: 1 }, "All"),
          h("option", { key: 2 }, "Web"),
        ]),
        h("input", {
          key: "s",
          type: "radio",
          name: "sort",
          value: "latest",
          defaultChecked: true,
          ...defaultOption(true),
        }),
        h("input", {
          key: "o",
          type: "radio",
          name: "sort",
          value: "oldest",
          ...defaultOption(false),
        }),
      ]),
      h(LiveFilterResults, { key: "r", id: "r" }, [
        h("p", { key: "p" }, results),
        h(FilterLink, { key: "l", href: "/services?page=2" }, "2"),
        h("select", { key: "m", name: "month", form: "f", defaultValue: "" }, [
          h("option", { key: 0, value: "" }, "All"),
          h("option", { key: 1, value: "3" }, "March"),
        ]),
      ]),
    ]),
  );
}

beforeEach(() => window.history.replaceState(null, "", "/services"));
afterEach(() => vi.useRealTimers());

function mount() {
  document.body.innerHTML = page("old");
  const fetchMock = vi.fn(
    async (url: string | URL | Request) =>
      new Response(page(`results for ${new URL(String(url)).search}`)),
  );
  const enhance = vi.fn(async () => undefined);
  const form = document.querySelector("form")!;
  enhanceLiveFilter(form, { fetch: fetchMock as typeof fetch, enhance });
  const results = () => document.querySelector("#r p")!.textContent;
  return { form, fetchMock, enhance, results };
}

test("choosing fetches the form's URL, swaps the results, enhances them and updates the address", async () => {
  const { form, fetchMock, enhance, results } = mount();
  const select = form.querySelector("select")!;
  select.value = "Web";
  select.dispatchEvent(new Event("input", { bubbles: true }));
  await vi.waitFor(() => expect(results()).toBe("results for ?category=Web&sort=latest"));
  const requested = new URL(String(fetchMock.mock.calls[0]![0]));
  expect(requested.pathname + requested.search).toBe("/services?category=Web&sort=latest");
  expect(window.location.search).toBe("?category=Web&sort=latest");
  expect(enhance).toHaveBeenCalledWith(document.getElementById("r"));
});

test("a field in the results joins the form; filter links are followed in place", async () => {
  const { fetchMock, results } = mount();
  const month = document.querySelector<HTMLSelectElement>('select[name="month"]')!;
  month.value = "3";
  month.dispatchEvent(new Event("input", { bubbles: true }));
  await vi.waitFor(() => expect(results()).toBe("results for ?category=All&sort=latest&month=3"));
  document.querySelector<HTMLAnchorElement>("#r a")!.click();
  await vi.waitFor(() => expect(results()).toBe("results for ?page=2"));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test("typing asks once, TYPING_DELAY_MS after the last key, and replaces the address rather than adding to the history", async () => {
  vi.useFakeTimers();
  const { form, fetchMock } = mount();
  const search = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const type = (value: string) => {
    search.value = value;
    search.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const before = window.history.length;
  type("w");
  vi.advanceTimersByTime(TYPING_DELAY_MS - 1);
  type("we");
  vi.advanceTimersByTime(TYPING_DELAY_MS - 1);
  expect(fetchMock).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(new URL(String(fetchMock.mock.calls[0]![0])).searchParams.get("q")).toBe("we");
  await vi.runAllTimersAsync();
  expect(window.location.search).toContain("q=we");
  expect(window.history.length).toBe(before);
});

test("inputs in the results region that are not the form's are not its business", () => {
  vi.useFakeTimers();
  const { fetchMock } = mount();
  document.getElementById("r")!.insertAdjacentHTML("beforeend", `<input id="other" name="x">`);
  document.getElementById("other")!.dispatchEvent(new Event("input", { bubbles: true }));
  // Nothing was even scheduled.
  expect(vi.getTimerCount()).toBe(0);
  vi.runAllTimers();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("back to an address without a sort checks the default option again", async () => {
  const { form, results } = mount();
  form.querySelector<HTMLInputElement>('input[value="oldest"]')!.click();
  form
    .querySelector<HTMLInputElement>('input[value="oldest"]')!
    .dispatchEvent(new Event("input", { bubbles: true }));
  await vi.waitFor(() => expect(results()).toBe("results for ?category=All&sort=oldest"));
  window.history.replaceState(null, "", "/services");
  window.dispatchEvent(new PopStateEvent("popstate"));
  await vi.waitFor(() =>
    expect(form.querySelector<HTMLInputElement>('input[value="latest"]')!.checked).toBe(true),
  );
});
