import type { RequestHandler } from "express";
import { contentHealth } from "~/content/install.server";
import { viewLimiterStats } from "~/features/views/api.server";
import { storeHealth } from "~/features/views/views.server";
import { getEnv } from "~/utils/env.server";
import { connectionStats } from "./connections";
import { liveStats } from "./live";
import { recentTargetStats, type PageCache } from "./page-cache";
import { searchRateStats } from "./search-rate";

/**
 * GET /healthz: 200 when the site and its view store work; 503 "degraded" when the store is
 * down (pages still render then, but counting does not), so a load balancer or monitor can act
 * on it. With what the content is, what memory holds and the connections open.
 */
export function healthCheck(cache: PageCache): RequestHandler {
  return async (_req, res) => {
    const store = await storeHealth();
    res.setHeader("Cache-Control", "no-store");
    res.status(store === "up" ? 200 : 503).json({
      status: store === "up" ? "ok" : "degraded",
      store,
      content: contentHealth(),
      ...memoryReport(cache),
      connections: connectionStats(),
      live: liveStats(),
      uptime: Math.round(process.uptime()),
    });
  };
}

/**
 * Everything in memory that visitors can make grow, each bounded in bytes, with the process's
 * own figures: the page cache, the memo of recent request targets, the view counter's and the
 * search's per-client limits. `bounded` is their sum and the most they may hold together.
 */
function memoryReport(cache: PageCache) {
  const pageCache = cache.stats();
  const recentTargets = recentTargetStats();
  const viewLimiter = viewLimiterStats();
  const searchLimiter = searchRateStats();
  const parts = [pageCache, recentTargets, viewLimiter, searchLimiter];
  const { rss, heapUsed, external } = process.memoryUsage();
  return {
    pageCache,
    recentTargets,
    viewLimiter,
    searchLimiter,
    memory: {
      rss,
      heapUsed,
      external,
      heapGrowthPercent: getEnv().HEAP_GROWTH_PERCENT,
      bounded: {
        bytes: parts.reduce((sum, part) => sum + part.bytes, 0),
        maxBytes: parts.reduce((sum, part) => sum + part.maxBytes, 0),
      },
    },
  };
}
