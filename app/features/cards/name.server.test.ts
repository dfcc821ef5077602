import { expect, test } from "vitest";
import { pageCard } from "./card-text";
import { CARD_NAME, cardName } from "./name.server";

const about = pageCard({ name: "About", tagline: "Blogs and gaming.", section: "default" });

test("the same text and brand give the same name; any change gives another", () => {
  const name = cardName(about, "brand-a");
  expect(name).toMatch(CARD_NAME);
  expect(cardName({ ...about }, "brand-a")).toBe(name);
  expect(cardName({ ...about, line: "Blogs and games." }, "brand-a")).not.toBe(name);
  expect(cardName({ ...about, section: "gaming" }, "brand-a")).not.toBe(name);
  expect(cardName(about, "brand-b")).not.toBe(name);
});
