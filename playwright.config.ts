import { defineConfig } from "@playwright/test";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_MAIL_DIR } from "./tests/e2e/newsletter-mail";

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Tests wait for states, never for time; this bounds a test's whole run. Axe on a long page takes
  // 10–15 s of a busy 2-core machine, so a budget of 30 s failed sound tests when the machine was loaded.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node server.js",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "false",
      PUBLIC_ORIGIN: "https://voltverse.example.com",
      // A fresh view-counter database for each run; every test comes from one address.
      DATABASE_URL: `file:${path.join(tmpdir(), `voltverse-e2e-${process.pid}`, "site.db")}`,
      VIEW_RATE_LIMIT_PER_MINUTE: "10000",
      SEARCH_RATE_LIMIT_PER_MINUTE: "10000",
      // Share cards only when asked for, kept apart from the checkout's.
      CARD_RENDER_BUDGET: "0",
      CARDS_DIR: path.join(tmpdir(), `voltverse-e2e-${process.pid}`, "cards"),
      NEWSLETTER_SUBSCRIBES_PER_HOUR: "10000",
      // No SMTP_URL: each mail is a file there, where a test reads its confirmation link.
      MAIL_DIR: E2E_MAIL_DIR,
    },
  },
});
