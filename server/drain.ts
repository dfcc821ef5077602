import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/**
 * A connection quiet this long during the drain is idle, and is closed. A client that keeps a
 * connection busy sends its next request well within it (it gets its answer, with Connection:
 * close); closing a connection that has been quiet is the race every HTTP server has with
 * keep-alive (the client may be sending on it that instant), so the wait keeps it to connections
 * nobody is using, as the keep-alive timeout does.
 */
const DRAIN_IDLE_MS = 1_000;
const SWEEP_MS = 100;

/** What the drain knows of a connection: the request it is answering, and since when it has been quiet. */
type Connection = { req: IncomingMessage | undefined; quietSince: number };

/**
 * Graceful shutdown for an HTTP server. `drain()` stops accepting connections at once; every
 * answer from then on carries `Connection: close`, so busy keep-alive connections end after
 * their current request instead of being cut between two of them; connections with nothing to
 * answer — idle ones, and ones still sending a request (headers or body) — are closed once they
 * have been quiet for DRAIN_IDLE_MS. Requests already received are answered in full. Resolves
 * when the last connection has closed.
 */
export function drainable(server: Server) {
  const connections = new Map<Socket, Connection>();
  let draining = false;

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { req: undefined, quietSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.req = req;
    res.once("close", () => {
      if (connection.req !== req) return;
      connection.req = undefined;
      connection.quietSince = Date.now();
    });
  });

  /**
   * Nothing this connection sent can still be answered — no request, or one whose body has stopped
   * arriving — and no answer is on its way out (a slow reader's page must not be cut short).
   */
  function closable(socket: Socket, { req, quietSince }: Connection, now: number): boolean {
    if (socket.writableLength > 0 || now - quietSince < DRAIN_IDLE_MS) return false;
    return req === undefined || !req.complete;
  }

  return {
    /** Marks an answer as the connection's last while draining (call before its headers are written). */
    lastAnswerWhileDraining(res: ServerResponse) {
      if (draining) res.shouldKeepAlive = false;
    },
    drain(): Promise<void> {
      draining = true;
      // A request still sending its body has been quiet since the drain began, at the latest.
      const began = Date.now();
      for (const connection of connections.values())
        if (connection.req) connection.quietSince = Math.max(connection.quietSince, began);
      const closed = new Promise<void>((resolve) => {
        // net.Server's own close: stops listening and reports when the last connection is gone.
        // http.Server#close would also close the idle connections right now, and a client that
        // has just sent its next request on one of them would get a reset instead of an answer.
        NetServer.prototype.close.call(server, () => resolve());
      });
      const sweep = setInterval(() => {
        const now = Date.now();
        for (const [socket, connection] of connections)
          if (closable(socket, connection, now)) socket.destroy();
      }, SWEEP_MS).unref();
      void closed.then(() => clearInterval(sweep));
      return closed;
    },
  };
}
