import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server";

/** The nginx binary: on PATH, or where Debian's package puts it (root's PATH has it, a user's may not). */
export function nginxBinary(): string | undefined {
  if (spawnSync("nginx", ["-v"]).error === undefined) return "nginx";
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : undefined;
}

/** Why no nginx can be run here, or undefined when one can. With REQUIRE_NGINX set (CI), its absence is an error, never a skip. */
export function nginxUnavailable(): string | undefined {
  if (nginxBinary()) return undefined;
  const reason = "nginx is not installed (apt-get install -y nginx)";
  if (process.env.REQUIRE_NGINX)
    throw new Error(`nginx is required here (REQUIRE_NGINX) but ${reason}`);
  return reason;
}

/** Replaces `from` in `text`, failing when it is not there: a recipe that changed must change its test too. */
export function replaceOrFail(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === "string" ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`expected ${String(from)} in the nginx configuration`);
  return text.replace(
    typeof from === "string"
      ? from
      : new RegExp(from.source, from.flags.includes("g") ? from.flags : `${from.flags}g`),
    to,
  );
}

export type RunningNginx = {
  url: string;
  /** With `https`: the HTTPS (and HTTP/2) address. */
  httpsUrl?: string;
  port: number;
  dir: string;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * deploy/nginx-two-instances.conf as an owner installs it (with deploy/nginx-proxy.conf as its
 * snippet), changed only where this machine differs: the instances' and nginx's ports and the log
 * files. It runs in the foreground with its own prefix, pid and logs in a temporary folder.
 */
export function twoInstanceConfig(
  dir: string,
  port: number,
  instancePorts: [number, number],
  tls?: TlsListener,
): string {
  let site = readFileSync("deploy/nginx-two-instances.conf", "utf8");
  site = replaceOrFail(site, "server 127.0.0.1:3001 ", `server 127.0.0.1:${instancePorts[0]} `);
  site = replaceOrFail(site, "server 127.0.0.1:3002 ", `server 127.0.0.1:${instancePorts[1]} `);
  site = replaceOrFail(
    site,
    "listen 80 default_server;",
    `listen 127.0.0.1:${port} default_server;`,
  );
  site = replaceOrFail(site, /^\s*listen \[::\]:80 default_server;\n/m, "");
  site = replaceOrFail(site, /\/var\/log\/nginx\//g, `${dir}/`);
  if (tls) site = withHttps(site, tls);
  mkdirSync(path.join(dir, "snippets"), { recursive: true });
  writeFileSync(
    path.join(dir, "snippets", "voltverse-proxy.conf"),
    readFileSync("deploy/nginx-proxy.conf", "utf8"),
  );
  writeFileSync(path.join(dir, "voltverse.conf"), site);
  // What Debian's /etc/nginx/nginx.conf around conf.d/*.conf provides, with this folder's paths.
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/voltverse.conf;
}
`;
}

/** HTTPS on a port of its own, with a certificate and key made for the test. */
export type TlsListener = { port: number; certificate: string; key: string };

/** The recipe's commented HTTPS lines (HTTP/2 included) switched on, as an owner with a certificate does. */
function withHttps(site: string, { port, certificate, key }: TlsListener): string {
  let text = replaceOrFail(
    site,
    /^\s*#\s+listen 443 ssl http2;$/m,
    `\n  listen 127.0.0.1:${port} ssl http2;`,
  );
  text = replaceOrFail(
    text,
    /^\s*#\s+ssl_certificate \S+;$/m,
    `\n  ssl_certificate ${certificate};`,
  );
  return replaceOrFail(
    text,
    /^\s*#\s+ssl_certificate_key \S+;$/m,
    `\n  ssl_certificate_key ${key};`,
  );
}

/** A self-signed certificate for 127.0.0.1 (OpenSSL), written into `dir`. */
function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"].concat([
      "-keyout",
      key,
      "-out",
      certificate,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
    ]),
    { stdio: "pipe" },
  );
  return { certificate, key };
}

/**
 * Starts nginx in front of two instances; resolves once it accepts connections. With `https`,
 * also on a second port with the recipe's HTTPS and HTTP/2 lines on (`httpsUrl`).
 */
export async function startNginx(
  instancePorts: [number, number],
  { https = false }: { https?: boolean } = {},
): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed");
  const dir = mkdtempSync(path.join(tmpdir(), "vv-nginx-"));
  // Run as root, nginx's workers are another user: they must reach the temporary paths.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const tls = https ? { port: await freePort(), ...selfSignedCertificate(dir) } : undefined;
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, twoInstanceConfig(dir, port, instancePorts, tls));
  const child: ChildProcess = spawn(
    binary,
    ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      const log = existsSync(path.join(dir, "error.log"))
        ? readFileSync(path.join(dir, "error.log"), "utf8")
        : "";
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${output}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    httpsUrl: tls && `https://127.0.0.1:${tls.port}`,
    port,
    dir,
    /** What nginx printed and its error logs (its own and the site's). */
    output: () =>
      output +
      ["error.log", "voltverse.error.log"]
        .map((name) =>
          existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), "utf8") : "",
        )
        .join(""),
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGQUIT");
      }),
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
