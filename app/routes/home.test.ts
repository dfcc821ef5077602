import { expect, test } from "vitest";
import { loader } from "./home";

test("Home lists the five newest posts by id", () => {
  const { latest } = loader();
  expect(latest.map((post) => post.id)).toEqual([18, 17, 16, 15, 14]);
  expect(latest[0]).toMatchObject({
    slug: expect.any(String),
    title: expect.any(String),
    cover: expect.stringMatching(/^blog\//),
  });
});
