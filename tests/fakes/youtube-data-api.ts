// A stand-in for the YouTube Data API v3 (playlistItems and videos), answering like the real one:
// 50 items a page with nextPageToken, ISO-8601 durations, "Deleted video" / "Private video"
// entries that the videos call does not know, and the real error shapes. Tests switch it into
// failure modes, hold its answers back, and read what it was asked.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeVideo = {
  id: string;
  title: string;
  duration?: string;
  status?: "public" | "deleted" | "private";
};
export type FakeMode = "ok" | "quota" | "bad-key" | "server" | "timeout" | "malformed" | "not-json";

type Options = {
  key: string;
  playlists?: Record<string, FakeVideo[]>;
  /** Videos of a playlist the test did not list (the server's own configured ids). */
  fallbackPlaylist?: (playlistId: string) => FakeVideo[];
  /** Milliseconds before each answer (to hold concurrent requests in flight). */
  delayMs?: number;
};

const PAGE = 50;

function reasonError(res: ServerResponse, status: number, reason: string, message: string) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(
    JSON.stringify({
      error: { code: status, message, errors: [{ message, domain: "youtube", reason }] },
    }),
  );
}

export async function startFakeYouTube(options: Options) {
  const requests: URL[] = [];
  let mode: FakeMode = "ok";
  const hanging = new Set<ServerResponse>();
  const playlists = options.playlists ?? {};
  const videosById = () => {
    const all = new Map<string, FakeVideo>();
    for (const list of Object.values(playlists)) for (const video of list) all.set(video.id, video);
    return all;
  };

  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    requests.push(url);
    if (mode === "timeout") {
      hanging.add(res);
      return;
    }
    if (mode === "quota")
      return reasonError(
        res,
        403,
        "quotaExceeded",
        "The request cannot be completed because you have exceeded your quota.",
      );
    if (mode === "server") return reasonError(res, 503, "backendError", "Backend Error");
    if (mode === "malformed") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify({ kind: "youtube#playlistItemListResponse", items: "not a list" }),
      );
    }
    if (mode === "not-json") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end("<html>Service Unavailable</html>");
    }
    if (mode === "bad-key" || url.searchParams.get("key") !== options.key)
      return reasonError(res, 400, "keyInvalid", "API key not valid. Please pass a valid API key.");

    if (url.pathname.endsWith("/playlistItems")) {
      const id = url.searchParams.get("playlistId") ?? "";
      const list = playlists[id] ?? options.fallbackPlaylist?.(id);
      if (!list)
        return reasonError(
          res,
          404,
          "playlistNotFound",
          "The playlist identified with the request's playlistId parameter cannot be found.",
        );
      playlists[id] = list;
      const size = Math.min(Number(url.searchParams.get("maxResults") ?? 5), PAGE);
      const page = Number((url.searchParams.get("pageToken") ?? "page-0").slice("page-".length));
      const slice = list.slice(page * size, (page + 1) * size);
      const body: Record<string, unknown> = {
        kind: "youtube#playlistItemListResponse",
        pageInfo: { totalResults: list.length, resultsPerPage: size },
        items: slice.map((video) => ({
          kind: "youtube#playlistItem",
          snippet: {
            title:
              video.status === "deleted"
                ? "Deleted video"
                : video.status === "private"
                  ? "Private video"
                  : video.title,
            resourceId: { kind: "youtube#video", videoId: video.id },
          },
        })),
      };
      if ((page + 1) * size < list.length) body.nextPageToken = `page-${page + 1}`;
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(body));
    }
    if (url.pathname.endsWith("/videos")) {
      const ids = (url.searchParams.get("id") ?? "").split(",").filter(Boolean);
      if (ids.length > 50) return reasonError(res, 400, "badRequest", "Too many ids");
      const known = videosById();
      const items = ids.flatMap((id) => {
        const video = known.get(id);
        if (!video || video.status === "deleted" || video.status === "private") return [];
        return [
          {
            kind: "youtube#video",
            id,
            contentDetails: video.duration === undefined ? {} : { duration: video.duration },
          },
        ];
      });
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ kind: "youtube#videoListResponse", items }));
    }
    return reasonError(res, 404, "notFound", "Not found");
  }

  /** While held: the requests waiting for release, and the signal that one has arrived. */
  let holding: { waiting: (() => void)[]; arrived: () => void } | undefined;
  const server = createServer((req, res) => {
    const go = () =>
      options.delayMs ? setTimeout(() => answer(req, res), options.delayMs) : answer(req, res);
    if (!holding) return go();
    holding.waiting.push(go);
    holding.arrived();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/youtube/v3`,
    requests,
    calls: (path: "playlistItems" | "videos") =>
      requests.filter((url) => url.pathname.endsWith(`/${path}`)),
    setMode(next: FakeMode) {
      mode = next;
    },
    /**
     * Holds every request from now on until `release()`: `arrived` resolves when the first one
     * is here, so a test knows its server is in the middle of a look-up.
     */
    hold() {
      let arrived = () => {};
      const first = new Promise<void>((resolve) => (arrived = resolve));
      const held = { waiting: [] as (() => void)[], arrived };
      holding = held;
      return {
        arrived: first,
        release() {
          if (holding === held) holding = undefined;
          for (const go of held.waiting.splice(0)) go();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `count` public videos with ids that sort in order: v0000000000, v0000000001, … (prefix changes the range). */
export function fakeVideos(count: number, prefix = "v", duration = "PT3M20S"): FakeVideo[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${String(i).padStart(11 - prefix.length, "0")}`,
    title: `${prefix} video ${i}`,
    duration,
  }));
}
