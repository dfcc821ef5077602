import type { BehaviourModule } from "~/enhance/behaviour";
import { readViewCount, viewsUrl } from "~/features/views/contract";
import { formatViews } from "~/features/views/format";
import { VIEW_COUNTER } from "./contract";

/**
 * Counts one view of the open post: a single POST when the page loads (never on GET, never
 * from a prefetch), then shows the count. If the counter is down, the count stays invisible.
 */
export async function enhanceViewCounter(element: HTMLElement, fetchImpl: typeof fetch = fetch) {
  const slug = element.getAttribute(VIEW_COUNTER.slug);
  const count = element.querySelector(`[${VIEW_COUNTER.count}]`);
  if (!slug || !count) return;
  try {
    const response = await fetchImpl(viewsUrl(slug), {
      method: "POST",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return;
    const views = readViewCount(await response.json());
    if (views === undefined) return;
    count.textContent = formatViews(views);
    element.setAttribute(VIEW_COUNTER.shown, "");
  } catch {
    // Offline or blocked: the page reads fine without a count.
  }
}

// Attached once the request is sent; the count arrives when it arrives.
export const attach: BehaviourModule["attach"] = (element) => void enhanceViewCounter(element);
