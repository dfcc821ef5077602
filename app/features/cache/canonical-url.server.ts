import { currentContent } from "~/features/content/current.server";
import type { RouteTable } from "~/features/route-table/route-table";

/**
 * Encoded control characters and line separators in a path: no page of ours has them, and the
 * router's catch-all route cannot match them (its pattern stops at a line break).
 */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)|%e2%80%a[89]/i;

/** A percent-escape, or a run of characters between them. */
const ESCAPE_OR_TEXT = /%[0-9a-f]{2}|[^%]+|%/gi;
/** Escapes of letters, digits and "-._~", which mean the same written out (RFC 3986, 6.2.2.2). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a path: single slashes and no trailing one, and escapes only for what needs
 * escaping ("%7E" is "~", "%c3%a9" is "%C3%A9"). "/blog%73", "/blogs//" and "/blogs/" are all
 * "/blogs": the page handler answers them with a 301 there, so each page is rendered and cached
 * under one address only, and a flood of spellings cannot fill the cache. (Letter case is folded
 * by the page handler, for addresses a page route answers: see lowerCasePath.)
 */
function canonicalPath(pathname: string): string {
  const decoded = pathname.replace(ESCAPE_OR_TEXT, (part) => {
    if (part.length !== 3 || part[0] !== "%") return part;
    const char = String.fromCharCode(Number.parseInt(part.slice(1), 16));
    return UNRESERVED.test(char) ? char : part.toUpperCase();
  });
  const collapsed = decoded.replace(/\/{2,}/g, "/");
  return collapsed.length > 1 && collapsed.endsWith("/") ? collapsed.slice(0, -1) : collapsed;
}

/**
 * A canonical address with its path in lower case, escapes kept ("/BLOGS?q=A" → "/blogs?q=A"). Every
 * page of the site has a lower-case address, and the router matches paths whatever their case, so
 * "/BLOGS" would render the blog list under an address of its own; the page handler redirects it
 * instead. Other paths (the APIs' channel names) keep their case.
 */
export function lowerCasePath(canonical: string): string {
  const queryAt = canonical.indexOf("?");
  const path = queryAt === -1 ? canonical : canonical.slice(0, queryAt);
  const lower = path.replace(ESCAPE_OR_TEXT, (part) =>
    part.length === 3 && part[0] === "%" ? part : part.toLowerCase(),
  );
  return queryAt === -1 ? lower : `${lower}${canonical.slice(queryAt)}`;
}

/**
 * The canonical path and query of a request target ("/blogs?page=1&q=a" → "/blogs?q=a"); undefined
 * when it does not parse. The query is the one the page reads, in the form its route's handle
 * gives it (known parameters only, defaults left out, a stable order; see route-table/handle.ts),
 * so `?q=a`, `?page=1&q=a` and `?q=a&utm_source=x` are one page and junk parameters never make
 * new ones. A page whose handle says nothing about a query reads none.
 */
export function canonicalUrl(target: string, routes: RouteTable): string | undefined {
  let url: URL;
  try {
    // Appended to the origin, not resolved against it: "//evil.example/x" is a path here, not another host.
    url = new URL(`http://site.invalid${target.startsWith("/") ? "" : "/"}${target}`);
  } catch {
    return undefined;
  }
  // Collapsing slashes also keeps "/a/..//b" (resolved to "//b") from being a host-relative address when rendered.
  const pathname = canonicalPath(url.pathname);
  if (ENCODED_CONTROL.test(pathname)) return undefined;
  const route = routes.match(pathname);
  const query = route?.handle.query?.(url.searchParams, {
    path: route.path,
    content: currentContent(),
  });
  return `${pathname}${query ?? ""}`;
}
