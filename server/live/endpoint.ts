import type { Request, RequestHandler, Response } from "express";
import { currentContent } from "~/features/content/current.server";
import { isContentVersion, parseTopics } from "~/features/live/topics.server";
import { clientKey } from "~/utils/clients";
import { sendPlain } from "../http-guard";
import { eventText, type LiveHub, type Refusal } from "./hub";

/** What a refused stream is told to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 30;

const REFUSALS: Record<Refusal, { status: number; text: string }> = {
  full: {
    status: 503,
    text: "Service Unavailable: this server has all the live streams it can hold",
  },
  client: {
    status: 429,
    text: "Too Many Requests: your network has all the live streams it may hold",
  },
  closing: { status: 503, text: "Service Unavailable: this server is stopping" },
};

type StreamRequest =
  { ok: true; topics: string[]; known: string | undefined } | { ok: false; problem: string };

/**
 * Reads a stream's request strictly: `topics` once, `since` at most once (the version the page
 * was rendered from), nothing else; a Last-Event-ID (the browser's, on a reconnect) written as a
 * content version. The version the client has is its Last-Event-ID, else `since`.
 */
function readStreamRequest(req: Request): StreamRequest {
  const queryAt = req.url.indexOf("?");
  const query = new URLSearchParams(queryAt === -1 ? "" : req.url.slice(queryAt + 1));
  for (const name of new Set(query.keys())) {
    if (name !== "topics" && name !== "since")
      return { ok: false, problem: `unknown parameter ${JSON.stringify(name.slice(0, 40))}` };
    if (query.getAll(name).length > 1) return { ok: false, problem: `${name} given twice` };
  }
  const topics = query.get("topics");
  if (topics === null) return { ok: false, problem: "topics is missing (?topics=ucc/2025)" };
  const parsed = parseTopics(topics, currentContent());
  if (!parsed.ok) return parsed;
  const lastEventId = req.get("last-event-id");
  if (lastEventId !== undefined && !isContentVersion(lastEventId))
    return { ok: false, problem: "Last-Event-ID is not a content version" };
  const since = query.get("since");
  if (since !== null && !isContentVersion(since))
    return { ok: false, problem: "since is not a content version" };
  return { ok: true, topics: parsed.topics, known: lastEventId ?? since ?? undefined };
}

type EndpointOptions = {
  /** Whether `version` is one published elsewhere that this instance has not loaded yet (its own reload will tell the stream). */
  ahead?: (version: string) => boolean;
};

/**
 * GET /live?topics=…: a stream of Server-Sent Events, one per open page that follows play. Each
 * event's id is the content version it brings; a client that names an older one (reconnecting,
 * or a page rendered before a reload) is sent the current version at once. Never compressed,
 * buffered or cached: it is mounted before compression and the page cache.
 */
export function liveEndpoint(
  hub: LiveHub,
  { ahead = () => false }: EndpointOptions = {},
): RequestHandler {
  return function openStream(req: Request, res: Response) {
    if (req.path !== "/") return sendPlain(res, 404, "Not found");
    const request = readStreamRequest(req);
    if (!request.ok) return sendPlain(res, 400, `Bad request: ${request.problem}`);
    const client = clientKey(req.ip ?? req.socket.remoteAddress ?? "");
    const refusal = hub.admit(client);
    if (refusal) return refuse(res, refusal);
    if (req.method === "HEAD") {
      res.status(200).type("text/event-stream").setHeader("Cache-Control", "no-store");
      return void res.end();
    }
    const { version } = currentContent();
    const { topics, known } = request;
    const behind = known !== undefined && known !== version && !ahead(known);
    hub.open(res, topics, client, behind ? eventText(version, topics) : undefined);
  };
}

function refuse(res: Response, refusal: Refusal) {
  const { status, text } = REFUSALS[refusal];
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  sendPlain(res, status, text);
}
