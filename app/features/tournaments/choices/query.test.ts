import { expect, test } from "vitest";
import { canonicalQuery, choiceLinks, parseQuery, queryString, type QueryParam } from "./query";

// A year with its own groups: 2025 has groups 1 and 2, 2026 only group 1 (default year 2026).
const GROUPS: Record<string, string[]> = { "2025": ["1", "2"], "2026": ["1"] };
const PARAMS: QueryParam[] = [
  {
    name: "year",
    label: "Year",
    options: () => ["2025", "2026"].map((value) => ({ value, label: value })),
    defaultValue: () => "2026",
  },
  {
    name: "group",
    label: "Group",
    options: (picked) =>
      (GROUPS[picked.year!] ?? []).map((value) => ({ value, label: `Group ${value}` })),
  },
];
const parse = (query: string) => parseQuery(PARAMS, new URLSearchParams(query));

test("missing or empty choices take their defaults; known ones are kept", () => {
  expect(parse("")).toEqual({ ok: true, values: { year: "2026", group: "1" } });
  expect(parse("year=&group=")).toEqual({ ok: true, values: { year: "2026", group: "1" } });
  expect(parse("year=2025&group=2&junk=1")).toEqual({
    ok: true,
    values: { year: "2025", group: "2" },
  });
});

test("an unknown value is refused with its choice; a later choice depends on the earlier one", () => {
  const bad = parse("year=1999");
  expect(bad).toMatchObject({ ok: false, value: "1999", values: { year: "2026", group: "1" } });
  expect(!bad.ok && bad.param.name).toBe("year");
  // Group 2 exists in 2025 but not in 2026.
  const group = parse("year=2026&group=2");
  expect(!group.ok && [group.param.name, group.value]).toEqual(["group", "2"]);
});

test("queryString writes non-default choices in the page's order", () => {
  expect(queryString(PARAMS, { year: "2026", group: "1" })).toBe("");
  expect(queryString(PARAMS, { group: "2", year: "2025" })).toBe("?year=2025&group=2");
  expect(queryString(PARAMS, { year: "2025", group: "1" })).toBe("?year=2025");
});

test("canonical query: one form per page, junk dropped, an unknown value kept so the key answers 404 too", () => {
  expect(canonicalQuery(PARAMS, new URLSearchParams("group=1&year=2026&utm_source=x"))).toBe("");
  expect(canonicalQuery(PARAMS, new URLSearchParams("group=2&year=2025"))).toBe(
    "?year=2025&group=2",
  );
  expect(canonicalQuery(PARAMS, new URLSearchParams("year=1999&group=9"))).toBe("?year=1999");
  expect(canonicalQuery(PARAMS, new URLSearchParams("year=2025&group=Z"))).toBe(
    "?year=2025&group=Z",
  );
});

test("choice links keep the other choices, and drop a later one the new value does not offer", () => {
  const years = choiceLinks("/q", PARAMS, { year: "2025", group: "2" }, "year");
  expect(years.map(({ label, href, current }) => [label, href, current])).toEqual([
    ["2025", "/q?year=2025&group=2", true],
    ["2026", "/q", false],
  ]);
  const groups = choiceLinks("/q", PARAMS, { year: "2025", group: "2" }, "group");
  expect(groups.map(({ href }) => href)).toEqual(["/q?year=2025", "/q?year=2025&group=2"]);
  expect(() => choiceLinks("/q", PARAMS, {}, "metric")).toThrow('No choice "metric" on /q');
});
