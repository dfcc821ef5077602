// Production entry: the Express app is compiled into the server build.
process.env.NODE_ENV ??= "production";
const { startServer } = await import("./build/server/index.js");
await startServer();
