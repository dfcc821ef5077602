import { expect, test } from "vitest";
import { thrownData } from "../../tests/helpers/routes";
import { loader } from "./not-found";

test("an unknown address answers 404", () => {
  expect(thrownData(() => loader())).toEqual({ status: 404, data: "Not Found" });
});
