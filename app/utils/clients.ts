// Who a client is (an IPv4 address, an IPv6 /64) and how often it may do a thing: the one
// definition the view counter, the search's rate and the connection limits all count by.

const HEXTET = /^[0-9a-f]{1,4}$/i;

/**
 * The four numbers of a dotted IPv4 address, or undefined. Leading zeros are read as decimal
 * ("010.001.002.003" is 10.1.2.3): no proxy writes them, so a sender who does only wants to be
 * counted as someone new.
 */
function ipv4Octets(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 counts as two), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const parts = (half: string) => (half === "" ? [] : half.split(":"));
  const [head, tail = []] = halves.map(parts) as [string[], string[]?];
  const last = (halves.length === 2 ? tail : head).at(-1);
  const groups = (list: string[]) =>
    list.flatMap((part) => {
      const octets = part === last ? ipv4Octets(part) : undefined;
      if (octets) return [(octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!];
      return HEXTET.test(part) ? [Number.parseInt(part, 16)] : [Number.NaN];
    });
  const front = groups(head);
  const back = groups(tail);
  const missing = 8 - front.length - back.length;
  if ((halves.length === 2 ? missing < 1 : missing !== 0) || [...front, ...back].some(Number.isNaN))
    return undefined;
  return [...front, ...Array<number>(missing).fill(0), ...back];
}

/** The key of everything that is not an address: one client, so junk cannot pass for many. */
export const NOT_AN_ADDRESS = "unknown";

/**
 * The address in what a socket or a proxy reports: a port after an IPv4 address
 * ("203.0.113.9:51234") or a bracketed IPv6 one ("[2001:db8::1]:443") and an IPv6 zone ("%eth0")
 * are dropped; some proxies write them into X-Forwarded-For.
 */
function bareAddress(address: string): string {
  const text = address.trim();
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(text);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  return (bracketed?.[1] ?? withPort?.[1] ?? text).replace(/%.*$/, "");
}

/**
 * What the limits count a client by: an IPv4 address, an IPv6 address by its /64. One household,
 * phone or server is handed a whole /64 and may use any address in it, so counting each IPv6
 * address alone would let one client rotate through millions of them. IPv4-mapped IPv6
 * ("::ffff:203.0.113.9") is the IPv4 address. However an address is written (a port, leading
 * zeros, upper case, brackets), its key is the same; anything that is not an address is one
 * client, NOT_AN_ADDRESS.
 */
export function clientKey(address: string): string {
  const bare = bareAddress(address);
  const octets = ipv4Octets(bare);
  if (octets) return octets.join(".");
  const groups = ipv6Groups(bare);
  if (!groups) return NOT_AN_ADDRESS;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** What one remembered key costs: the key's characters, its window object and the map's entry. */
const ENTRY_BYTES = 120;
const entryBytes = (key: string) => ENTRY_BYTES + key.length;

/**
 * Fixed-window counter per key (a client, see clientKey): allows `limit` hits a minute. Memory follows
 * the clients seen in the last window, not all that were ever seen, and never passes `maxBytes`:
 * expired windows are swept once a window (O(keys) a minute, never per request), and in a flood
 * of clients the oldest windows are forgotten, which only lets those clients start afresh.
 */
export function createRateLimiter(limit: number, windowMs = 60_000, maxBytes = 4 * 1024 * 1024) {
  const windows = new Map<string, { start: number; count: number }>();
  let bytes = 0;
  let lastSweep = -Infinity;
  function forget(key: string) {
    if (windows.delete(key)) bytes -= entryBytes(key);
  }
  function sweep(now: number) {
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= windowMs) forget(key);
  }
  return {
    /** Records a hit; returns 0 when allowed, else the seconds to wait. */
    hit(key: string, now: number = Date.now()): number {
      if (now - lastSweep >= windowMs) sweep(now);
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        // Re-inserted, so the map's order stays oldest window first.
        forget(key);
        windows.set(key, window);
        bytes += entryBytes(key);
        for (const oldest of windows.keys()) {
          if (bytes <= maxBytes) break;
          forget(oldest);
        }
      }
      if (window.count >= limit)
        return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
      window.count += 1;
      return 0;
    },
    /** The seconds `key` must wait, without counting a hit: 0 while it is within the limit. */
    wait(key: string, now: number = Date.now()): number {
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs || window.count < limit) return 0;
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
    /** Clients currently remembered, and the memory they take (estimated). */
    stats: () => ({ entries: windows.size, bytes, maxBytes }),
  };
}
