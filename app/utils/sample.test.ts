import { expect, test } from "vitest";
import { declareConfig, sample } from "./sample";

test("declareConfig hands the site plain values and lists each sample() with its place", () => {
  const { values, samples } = declareConfig({
    brand: sample("Brand"),
    mine: "kept",
    social: { network: { label: "Net", url: sample("https://net.example/you") } },
    lists: { a: sample(["x", "y"]), b: ["z"] },
    years: [2024, 2025],
  });
  expect(values).toEqual({
    brand: "Brand",
    mine: "kept",
    social: { network: { label: "Net", url: "https://net.example/you" } },
    lists: { a: ["x", "y"], b: ["z"] },
    years: [2024, 2025],
  });
  // The types follow the values: a literal stays a literal, a tuple a tuple.
  const brand: "Brand" = values.brand;
  const years: readonly [2024, 2025] = values.years;
  expect([brand, years[0]]).toEqual(["Brand", 2024]);
  expect(samples).toEqual([
    { path: "brand", value: "Brand" },
    { path: "social.network.url", value: "https://net.example/you" },
    { path: "lists.a", value: ["x", "y"] },
  ]);
});

test("a configuration without markers has no samples", () => {
  expect(declareConfig({ brand: "Mine", list: [{ url: "https://mine.example" }] }).samples).toEqual(
    [],
  );
});
