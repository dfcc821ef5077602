import { expect, test } from "vitest";
import { requestContext } from "~/context";
import { appRouteTable, routeContext } from "../../tests/helpers/route-table";
import { loaderArgs } from "../../tests/helpers/routes";
import { loader } from "./search";

const routes = await appRouteTable();
/** The search's loader for an address, as the server renders it (`tooMany`: for a client past its rate). */
async function answer(query = "", { tooMany = false } = {}) {
  const context = routeContext(routes);
  context.set(requestContext, { ...context.get(requestContext), tooMany });
  return loader({ ...loaderArgs(`/search${query}`), context });
}
const load = async (query = "") => (await answer(query)).data;

test("for a client past its rate: status 429, no-store, no results and no query, saying why", async () => {
  const refused = await answer("?q=atletico", { tooMany: true });
  expect(refused.init?.status).toBe(429);
  expect(new Headers(refused.init?.headers).get("Cache-Control")).toBe("no-store");
  expect(refused.data).toMatchObject({ tooMany: true, results: [], popular: [], query: { q: "" } });
  expect((await load("?q=atletico")).tooMany).toBe(false);
});

test("no query: no results, a short help's popular searches, each a link to its search", async () => {
  const page = await load();
  expect(page.results).toEqual([]);
  expect(page.popular.length).toBeGreaterThan(0);
  for (const item of page.popular)
    expect(item.href).toBe(
      `/search?q=${encodeURIComponent(item.text.toLowerCase()).replace(/%20/g, "+")}`,
    );
});

test("a query: ranked results with the matched words marked, each linked, the groups with counts", async () => {
  const page = await load("?q=Hawk-Eye");
  expect(page.query.q).toBe("hawk-eye");
  const first = page.results[0]!;
  expect(first).toMatchObject({
    kind: "Post",
    href: "/blogs/cricket-technology-hawk-eye-and-ultraedge",
  });
  expect(first.title.filter((part) => part.mark).map((part) => part.text)).toEqual(["Hawk", "Eye"]);
  expect(first.snippet.some((part) => part.mark)).toBe(true);
  expect(page.groups[0]).toMatchObject({ label: "All", current: true, href: "/search?q=hawk-eye" });
  expect(page.groups.find((group) => group.group === "posts")).toMatchObject({
    href: "/search?q=hawk-eye&kind=posts",
    current: false,
  });
});

test("a kind keeps only its results; the counts stay those of the whole search", async () => {
  const all = await load("?q=atletico");
  const teams = await load("?q=atletico&kind=teams");
  // One team, one page: its two seasons are one result.
  expect(teams.results.map((result) => [result.kind, result.href])).toEqual([
    ["Team", "/gaming/ucc/teams/atletico-madrid"],
  ]);
  expect(teams.total).toBe(1);
  expect(teams.groups.map((group) => group.count)).toEqual(all.groups.map((group) => group.count));
  expect(teams.groups.find((group) => group.current)?.group).toBe("teams");
  // An unknown kind is all of them.
  expect((await load("?q=atletico&kind=nope")).total).toBe(all.total);
});

test("pages of 10: previous and next links, a page past the end shows the last", async () => {
  const first = await load("?q=atletico");
  expect(first.results).toHaveLength(10);
  expect(first.next).toBe("/search?q=atletico&page=2");
  expect(first.previous).toBeUndefined();
  const last = await load("?q=atletico&page=999");
  expect(last.query.page).toBe(Math.ceil(first.total / 10));
  expect(last.next).toBeUndefined();
});

test("nothing found: a suggestion that finds something; gibberish gets none", async () => {
  const page = await load("?q=atletco+madird");
  expect(page.total).toBe(0);
  expect(page.suggestion).toEqual({ text: "atletico madrid", href: "/search?q=atletico+madrid" });
  expect((await load("?q=qqqqzzzz")).suggestion).toBeUndefined();
});

test("hostile queries are searched as text, cut to 100 characters", async () => {
  const long = await load(`?q=${"a".repeat(10_000)}`);
  expect(long.query.q).toHaveLength(100);
  const script = await load(`?q=${encodeURIComponent("<script>alert(1)</script>")}`);
  expect(script.query.q).toBe("<script>alert(1)</script>");
  for (const q of ["%00", '"a" AND -b*', "🏏⚽", "%E2%80%A8"])
    await expect(load(`?q=${q}`)).resolves.toBeDefined();
});
