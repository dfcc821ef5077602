// Requests nobody reads, for the junk-flood benchmark and the fuzz test: each is a pure function
// of its index, so a run can be replayed.

export type JunkRequest = {
  kind: string;
  method: string;
  target: string;
  headers?: Record<string, string>;
};

/** A small deterministic generator (mulberry32) for one index. */
function generator(seed: number) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Another spelling of a path that is canonical: some letters in upper case or %-escaped, slashes
 * doubled, trailing slashes. Never the path itself.
 */
export function pathVariant(path: string, index: number): string {
  const random = generator(index * 7919 + 17);
  for (;;) {
    let variant = "";
    for (const char of path) {
      const roll = random();
      if (char === "/") variant += roll < 0.15 ? "//" : "/";
      else if (/[a-z]/.test(char) && roll < 0.3) variant += char.toUpperCase();
      else if (/[a-z0-9-]/.test(char) && roll < 0.45)
        variant += `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`;
      else variant += char;
    }
    if (random() < 0.4) variant += "/".repeat(1 + Math.floor(random() * 4));
    if (variant !== path) return variant;
  }
}

/** A client address from the documentation ranges: IPv4 addresses, and IPv6 addresses each in a /64 of its own. */
function clientAddress(index: number): string {
  return index % 2
    ? `198.51.${(index >> 8) & 255}.${index & 255}`
    : `2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::${(index % 97).toString(16)}`;
}

/** The index-th request of a junk flood over the given pages and posts. */
export function junkRequest(
  index: number,
  { pages, slugs }: { pages: readonly string[]; slugs: readonly string[] },
): JunkRequest {
  const random = generator(index);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const long = (length: number) =>
    Array.from(
      { length },
      () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)],
    ).join("");
  switch (index % 6) {
    case 0:
      return {
        kind: "other spelling",
        method: "GET",
        target: pathVariant(
          pick([...pages.filter((page) => page !== "/"), ...slugs.map((slug) => `/blogs/${slug}`)]),
          index,
        ),
      };
    case 1:
      return { kind: "unknown path", method: "GET", target: `/${long(12)}` };
    case 2:
      return { kind: "unknown path, 8 KB", method: "GET", target: `/${long(8_000)}` };
    case 3:
      return {
        kind: "junk query, 8 KB",
        method: "GET",
        target: `${pick(pages)}?${long(6)}=${long(8_000)}`,
      };
    case 4:
      return { kind: "unknown post", method: "GET", target: `/blogs/${long(20)}` };
    default:
      return {
        kind: "view POST, new client",
        method: "POST",
        target: `/api/views/${pick(slugs)}`,
        headers: { "X-Forwarded-For": clientAddress(index) },
      };
  }
}
