import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { Env } from "~/utils/env.server";
import { goLiveProblems } from "~/content/go-live.server";
import { resolveAddress } from "~/features/cache/not-found.server";
import { closeViewStore, viewStore } from "~/features/views/views.server";
import { watchSchedule } from "~/features/blog/schedule-watch.server";
import { BOOT_SCRIPT, loaderScript } from "~/components/shell/inline-scripts";
import { devIslandSrc, ISLAND_NAMES, type IslandName } from "~/islands/registry";
import { cacheHitPath } from "./cache-hit";
import { compressAnswers } from "./compress";
import { connectionLimits, limitConnections, serverTimeouts } from "./connections";
import { contentFiles, reload, reloadOnChange, reloadOnSignal, startContent } from "./content";
import { settingsOrExit } from "./refused";
import { warmSearchIndex } from "~/features/search/search.server";
import { drainable } from "./drain";
import { guardServer, requestGuard, type MethodTable } from "./http-guard";
import { healthCheck } from "./health";
import { newsletterRouter } from "./newsletter/router";
import { startNewsletterService } from "./newsletter/start";
import { LIVE_PATH, startLive } from "./live";
import { limitHeapGrowth } from "./heap";
import { logServerError, requestLogger } from "./logging";
import { createPageCache, pageHandler, type ResolveAddress } from "./page-cache";
import { buildRoutes } from "./build-routes";
import { pageRenderer } from "./render";
import { baselineSecurityHeaders, pageHeaderSet, scriptHash, securityHeaders } from "./security";
import { searchRate } from "./search-rate";
import { missingFiles, serveClientFiles } from "./static-files";
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
  if (path === "/newsletter" || path.startsWith("/newsletter/")) return ["GET", "HEAD", "POST"];
  return READ_ONLY;
};
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
  /** The live streams' endpoint (server/live): open pages told of a reload. */
  live?: RequestHandler;
};

/** The last answer: a bare status and a line of text, the stack of a 5xx in the log only. */
function answerError(error: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error);
  const declared =
    typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 500;
  const status = declared >= 400 && declared < 600 ? declared : 500;
  // A 4xx is the visitor's mistake (bad encoding, aborted body): answered, never logged with a stack.
  if (status >= 500) logServerError(error);
  res.status(status).type("text/plain").setHeader("Cache-Control", "no-store");
  res.send(status === 404 ? "Not found" : status < 500 ? "Bad request" : "Internal server error");
}

/**
 * The whole app: headers, logging, static files, health, and pages through the page cache.
 * Development and production run this same app; only where the build and the browser files
 * come from differs. `handle` answers a request: a cached page straight from memory (no
 * Express, no React), anything else through Express.
 */
export function createApp({
  env,
  build,
  clientDir,
  vite,
  enhanceSrc,
  islandSrcs,
  live,
}: AppOptions) {
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
  const routes = buildRoutes(build);
  const render = pageRenderer({ env, build, routes, enhanceSrc, islandSrcs });
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
  // Streams of events, before compression and the page cache: each event must leave as it is written.
  if (live) app.use(LIVE_PATH, live);
  app.use(compressAnswers());

  app.get("/healthz", healthCheck(cache));

  app.use(contentFiles());
  app.use(shareFiles(routes.current));
  if (clientDir) serveClientFiles(app, clientDir);
  if (vite) app.use(vite.middlewares);
  app.use(missingFiles);

  // Pages (and the feeds, rendered by routes too): the hash-based CSP.
  app.use(securityHeaders(pageHeaders));
  const resolve: ResolveAddress = async (canonical) =>
    resolveAddress(await routes.current(), canonical);
  const searches = searchRate(env.SEARCH_RATE_LIMIT_PER_MINUTE, env.TRUST_PROXY);
  app.use("/newsletter", newsletterRouter(env.PUBLIC_ORIGIN, render));
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
  app.use(answerError);

  const fromCache = cacheHitPath({
    env,
    cache,
    latestRoutes: routes.latest,
    searches,
    pageHeaders,
  });
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
  // Before the content is installed: each install announces the posts it publishes.
  const newsletter = startNewsletterService(env.DATABASE_URL);
  await startContent(contentRoutes);
  for (const warning of goLiveProblems(process.env, env)) console.warn(`Warning: ${warning}`);
  const limits = connectionLimits(env);
  // A version another instance published: this one reloads its content folder as SIGHUP would.
  const live = startLive({
    env,
    connections: limits,
    reload: () => void reload(() => reloaded({ publish: false }), contentRoutes),
  });
  const { app, handle, cache, schedule } = createApp({ env, ...options, live: live.endpoint });
  // The search index is built in the background, in slices, so pages serve while it builds.
  function reloaded({ publish }: { publish: boolean }) {
    cache.clear();
    schedule.check();
    // Open pages are told first: the index's documents and the share cards take a while.
    live.reloaded({ publish });
    void warmSearchIndex();
    renderCardsAfter(contentRoutes);
  }
  void warmSearchIndex();
  renderCardsAfter(contentRoutes);
  reloadOnSignal(() => reloaded({ publish: true }), contentRoutes);
  if (vite) reloadOnChange(vite, () => reloaded({ publish: true }), contentRoutes);
  // Create and migrate the view store now; if it is down, pages still serve and counting resumes later.
  await viewStore().catch((error: unknown) =>
    console.error(`View store not ready: ${error instanceof Error ? error.message : error}`),
  );
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
    // Streams never finish by themselves: they end first, and their pages reconnect elsewhere.
    live.close();
    void connections
      .drain()
      .then(() => Promise.all([closeViewStore(), newsletter.close(), vite?.close()]))
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
export { newsletterCli } from "./newsletter/cli";
export { checkLive } from "~/content/go-live.server";
export { checkBuiltContent as checkContent } from "./content";
