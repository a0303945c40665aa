/**
 * Graceful shutdown of the HTTP server on SIGTERM / SIGINT (a deploy, a restart):
 * 1. new connections are refused at once;
 * 2. every answer from then on says `Connection: close` (those already being prepared too), so a
 *    keep-alive client knows to reconnect elsewhere and its connection ends with that answer;
 * 3. idle keep-alive connections stay open a short grace period first (1 s): a request already on
 *    its way over one is answered (with `Connection: close`) instead of being cut; after it, idle
 *    connections are closed, and so is every connection that turns idle. Idle means: no answer
 *    under way or still being flushed, and not one byte received since the last answer (a request
 *    that arrived but is not parsed yet keeps its connection), checked after the event loop has
 *    read what the sockets hold;
 * 4. once no connection is left, `cleanup` runs (pictures being rendered finish, the database
 *    closes) and the process exits 0; past the deadline (10 s) it exits 1 whatever still runs.
 *
 * Node's own `server.close()` and `closeIdleConnections()` close idle connections at once, also one
 * whose next request waits unread in the socket, or whose last answer is still being flushed to a
 * slow client: both reset a request. Hence the listening socket alone is closed here (net.Server's
 * close) and idle connections are tracked and ended here.
 */
import type http from "node:http";
import net from "node:net";
import type { Logger } from "pino";

export type ShutdownOptions = {
  server: http.Server;
  logger: Logger;
  /** Frees what the server holds once every connection is closed. */
  cleanup: () => Promise<void>;
  idleGraceMs?: number;
  deadlineMs?: number;
  exit?: (code: number) => void;
};

export type Shutdown = {
  /** Starts the shutdown; later calls do nothing. */
  begin: (signal: string) => void;
};

export function gracefulShutdown({
  server,
  logger,
  cleanup,
  idleGraceMs = 1_000,
  deadlineMs = 10_000,
  exit = (code) => process.exit(code),
}: ShutdownOptions): Shutdown {
  let stopping = false;
  const open = new Set<http.ServerResponse>();
  /** Per connection: answers under way, and how many bytes it had received when its last answer was flushed. */
  const connections = new Map<net.Socket, { answering: number; readWhenIdle: number }>();

  server.on("connection", (socket: net.Socket) => {
    connections.set(socket, { answering: 0, readWhenIdle: socket.bytesRead });
    socket.once("close", () => connections.delete(socket));
  });

  // Before Express sees the request: an answer begun after the signal closes its connection.
  server.prependListener("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) res.setHeader("Connection", "close");
    open.add(res);
    const connection = connections.get(req.socket);
    if (connection) connection.answering++;
    let done = false;
    // "finish": the whole answer is handed to the system; "close": the connection went first.
    const settle = () => {
      if (done) return;
      done = true;
      open.delete(res);
      if (connection) {
        connection.answering--;
        connection.readWhenIdle = req.socket.bytesRead;
      }
    };
    res.once("finish", settle);
    res.once("close", settle);
  });

  /** Ends the connections that are idle, after the event loop has read what their sockets hold. */
  function closeIdle() {
    setImmediate(() => {
      for (const [socket, connection] of connections) {
        if (connection.answering > 0 || socket.bytesRead !== connection.readWhenIdle || socket.writableEnded) continue;
        socket.end();
        // A client that never closes its side is cut a second later.
        setTimeout(() => socket.destroy(), 1_000).unref();
      }
    });
  }

  function begin(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, requests: open.size }, "shutting down");
    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");

    const deadline = setTimeout(() => {
      logger.warn({ requests: open.size }, `shutdown deadline of ${deadlineMs} ms reached: exiting with requests still open`);
      exit(1);
    }, deadlineMs);
    deadline.unref();

    let sweeper: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      closeIdle();
      // Connections whose answer was already under way with keep-alive turn idle later.
      sweeper = setInterval(closeIdle, 100);
    }, idleGraceMs);

    net.Server.prototype.close.call(server, () => {
      clearTimeout(grace);
      clearInterval(sweeper);
      cleanup().then(
        () => {
          clearTimeout(deadline);
          logger.info("stopped");
          exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "shutdown cleanup failed");
          exit(1);
        },
      );
    });
  }

  return { begin };
}
