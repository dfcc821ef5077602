import { sharedNotFound, sharedPageHeaders } from "~/utils/page-headers.server";

/** Every path no other route claims: the root error view with status 404. */
export function loader() {
  throw sharedNotFound("Not Found");
}

export default function NotFound() {
  return null;
}

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
