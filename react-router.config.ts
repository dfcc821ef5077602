import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Typed request context (app/context.ts): getLoadContext returns a RouterContextProvider.
  future: { v8_middleware: true },
} satisfies Config;
