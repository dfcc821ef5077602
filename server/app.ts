import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { getEnv, type Env } from "~/utils/env.server";
import { closeViewStore, viewStore } from "~/features/views/views.server";
import { requestLogger } from "./logging";
import { apiSecurityHeaders, securityHeaders } from "./security";
import { viewsApi } from "./views-api";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    showSplash: boolean;
    /** Address of the compiled browser behaviours (app/enhance). */
    enhanceSrc: string;
  }
}

const SPLASH_COOKIE = "vv_seen";
/** Paths that look like files but are rendered by routes. */
const RENDERED_FILES = new Set(["/rss.xml", "/sitemap.xml", "/robots.txt"]);

type AppOptions = {
  env: Env;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build (hashed assets in assets/); omitted in development. */
  clientDir?: string;
  /** Address of the compiled browser behaviours. */
  enhanceSrc: string;
};

/** The whole production Express app: headers, logging, static files, health, pages. */
export function createApp({ env, build, clientDir, enhanceSrc }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", true);

  if (env.LOG_REQUESTS) app.use(requestLogger());
  // The view counter is a hot, tiny JSON endpoint: served before the page stack (no nonce, no compression).
  app.use("/api/views", apiSecurityHeaders, viewsApi());
  app.use(securityHeaders({ extraScriptOrigins: [new URL(env.TRANSLATOR_SCRIPT_URL).origin] }));
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok", uptime: Math.round(process.uptime()) });
  });

  if (clientDir) {
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  // A request for a file we do not have gets a plain 404, not a page render.
  app.use((req, res, next) => {
    if (RENDERED_FILES.has(req.path)) return next();
    if (/\.[a-z0-9]{1,8}$/i.test(req.path) || req.path.startsWith("/assets/")) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    next();
  });

  app.use((req, res, next) => {
    // The logo screen is shown on the first page a visitor loads in a browser session only.
    const pageLoad = req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
    const seen = !pageLoad || (req.headers.cookie?.includes(`${SPLASH_COOKIE}=1`) ?? false);
    res.locals.showSplash = !seen;
    if (!seen) res.append("Set-Cookie", `${SPLASH_COOKIE}=1; Path=/; SameSite=Lax${req.secure ? "; Secure" : ""}`);
    // Pages vary by cookies (theme): never let a shared cache store them.
    res.setHeader("Cache-Control", "private, no-cache");
    next();
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (_req, res) => ({
        cspNonce: String(res.locals.cspNonce),
        showSplash: Boolean(res.locals.showSplash),
        enhanceSrc,
      }),
    }),
  );

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 500;
    if (status >= 500) console.error(error);
    res.status(status >= 400 && status < 600 ? status : 500).type("text/plain").send(status < 500 ? "Bad request" : "Internal server error");
  });

  return app;
}

/** Starts the production server and handles graceful shutdown. */
export async function startServer() {
  const env = getEnv();
  const clientDir = path.resolve("build/client");
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  const { src: enhanceSrc } = JSON.parse(readFileSync(path.resolve("build/enhance.json"), "utf8")) as { src: string };
  const app = createApp({ env, build, clientDir, enhanceSrc });
  // Create and migrate the view store now; if it is down, pages still serve and counting resumes later.
  await viewStore().catch((error: unknown) => console.error(`View store not ready: ${error instanceof Error ? error.message : error}`));
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`Server listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`);
  });
  server.keepAliveTimeout = 5_000;

  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    server.close(() => void closeViewStore().finally(() => process.exit(0)));
    // Keep-alive connections go as soon as their current request is answered.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      console.error("Shutdown timed out after 10 s; exiting");
      process.exit(1);
    }, 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}

/** `npm run db:migrate`: applies the view store's migrations and exits. */
export async function migrateOnly() {
  const store = await viewStore();
  await store.close();
  console.log(`Database up to date (${getEnv().DATABASE_URL.replace(/\/\/[^@]*@/, "//***@")})`);
}
