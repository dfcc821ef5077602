import { expect, test } from "vitest";
import { SHIPPED_POSTS } from "../../tests/helpers/content";
import { loader } from "./home";

test("Home lists the five newest posts by id", () => {
  const { latest } = loader();
  expect(latest.map((post) => post.id)).toEqual(
    Array.from({ length: 5 }, (_, i) => SHIPPED_POSTS - i),
  );
  expect(latest[0]).toMatchObject({
    slug: expect.any(String),
    title: expect.any(String),
    cover: expect.stringMatching(/^blog\//),
  });
});
