// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { allPostSummaries } from "~/features/blog/posts.server";
import { loaderArgs, stubLoader, thrownData } from "../../../tests/helpers/routes";
import SeriesPage, { loader } from "./series";

afterEach(cleanup);

/** The content's first series: its slug and its parts, in order. */
function firstSeries() {
  const parts = allPostSummaries().filter((post) => post.series);
  const slug = parts[0]!.series!.slug;
  return {
    slug,
    parts: parts
      .filter((post) => post.series!.slug === slug)
      .sort((a, b) => a.series!.part - b.series!.part),
  };
}

test("a series' page: its name and every part in order, each linked, with 'Part n of N'", async () => {
  const { slug, parts } = firstSeries();
  expect(parts.length).toBeGreaterThanOrEqual(2);
  const data = loader(loaderArgs(`/blogs/series/${slug}`, { series: slug }));
  expect(data.parts.map((part) => part.slug)).toEqual(parts.map((post) => post.slug));
  const Stub = createRoutesStub([
    { path: "/blogs/series/:series", Component: SeriesPage, loader: stubLoader(loader) },
  ]);
  render(<Stub initialEntries={[`/blogs/series/${slug}`]} />);
  await screen.findByRole("heading", { level: 1, name: parts[0]!.series!.name });
  const items = screen.getAllByRole("listitem");
  expect(items).toHaveLength(parts.length);
  for (const [at, post] of parts.entries()) {
    expect(items[at]!.textContent).toContain(`Part ${post.series!.part} of ${data.total}`);
    expect(within(items[at]!).getByRole("link", { name: post.title })).toHaveProperty(
      "pathname",
      `/blogs/${post.slug}`,
    );
  }
  expect(screen.getByRole("link", { name: "The series in the blog list" })).toHaveProperty(
    "search",
    `?series=${slug}`,
  );
});

test("a series no post names is the site's not-found page (status 404)", () => {
  expect(thrownData(() => loader(loaderArgs("/blogs/series/nope", { series: "nope" })))).toEqual({
    status: 404,
    data: "Not Found",
  });
});
