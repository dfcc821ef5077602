// The site's servers running from a folder, and where each one listens, read from /proc (Linux):
// what `npm run reload` signals and asks. A server's address is read from its own listening
// sockets, not from its environment, since `npm start` and `npm run dev` take PORT and HOST from a
// .env file after the process has started (its /proc environ never shows them).
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";

/** What systemd and the container run, `npm start` and `npm run dev`. */
const SCRIPTS = ["server.js", "scripts/start.mjs", "scripts/dev.mjs"];
/** Node's options whose value may follow as the next word (`-r ./x.js`), so that word is no script. */
const OPTIONS_WITH_VALUE = new Set([
  "-r",
  "--require",
  "--import",
  "--loader",
  "--experimental-loader",
  "-C",
  "--conditions",
  "--env-file",
  "--title",
  "--inspect-port",
]);
/** Node's options that run code given on the command line: no script then. */
const EVAL = new Set(["-e", "--eval", "-p", "--print"]);
/** A TCP socket's state in /proc/net/tcp: listening. */
const LISTEN = "0A";

/** The script a Node command line runs: its first word that is neither an option nor an option's value. */
export function scriptOf(args) {
  for (let index = 1; index < args.length; index++) {
    const word = args[index];
    if (word === "--") return args[index + 1];
    if (EVAL.has(word)) return undefined;
    if (!word.startsWith("-")) return word;
    if (OPTIONS_WITH_VALUE.has(word)) index++;
  }
  return undefined;
}

/** Node processes (other than this one) whose working directory is `folder` and whose script is one of the site's. */
export function serversHere(folder = process.cwd()) {
  const scripts = SCRIPTS.map((script) => path.resolve(folder, script));
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) !== folder) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").slice(0, -1);
      const script = scriptOf(args);
      if (
        !/(^|\/)node$/.test(args[0] ?? "") ||
        !script ||
        !scripts.includes(path.resolve(folder, script))
      )
        continue;
      found.push({ pid: Number(entry), urls: listeningUrls(entry) });
    } catch {
      // Gone meanwhile, or another user's process: not ours to signal.
    }
  }
  return found;
}

/**
 * Where a process accepts TCP connections, as addresses this machine can reach it at: its
 * listening sockets (the inodes of its file descriptors) looked up in its network namespace's
 * /proc/net/tcp and tcp6. A server listening on every interface is asked on the loopback.
 */
export function listeningUrls(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // Closed meanwhile.
    }
  }
  const urls = [];
  for (const table of ["tcp", "tcp6"]) {
    for (const line of socketTable(pid, table)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state !== LISTEN || !inodes.has(inode)) continue;
      const [hex, port] = local.split(":");
      for (const host of reachableHosts(decodeAddress(hex)))
        urls.push(`http://${host}:${parseInt(port, 16)}`);
    }
  }
  return urls;
}

/** The rows of a process's /proc/net/tcp or tcp6 (none when that table is missing: a machine without IPv6). */
function socketTable(pid, table) {
  try {
    return readFileSync(`/proc/${pid}/net/${table}`, "utf8").split("\n").slice(1);
  } catch {
    return [];
  }
}

/** /proc/net's address: 32-bit words in the machine's byte order (little-endian here), as an IP address. */
function decodeAddress(hex) {
  const bytes = hex.match(/.{8}/g).flatMap((word) =>
    word
      .match(/../g)
      .reverse()
      .map((byte) => parseInt(byte, 16)),
  );
  if (bytes.length === 4) return bytes.join(".");
  // An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is the IPv4 one.
  if (bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 255 && bytes[11] === 255)
    return bytes.slice(12).join(".");
  const groups = [];
  for (let index = 0; index < 16; index += 2)
    groups.push(((bytes[index] << 8) | bytes[index + 1]).toString(16));
  return groups.join(":").replace(/(^|:)0(:0)+(:|$)/, "::");
}

/** The hosts to ask a socket listening on `address` at: the loopback for "every interface". */
function reachableHosts(address) {
  if (address === "0.0.0.0") return ["127.0.0.1"];
  if (address === "::") return ["[::1]", "127.0.0.1"];
  return [address.includes(":") ? `[${address}]` : address];
}
