import type { ComponentProps } from "react";
import { behaviourRoot, dataAttr, part } from "~/enhance/markup";
import { LIVE_FILTER } from "./contract";

/**
 * A GET filter form: it works as a plain form; live-filter.enhance.ts updates the region
 * `resultsId` in place as the visitor types or chooses.
 */
export function LiveFilterForm({
  resultsId,
  statusId,
  ...props
}: Omit<ComponentProps<"form">, "method"> & { resultsId: string; statusId?: string }) {
  return (
    <form
      method="get"
      role="search"
      {...behaviourRoot(LIVE_FILTER.behaviour)}
      {...dataAttr(LIVE_FILTER.results, resultsId)}
      {...(statusId ? dataAttr(LIVE_FILTER.status, statusId) : {})}
      {...props}
    />
  );
}

/** The region a live filter replaces; it stays in place so screen readers announce the change. */
export function LiveFilterResults(props: ComponentProps<"div"> & { id: string }) {
  return <div aria-live="polite" {...props} />;
}

/** A link that changes the filter (a year, a page): a normal link, followed in place when enhanced. */
export function FilterLink(props: ComponentProps<"a">) {
  return <a {...part(LIVE_FILTER.link)} {...props} />;
}

/** Marks the radio the form falls back to when the address names no value for its group. */
export function defaultOption(isDefault: boolean) {
  return isDefault ? part(LIVE_FILTER.defaultOption) : {};
}
