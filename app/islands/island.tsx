import type { ComponentType } from "react";
import type { IslandName } from "./registry";

/** The markup contract between <Island> (server) and hydrateIsland (browser). */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/** Set on the island's root once React has hydrated it (tests wait for it). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** An island: its name and the component rendered on the server and hydrated in the browser. */
export type IslandDefinition<Props extends object> = {
  name: IslandName;
  Component: ComponentType<Props>;
};

export function defineIsland<Props extends object>(
  name: IslandName,
  Component: ComponentType<Props>,
): IslandDefinition<Props> {
  return { name, Component };
}

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Renders an island for the first paint, and its props as a JSON data block (allowed by the
 * CSP: it is data, not script) that the browser entry hydrates it from. The props must be the
 * same for every visitor (the page is shared); live state comes from an API after hydration.
 */
export function Island<Props extends object>({
  island,
  props,
}: {
  island: IslandDefinition<Props>;
  props: Props;
}) {
  const { Component } = island;
  return (
    <>
      <div {...{ [ISLAND_ATTRIBUTE]: island.name }}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        {...{ [ISLAND_PROPS_ATTRIBUTE]: island.name }}
        dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
      />
    </>
  );
}
