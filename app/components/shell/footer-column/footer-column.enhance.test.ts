// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { FooterColumn } from "./footer-column";
import { enhanceFooterColumn } from "./footer-column.enhance";
import { fakeQuery } from "../../../../tests/helpers/media-query";

function mount() {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(FooterColumn, {
      title: "Legal",
      links: [{ label: "Privacy Policy", to: "/privacy-policy" }],
    }),
  );
  return document.querySelector("details")!;
}

test("a phone gets the plain disclosure: closed, opened by its summary", () => {
  const details = mount();
  enhanceFooterColumn(details, fakeQuery(false) as unknown as MediaQueryList);
  expect(details.open).toBe(false);
  details.querySelector("summary")!.click();
  expect(details.open).toBe(true);
});

test("on wide screens the column is open and stays open; back on a phone it closes", () => {
  const details = mount();
  const wide = fakeQuery(true);
  enhanceFooterColumn(details, wide as unknown as MediaQueryList);
  expect(details.open).toBe(true);
  details.open = false;
  details.dispatchEvent(new Event("toggle"));
  expect(details.open).toBe(true);
  wide.set(false);
  expect(details.open).toBe(false);
});
