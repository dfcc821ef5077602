import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { isNavItemActive, NAV_ITEMS } from "./links";
import { footerSection, isTournamentPath, navSection, SECTION_COLOURS } from "./sections";
import { matchPath, playerPath, teamPath } from "~/features/tournaments/model/addresses";
import {
  TOURNAMENT_PAGES,
  TOURNAMENTS,
  tournamentPath,
} from "~/features/tournaments/model/tournaments";

test("services is green, gaming paths red, everything else blue (nav)", () => {
  expect(navSection("/services")).toBe("services");
  expect(navSection("/services/")).toBe("services");
  expect(navSection("/gaming")).toBe("gaming");
  for (const { id } of TOURNAMENTS)
    for (const { page } of TOURNAMENT_PAGES)
      expect(navSection(tournamentPath(id, page))).toBe("gaming");
  for (const path of [
    "/",
    "/blogs",
    "/blogs/x",
    "/services/extra",
    "/gaming/abc",
    "/gaming/ucc/unknown",
    "/tv",
    "/shop",
  ]) {
    expect(navSection(path)).toBe("default");
  }
});

test("footer: green on services, red only on tournament pages", () => {
  expect(footerSection("/services")).toBe("services");
  expect(footerSection("/gaming")).toBe("default");
  expect(footerSection("/gaming/csc/stats")).toBe("gaming");
  // The match centre's pages are the tournament's: its match, team and player pages.
  for (const id of ["ucc", "csc"] as const) {
    for (const path of [
      matchPath(id, 2025, "grand-final"),
      teamPath(id, "Some Team"),
      playerPath(id, "Some Player"),
    ]) {
      expect(navSection(path), path).toBe("gaming");
      expect(footerSection(path), path).toBe("gaming");
    }
  }
  expect(isTournamentPath("/gaming/ucc/teams/a/b")).toBe(false);
  expect(isTournamentPath("/gaming/nope/teams/a")).toBe(false);
  expect(footerSection("/about")).toBe("default");
  expect(isTournamentPath("/gaming/ucc/standings/extra")).toBe(false);
});

test("active link is exact for Home, Services, TV, Gaming and a prefix for the others", () => {
  const item = (label: string) => NAV_ITEMS.find((entry) => entry.label === label)!;
  expect(isNavItemActive(item("Home"), "/")).toBe(true);
  expect(isNavItemActive(item("Home"), "/blogs")).toBe(false);
  expect(isNavItemActive(item("Blogs"), "/blogs/some-post")).toBe(true);
  expect(isNavItemActive(item("Blogs"), "/blogsx")).toBe(false);
  expect(isNavItemActive(item("Gaming"), "/gaming")).toBe(true);
  expect(isNavItemActive(item("Gaming"), "/gaming/ucc")).toBe(false);
  expect(isNavItemActive(item("Services"), "/services/")).toBe(true);
  expect(isNavItemActive(item("TV"), "/tv/guide")).toBe(false);
  expect(isNavItemActive(item("About"), "/about")).toBe(true);
});

test("only Gaming keeps the mobile menu open", () => {
  expect(NAV_ITEMS.filter((entry) => entry.keepsMenuOpen).map((entry) => entry.label)).toEqual([
    "Gaming",
  ]);
});

test("each section colour is a theme variable that app.css declares (its one written value)", () => {
  const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  for (const colour of Object.values(SECTION_COLOURS)) {
    const name = /^var\((--color-[a-z-]+)\)$/.exec(colour)?.[1];
    expect(name, colour).toBeDefined();
    expect(theme).toMatch(new RegExp(`${name}:\\s*rgb\\(`));
  }
});
