import { cacheControlUntil } from "~/features/blog/schedule";
import { currentContent } from "~/features/content/current.server";
import { clockNow, withServingTime } from "~/utils/clock.server";

/**
 * Renders a page at one serving time (every part of it sees the same public posts), and cuts its
 * Cache-Control so that neither the page cache nor a CDN keeps it past the next scheduled moment.
 */
export async function renderAtServingTime(
  render: () => Promise<globalThis.Response>,
): Promise<globalThis.Response> {
  const at = clockNow();
  const until = currentContent().posts.nextMoment(at);
  const response = await withServingTime(at, render);
  const cacheControl = response.headers.get("cache-control");
  if (until === undefined || !cacheControl) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", cacheControlUntil(cacheControl, at, until));
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
