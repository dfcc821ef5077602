import { createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { guardAgainstTranslation } from "./translation-guard";
import {
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandDefinition,
} from "./island";

/** In the browser: hydrates every instance of the island on the page from its JSON props. */
export function hydrateIsland<Props extends object>(
  island: IslandDefinition<Props>,
  root: ParentNode = document,
) {
  const containers = root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${island.name}"]`);
  const blocks = root.querySelectorAll<HTMLScriptElement>(
    `script[${ISLAND_PROPS_ATTRIBUTE}="${island.name}"]`,
  );
  containers.forEach((container, index) => {
    const block = blocks[index];
    if (!block) throw new Error(`Island "${island.name}": no props block`);
    const props = JSON.parse(block.textContent ?? "{}") as Props;
    guardAgainstTranslation(container);
    // As a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task, so the page stays responsive while React takes over the markup.
    startTransition(() => {
      hydrateRoot(container, createElement(island.Component, props), {
        onRecoverableError: (error) =>
          console.warn(`Island "${island.name}" recovered from`, error),
      });
    });
    container.setAttribute(HYDRATED_ATTRIBUTE, "true");
  });
}
