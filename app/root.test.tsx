// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { ErrorBoundary } from "./root";

type Props = Parameters<typeof ErrorBoundary>[0];

test("a thrown error shows the default error view with its message", () => {
  render(
    <ErrorBoundary
      {...({ error: new Error("Database exploded"), params: {} } as unknown as Props)}
    />,
  );
  expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
  expect(screen.getByText("Database exploded")).toBeTruthy();
});
