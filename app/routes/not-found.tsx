import type { PageHandle } from "~/features/route-table/handle";
import { sharedNotFound, sharedPageHeaders } from "~/utils/page-headers.server";

/** No page: never in the sitemap. */
export const handle: PageHandle = { sitemap: false };

/** Every path no other route claims: the root error view with status 404. */
export function loader() {
  throw sharedNotFound("Not Found");
}

export default function NotFound() {
  return null;
}

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
