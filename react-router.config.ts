import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  future: {
    // Typed request context (app/context.ts): getLoadContext returns a RouterContextProvider.
    v8_middleware: true,
    // The behaviours of React Router 8, taken now so that no build or start-up warns about them.
    // The browser runs no router (pages are server-rendered, islands hydrate on their own), so
    // neither route-module splitting nor the `.data` request formats change what it gets.
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // The server build's entry (our Express app) is set per environment in vite.config.ts.
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
