// Every unit and integration test runs offline: a connection or a name look-up for any host but
// this machine's loopback is refused (as ECONNREFUSED / ENOTFOUND would be) and fails the test
// that made it, even when the code under test swallows the error. Local servers, PostgreSQL and
// nginx that tests start listen on loopback or a Unix socket, which stay open. Processes a test
// spawns are not covered; they are the site's own servers, pointed at local stand-ins.
import dns from "node:dns";
import net from "node:net";
import { afterEach, expect } from "vitest";

const refused: string[] = [];

/** True for this machine: loopback addresses and names, and the unspecified address (which connects to this machine). */
export function isLocalHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (net.isIPv4(name)) return name.startsWith("127.") || name === "0.0.0.0";
  if (net.isIPv6(name))
    return (
      name === "::1" || name === "::" || /^::ffff:127\./.test(name) || /^(0+:){7}0*1$/.test(name)
    );
  return false;
}

function refusal(what: string, host: string, code: string): NodeJS.ErrnoException {
  refused.push(`${what} ${host}`);
  const error: NodeJS.ErrnoException = new Error(
    `${code}: tests run offline; ${what} ${host} refused (tests/setup/no-network.ts)`,
  );
  error.code = code;
  return error;
}

/** The host a Socket#connect call names, or undefined for a Unix socket (a path). */
function connectHost(args: unknown[]): string | undefined {
  const [first, second] = args;
  if (Array.isArray(first)) return connectHost(first);
  if (typeof first === "object" && first !== null) {
    if ("path" in first && typeof first.path === "string") return undefined;
    return "host" in first && typeof first.host === "string" ? first.host : "localhost";
  }
  if (typeof first === "string" && !/^\d+$/.test(first)) return undefined;
  return typeof second === "string" ? second : "localhost";
}

const { connect } = net.Socket.prototype;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const host = connectHost(args);
  if (host !== undefined && !isLocalHost(host)) {
    const error = refusal("connection to", host, "ECONNREFUSED");
    process.nextTick(() => this.destroy(error));
    return this;
  } // @ts-expect-error -- the arguments are passed on exactly as they came
  return connect.apply(this, args);
} as typeof connect;

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address?: string,
  family?: number,
) => void;
const { lookup } = dns;
dns.lookup = function guardedLookup(hostname: string, ...rest: unknown[]) {
  if (!isLocalHost(hostname)) {
    const callback = rest.at(-1);
    const error = refusal("look-up of", hostname, "ENOTFOUND");
    if (typeof callback === "function") process.nextTick(() => (callback as LookupCallback)(error));
    return;
  } // @ts-expect-error -- the arguments are passed on exactly as they came
  return lookup.call(dns, hostname, ...rest);
} as typeof lookup;

const { lookup: lookupPromise } = dns.promises;
dns.promises.lookup = async function guardedLookup(hostname: string, ...rest: unknown[]) {
  if (!isLocalHost(hostname)) throw refusal("look-up of", hostname, "ENOTFOUND");
  // @ts-expect-error -- the arguments are passed on exactly as they came
  return lookupPromise.call(dns.promises, hostname, ...rest);
} as typeof lookupPromise;

const realFetch = globalThis.fetch;
globalThis.fetch = async function guardedFetch(input: string | URL | Request, init?: RequestInit) {
  const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost/");
  if ((url.protocol === "http:" || url.protocol === "https:") && !isLocalHost(url.hostname))
    throw new TypeError("fetch failed", { cause: refusal("fetch of", url.href, "ECONNREFUSED") });
  return realFetch(input, init);
};

/** The attempts refused since the last call (for the guard's own test; every other test has them fail it). */
export function takeRefused(): string[] {
  return refused.splice(0);
}

afterEach(() => {
  const attempts = takeRefused();
  expect(
    attempts,
    "network access outside this machine (tests must run offline: use a stand-in in tests/fakes/)",
  ).toEqual([]);
});
