// `npm run dev`: the same Express server as production, with Vite serving the sources.
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV = "development";
await import("../server.js");
