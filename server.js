// One Express app (server/app.ts) in production and development.
// Production: the compiled server build. Development (NODE_ENV=development, `npm run dev`):
// the same app loaded from source through Vite in middleware mode.
process.env.NODE_ENV ??= "production";
if (process.env.NODE_ENV === "development") {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await vite.ssrLoadModule("./server/app.ts");
  await startServer({ vite });
} else {
  const { startServer } = await import("./build/server/index.js");
  await startServer();
}
