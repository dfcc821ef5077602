/**
 * Where a no-JavaScript form may send the visitor back to: a path on this site, never another
 * host. The target is parsed as a browser would (WHATWG URL, which drops tabs and line breaks and
 * treats "\" like "/") against the site's origin; anything that does not stay on that origin, or
 * is not a path, becomes "/". The answer is the normalised, percent-encoded path, so it is always
 * a valid header value.
 */
export function safeRedirectPath(target: unknown, origin: string): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.length > 2_048) return "/";
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return "/";
  }
  if (url.origin !== new URL(origin).origin) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
