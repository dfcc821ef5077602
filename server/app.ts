import express, { type NextFunction, type Request, type Response } from "express";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { requestContext } from "~/context";
import type { Env } from "~/utils/env.server";
import { goLiveProblems } from "~/content/go-live.server";
import { resolveAddress } from "~/features/cache/not-found.server";
import { closeViewStore, viewStore } from "~/features/views/views.server";
import { withCurrentContent } from "~/features/content/current.server";
import { watchSchedule } from "~/features/blog/schedule-watch.server";
import { BOOT_SCRIPT, loaderScript } from "~/components/shell/inline-scripts";
import { devIslandSrc, ISLAND_NAMES, type IslandName } from "~/islands/registry";
import { compressAnswers } from "./compress";
import { connectionLimits, limitConnections, serverTimeouts } from "./connections";
import { contentFiles, reloadOnChange, reloadOnSignal, startContent } from "./content";
import { settingsOrExit } from "./refused";
import { warmSearchIndex } from "~/features/search/search.server";
import { drainable } from "./drain";
import {
  guardServer,
  hasSeveralHosts,
  isValidHost,
  MAX_URL_LENGTH,
  requestGuard,
  type MethodTable,
} from "./http-guard";
import { healthCheck } from "./health";
import { limitHeapGrowth } from "./heap";
import { formatLogLine, logServerError, requestLogger } from "./logging";
import {
  cachedPage,
  createPageCache,
  keptRefusal,
  pageHandler,
  sendCachedPage,
  type RenderPage,
  type ResolveAddress,
} from "./page-cache";
import { buildRoutes } from "./build-routes";
import { decodablePath } from "~/features/route-table/route-table";
import { baselineSecurityHeaders, pageHeaderSet, scriptHash, securityHeaders } from "./security";
import { renderAtServingTime } from "./schedule";
import { searchRate } from "./search-rate";
import { themeEndpoint } from "./theme";
import { tvApi } from "./tv-api";
import { shareFiles, renderCardsAfter } from "./cards";
import { viewsApi } from "./views-api";

/** In development Vite serves the behaviours straight from source. */
const DEV_ENHANCE_SRC = "/app/browser/enhance.entry.ts";
const READ_ONLY = ["GET", "HEAD"] as const;

/** Methods each path takes: the theme form posts, the views API answers its own, pages and the TV API are read-only. */
const methodsFor: MethodTable = (path) => {
  if (path === "/api/views" || path.startsWith("/api/views/")) return undefined;
  if (path === "/theme") return ["POST"];
  return READ_ONLY;
};
/** A path that names a file: it ends in an extension. */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;
/** Paths that look like files but are rendered by routes. */
const RENDERED_FILES = new Set(["/rss.xml", "/sitemap.xml", "/robots.txt"]);

type AppOptions = {
  env: Env;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Production: the folder of the client build (hashed assets in assets/). */
  clientDir?: string;
  /** Development: Vite in middleware mode serves the sources and styles instead. */
  vite?: ViteDevServer;
  /** Address of the browser behaviours' entry module. */
  enhanceSrc: string;
  /** Address of each React island's entry module. */
  islandSrcs: Record<IslandName, string>;
};

/**
 * The whole app: headers, logging, static files, health, and pages through the page cache.
 * Development and production run this same app; only where the build and the browser files
 * come from differs. `handle` answers a request: a cached page straight from memory (no
 * Express, no React), anything else through Express.
 */
export function createApp({ env, build, clientDir, vite, enhanceSrc, islandSrcs }: AppOptions) {
  const app = express();
  const pageHeaders = pageHeaderSet({
    // The boot script, the behaviours' loader and each island's loader: the only inline scripts there are.
    scriptHashes: [
      scriptHash(BOOT_SCRIPT),
      scriptHash(loaderScript(enhanceSrc)),
      ...Object.values(islandSrcs).map((src) => scriptHash(loaderScript(src))),
    ],
    translatorScriptUrl: env.TRANSLATOR === "on" ? env.TRANSLATOR_SCRIPT_URL : null,
    playerApiUrl: env.YOUTUBE_IFRAME_API_URL,
  });
  const cache = createPageCache(env.PAGE_CACHE_MB * 1024 * 1024);
  // Scheduled posts: at their moment the cache empties, without a reload.
  const schedule = watchSchedule(() => cache.clear());
  // Development: any source or content change may change any page.
  vite?.watcher.on("all", () => cache.clear());
  const renderRequest = createRequestHandler(build, env.NODE_ENV);
  const routes = buildRoutes(build);
  /** Pages are rendered from their canonical address and theme alone: nothing else of the visitor's reaches them. */
  const render: RenderPage = async (
    canonical,
    theme,
    { notFound = false, tooMany = false } = {},
  ) => {
    const context = new RouterContextProvider();
    context.set(requestContext, {
      enhanceSrc,
      islandSrcs,
      notFound,
      tooMany,
      routes: await routes.current(),
    });
    const headers = new Headers({ Accept: "text/html" });
    if (theme === "dark") headers.set("Cookie", "theme=dark");
    // One page, one version of the content, even if a reload swaps it in mid-render.
    const queryAt = canonical.includes("?") ? canonical.indexOf("?") : canonical.length;
    const url = new URL(
      `${decodablePath(canonical.slice(0, queryAt))}${canonical.slice(queryAt)}`,
      env.PUBLIC_ORIGIN,
    );
    return renderAtServingTime(() =>
      withCurrentContent(() => renderRequest(new Request(url, { headers }), context)),
    );
  };
  app.disable("x-powered-by");
  // Pages carry the page cache's own strong ETags; API answers are no-store and need none.
  app.set("etag", false);
  // A hop count or a list of proxies: the client is the rightmost address no trusted proxy added.
  app.set("trust proxy", env.TRUST_PROXY);

  // Every answer, the guard's refusals included, carries the security headers; pages get their own CSP below.
  app.use(baselineSecurityHeaders);
  if (env.LOG_REQUESTS) app.use(requestLogger());
  app.use(requestGuard({ fallbackHost: new URL(env.PUBLIC_ORIGIN).host, methodsFor }));
  // The view counter is a hot, tiny JSON endpoint: served before the page stack (no nonce, no compression).
  app.use("/api/views", viewsApi(env.PUBLIC_ORIGIN));
  app.use("/api/tv", tvApi());
  app.post("/theme", themeEndpoint(env.PUBLIC_ORIGIN));
  app.use(compressAnswers());

  app.get("/healthz", healthCheck(cache));

  app.use(contentFiles());
  app.use(shareFiles(routes.current));
  if (clientDir) {
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
      }),
    );
    // Only what looks like a file: every page would otherwise cost a look-up on disk first.
    const files = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) => (FILE_PATH.test(req.path) ? files(req, res, next) : next()));
  }
  if (vite) app.use(vite.middlewares);

  // A request for a file we do not have gets a plain 404, not a page render. Never stored by a
  // CDN: during a rolling deploy an instance still on the old build misses the new hashed assets,
  // and a cached 404 would break every page that names them until it expired.
  app.use((req, res, next) => {
    if (RENDERED_FILES.has(req.path)) return next();
    if (FILE_PATH.test(req.path) || req.path.startsWith("/assets/")) {
      res.status(404).type("text/plain").setHeader("Cache-Control", "no-store");
      res.send("Not found");
      return;
    }
    next();
  });

  // Pages (and the feeds, rendered by routes too): the hash-based CSP.
  app.use(securityHeaders(pageHeaders));
  const resolve: ResolveAddress = async (canonical) =>
    resolveAddress(await routes.current(), canonical);
  const searches = searchRate(env.SEARCH_RATE_LIMIT_PER_MINUTE, env.TRUST_PROXY);
  app.use(
    pageHandler({
      cache,
      render,
      resolve,
      admit: searches.admit,
      routes: routes.current,
      baseHeaders: (req) => pageHeaders((req as Request).secure),
    }),
  );

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const declared =
      typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 500;
    const status = declared >= 400 && declared < 600 ? declared : 500;
    // A 4xx is the visitor's mistake (bad encoding, aborted body): answered, never logged with a stack.
    if (status >= 500) logServerError(error);
    res.status(status).type("text/plain").setHeader("Cache-Control", "no-store");
    res.send(status === 404 ? "Not found" : status < 500 ? "Bad request" : "Internal server error");
  });

  const log = env.LOG_REQUESTS ? (line: string) => console.log(line) : undefined;
  /** The hit path: a GET or HEAD for a page in the cache is answered before Express runs at all. */
  function fromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const target = req.url ?? "";
    if (target.length > MAX_URL_LENGTH || target.charCodeAt(0) !== 47 /* "/" */) return false;
    if (
      req.headers["content-length"] ||
      req.headers["transfer-encoding"] ||
      !isValidHost(req.headers.host) ||
      hasSeveralHosts(req.rawHeaders)
    )
      return false;
    const secure = isSecure(req, env.TRUST_PROXY);
    if (secure === undefined) return false;
    const table = routes.latest();
    if (!table) return false;
    let page = cachedPage(cache, target, req.headers.cookie, table);
    // A client already past its search rate asking for a search the cache does not hold: the kept 429 page.
    const wait = page ? 0 : searches.refuses(req);
    if (wait > 0 && (page = keptRefusal(cache, target, req.headers.cookie, table)))
      res.setHeader("Retry-After", String(wait));
    if (!page) return false;
    const start = log ? process.hrtime.bigint() : 0n;
    sendCachedPage(req, res, page, pageHeaders(secure));
    if (log) {
      const path = target.split("?", 1)[0]!;
      log(
        formatLogLine(
          req.method,
          path,
          res.statusCode,
          Number(process.hrtime.bigint() - start) / 1e6,
        ),
      );
    }
    return true;
  }

  return {
    app,
    cache,
    schedule,
    handle(req: IncomingMessage, res: ServerResponse) {
      schedule.check();
      if (!fromCache(req, res)) app(req, res);
    },
  };
}

/**
 * Whether the visitor came over HTTPS, as Express would say (req.secure): the socket's own TLS,
 * or X-Forwarded-Proto from a trusted hop. Undefined when only Express can tell (a list of
 * trusted proxy addresses): the cache hit path then leaves the request to Express.
 */
function isSecure(req: IncomingMessage, trustProxy: Env["TRUST_PROXY"]): boolean | undefined {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  if (trustProxy === false || forwarded === undefined) return false;
  if (typeof trustProxy !== "number") return undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0]! : forwarded).split(",", 1)[0]!.trim();
  return first === "https";
}

/** Where a production build keeps its browser files, and where development serves them from. */
function buildOptions(
  vite: ViteDevServer | undefined,
): Promise<Pick<AppOptions, "build" | "clientDir" | "vite" | "enhanceSrc" | "islandSrcs">> {
  if (vite) {
    // Each request loads the current route modules, so edits show on reload.
    const build = () =>
      vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    const islandSrcs = Object.fromEntries(
      ISLAND_NAMES.map((name) => [name, devIslandSrc(name)]),
    ) as Record<IslandName, string>;
    return Promise.resolve({ build, vite, enhanceSrc: DEV_ENHANCE_SRC, islandSrcs });
  }
  return import("virtual:react-router/server-build").then((build) => ({
    build: build as unknown as ServerBuild,
    clientDir: path.resolve("build/client"),
    enhanceSrc: (
      JSON.parse(readFileSync(path.resolve("build/enhance.json"), "utf8")) as { src: string }
    ).src,
    islandSrcs: JSON.parse(readFileSync(path.resolve("build/islands.json"), "utf8")) as Record<
      IslandName,
      string
    >,
  }));
}

/**
 * Starts the server and handles graceful shutdown: the production build (`npm start`), or with
 * `vite`, the sources through Vite in middleware mode (`npm run dev`, see server.js).
 */
export async function startServer({ vite }: { vite?: ViteDevServer } = {}) {
  const env = settingsOrExit();
  // Before the content and the search index fill the heap.
  limitHeapGrowth(env.HEAP_GROWTH_PERCENT);
  const options = await buildOptions(vite);
  const contentRoutes = buildRoutes(options.build).current;
  await startContent(contentRoutes);
  for (const warning of goLiveProblems(process.env, env)) console.warn(`Warning: ${warning}`);
  const { app, handle, cache, schedule } = createApp({ env, ...options });
  // The search index is built in the background, in slices, so pages serve while it builds.
  const reloaded = () => {
    cache.clear();
    schedule.check();
    void warmSearchIndex();
    renderCardsAfter(contentRoutes);
  };
  void warmSearchIndex();
  renderCardsAfter(contentRoutes);
  reloadOnSignal(reloaded, contentRoutes);
  if (vite) reloadOnChange(vite, reloaded, contentRoutes);
  // Create and migrate the view store now; if it is down, pages still serve and counting resumes later.
  await viewStore().catch((error: unknown) =>
    console.error(`View store not ready: ${error instanceof Error ? error.message : error}`),
  );
  const limits = connectionLimits(env);
  const server = createServer(serverTimeouts(limits));
  // A peer Express trusts as a proxy (TRUST_PROXY) speaks for many clients.
  const trustsProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  limitConnections(server, limits, (address) => trustsProxy(address, 0));
  const connections = drainable(server);
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    connections.lastAnswerWhileDraining(res);
    handle(req, res);
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(
      `Server listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`,
    );
  });
  server.keepAliveTimeout = 5_000;
  guardServer(server);

  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    void connections
      .drain()
      .then(() => Promise.all([closeViewStore(), vite?.close()]))
      .finally(() => process.exit(0));
    // A request whose handler never finishes must not keep the process forever.
    setTimeout(() => {
      console.error("Shutdown timed out after 10 s; exiting");
      process.exit(1);
    }, 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}

export { migrateOnly } from "./migrate";
export { checkLive } from "~/content/go-live.server";
export { checkBuiltContent as checkContent } from "./content";
