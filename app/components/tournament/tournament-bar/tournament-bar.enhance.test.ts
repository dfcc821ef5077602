// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { TournamentBar } from "./tournament-bar";
import { enhanceTournamentBar } from "./tournament-bar.enhance";
import { fakeQuery } from "../../../../tests/helpers/media-query";

function mount(wide = false) {
  document.body.innerHTML = `<main>${renderToStaticMarkup(createElement(TournamentBar, { id: "ucc", current: "standings" }))}</main><p id="outside">x</p>`;
  const details = document.querySelector("details")!;
  const query = fakeQuery(wide);
  enhanceTournamentBar(details, query as unknown as MediaQueryList);
  return { details, query };
}

test("the markup: seven links in TOURNAMENT_PAGES' order, the current page marked, a summary that opens without script", () => {
  const { details } = mount();
  const links = [...details.querySelectorAll("a")];
  expect(links.map((link) => link.textContent)).toEqual([
    "Home",
    "Teams",
    "Fixtures",
    "Standings",
    "Stats",
    "Qualifiers",
    "Info",
  ]);
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    "/gaming/ucc",
    "/gaming/ucc/teams",
    "/gaming/ucc/fixtures",
    "/gaming/ucc/standings",
    "/gaming/ucc/stats",
    "/gaming/ucc/qualifiers",
    "/gaming/ucc/info",
  ]);
  expect(details.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  expect(details.querySelector('[aria-current="page"]')!.textContent).toBe("Standings");
  expect(details.querySelector("summary")!.textContent).toBe("UCC menu, current page: Standings");
  expect(details.open).toBe(false);
});

test("on a page inside a section (a match, a team, a player), the bar marks that section, not a page", () => {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(TournamentBar, { id: "csc", current: undefined, section: "fixtures" }),
  );
  expect(document.querySelectorAll("[aria-current]")).toHaveLength(1);
  expect(document.querySelector('[aria-current="true"]')!.textContent).toBe("Fixtures");
  expect(document.querySelector('[aria-current="page"]')).toBeNull();
  expect(document.querySelector("summary")!.textContent).toBe(
    "CSC menu, current section: Fixtures",
  );
  // A page of the bar itself is marked as the page.
  document.body.innerHTML = renderToStaticMarkup(
    createElement(TournamentBar, { id: "csc", current: "info", section: undefined }),
  );
  expect(document.querySelector('[aria-current="page"]')!.textContent).toBe("Info");
});

test("on a phone, choosing a page closes the dropdown; so do Escape (focus back on the summary) and a click outside", () => {
  const { details } = mount();
  details.open = true;
  const link = details.querySelector<HTMLAnchorElement>('a[href="/gaming/ucc/teams"]')!;
  link.addEventListener("click", (event) => event.preventDefault());
  link.click();
  expect(details.open).toBe(false);

  details.open = true;
  link.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  expect(details.open).toBe(false);
  expect(document.activeElement).toBe(details.querySelector("summary"));

  details.open = true;
  details.querySelector("summary")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  details.open = true;
  document.getElementById("outside")!.click();
  expect(details.open).toBe(false);
});

test("on wide screens the list always shows, so the details stays open; back on a phone it closes", () => {
  const { details, query } = mount(true);
  expect(details.open).toBe(true);
  details
    .querySelector<HTMLAnchorElement>("a")!
    .addEventListener("click", (event) => event.preventDefault());
  details.querySelector<HTMLAnchorElement>("a")!.click();
  expect(details.open).toBe(true);
  query.set(false);
  expect(details.open).toBe(false);
});
