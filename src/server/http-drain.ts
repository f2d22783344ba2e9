import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a connection with nothing in flight may stay open once draining
 * starts. A keep-alive client that just got an answer usually sends its next
 * request within milliseconds; that request is answered (with Connection:
 * close) instead of meeting a reset socket. Quiet connections close after this.
 */
const IDLE_GRACE_MS = 1_000;

/**
 * Graceful stop for a Node HTTP server under keep-alive load. `server.close()`
 * alone keeps serving busy keep-alive connections, so under steady load it
 * never finishes; and it destroys the idle ones at once, cutting a request a
 * client is sending on one at that moment. While draining, every response says
 * `Connection: close` (Node closes the socket once it is sent), and each
 * connection closes as soon as it has been idle for a moment. Streams that never
 * end on their own are the caller's to end.
 */
export interface HttpDrain {
  /** Wraps the request listener to count each connection's requests in flight. */
  listener(
    handle: (request: IncomingMessage, response: ServerResponse) => void,
  ): (request: IncomingMessage, response: ServerResponse) => void;
  /** Stops accepting connections and resolves when every connection is closed. */
  drain(): Promise<void>;
}

export function createHttpDrain(server: Server): HttpDrain {
  const busy = new Map<Socket, number>();
  const responses = new Set<ServerResponse>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    busy.set(socket, 0);
    socket.once('close', () => busy.delete(socket));
  });

  const closeWhenQuiet = (socket: Socket) => {
    const timer = setTimeout(() => {
      if (busy.get(socket) === 0) socket.destroy();
    }, IDLE_GRACE_MS);
    timer.unref();
  };

  return {
    listener: (handle) => (request, response) => {
      const socket = request.socket;
      busy.set(socket, (busy.get(socket) ?? 0) + 1);
      responses.add(response);
      if (draining) response.setHeader('Connection', 'close');
      response.once('close', () => {
        responses.delete(response);
        const left = (busy.get(socket) ?? 1) - 1;
        if (busy.has(socket)) busy.set(socket, left);
        if (draining && left === 0 && !socket.destroyed) closeWhenQuiet(socket);
      });
      handle(request, response);
    },
    drain() {
      draining = true;
      // net.Server's close: stop listening and wait for the connections, without
      // http.Server's immediate destruction of the idle ones (see above).
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      for (const response of responses) if (!response.headersSent) response.setHeader('Connection', 'close');
      for (const [socket, inFlight] of busy) if (inFlight === 0) closeWhenQuiet(socket);
      return closed;
    },
  };
}
