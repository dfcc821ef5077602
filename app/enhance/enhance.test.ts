// @vitest-environment happy-dom
import { expect, test, vi } from "vitest";
import type { BehaviourModule } from "./behaviour";
import { createEnhancer } from "./enhance";

function recorder() {
  const seen: { name: string; element: HTMLElement }[] = [];
  const load = vi.fn(async (name: string): Promise<BehaviourModule> => ({
    attach: (element) => void seen.push({ name, element }),
  }));
  return { seen, load };
}

test("loads only the behaviours the markup names, once each, and attaches every element", async () => {
  document.body.innerHTML = `<form data-enhance="theme"></form><section data-enhance="share"></section><section data-enhance="share"></section><p>plain</p>`;
  const { seen, load } = recorder();
  await createEnhancer(load)(document);
  expect(seen.map(({ name }) => name).sort()).toEqual(["share", "share", "theme"]);
  expect(new Set(load.mock.calls.map(([name]) => name))).toEqual(new Set(["theme", "share"]));
});

test("an element is attached once however often it is scanned; new markup is attached, including the root itself", async () => {
  document.body.innerHTML = `<div id="results"><span data-enhance="view-counter"></span></div>`;
  const { seen, load } = recorder();
  const enhance = createEnhancer(load);
  await enhance(document);
  await enhance(document);
  expect(seen).toHaveLength(1);

  const results = document.getElementById("results")!;
  results.insertAdjacentHTML("beforeend", `<span data-enhance="view-counter"></span>`);
  await enhance(results);
  expect(seen).toHaveLength(2);
  expect(seen[1]!.element).toBe(results.lastElementChild);

  results.setAttribute("data-enhance", "typing");
  await enhance(results);
  expect(seen.at(-1)).toEqual({ name: "typing", element: results });
});

test("behaviours get the enhancer itself, for markup they swap in", async () => {
  document.body.innerHTML = `<form data-enhance="live-filter"></form><div id="r"></div>`;
  const attached: string[] = [];
  const enhance = createEnhancer(async (name) => ({
    attach: (element, context) => {
      attached.push(name);
      if (name === "live-filter") {
        document.getElementById("r")!.innerHTML = `<span data-enhance="typing"></span>`;
        void context.enhance(document.getElementById("r")!);
      }
    },
  }));
  await enhance(document);
  await vi.waitFor(() => expect(attached).toEqual(["live-filter", "typing"]));
});

test("a name that loads nothing or a failing behaviour is reported and the others still attach", async () => {
  document.body.innerHTML = `<b data-enhance="nope"></b><i data-enhance="share"></i><u data-enhance="theme"></u>`;
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const attached: string[] = [];
  await createEnhancer(async (name) => {
    if (name === "nope") throw new Error("no such behaviour");
    if (name === "share") throw new Error("chunk failed to load");
    return { attach: () => void attached.push(name) };
  })(document);
  expect(attached).toEqual(["theme"]);
  expect(error.mock.calls.map(([message]) => message)).toEqual([
    'Behaviour "nope" failed',
    'Behaviour "share" failed',
  ]);
  error.mockRestore();
});
