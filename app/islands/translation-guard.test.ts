// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { guardAgainstTranslation } from "./translation-guard";

/** What the translation widget does to a text node: replaces it with <font><font>…</font></font>. */
function translate(text: Text) {
  const outer = document.createElement("font");
  outer.append(document.createElement("font"));
  outer.firstChild!.textContent = `[fr] ${text.data}`;
  text.replaceWith(outer);
  return outer;
}

test("inside an island, removing or inserting next to a text node the translator replaced does not throw", () => {
  document.body.innerHTML = '<div id="island"><p id="p">a</p></div><p id="outside">b</p>';
  const island = document.getElementById("island")!;
  guardAgainstTranslation(island);
  const p = document.getElementById("p")!;
  const text = p.firstChild as Text;
  translate(text);

  // React inserting before, then removing, the text node it rendered.
  const span = document.createElement("span");
  expect(() => p.insertBefore(span, text)).not.toThrow();
  expect(span.parentNode).toBe(p);
  expect(() => p.removeChild(text)).not.toThrow();

  // A node that moved into the widget's wrapper: the wrapper that holds it goes.
  const moved = document.createElement("b");
  const wrapper = document.createElement("font");
  wrapper.append(moved);
  p.append(wrapper);
  p.removeChild(moved);
  expect(p.contains(wrapper)).toBe(false);

  // Outside islands the DOM keeps its own rules.
  const outside = document.getElementById("outside")!;
  const outsideText = outside.firstChild as Text;
  translate(outsideText);
  expect(() => outside.removeChild(outsideText)).toThrow();
});
