import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/*
 * A request refused before its body is read (an upload over the size limit gets its 413 as soon as the
 * headers arrive) is answered with `Connection: close`. Node then ends the socket and destroys it as soon as
 * the answer is flushed, while the client is still sending: closing a socket with unread data in it sends a
 * TCP reset, and a client busy writing often sees that reset (EPIPE, ECONNRESET) before it reads the
 * answer, so the 413 is lost. Like nginx's lingering close, the socket here sends the answer and its FIN,
 * then keeps reading and discarding what still arrives until the client stops, for a bounded time, and only
 * then closes.
 */

/** The longest a refused request may keep sending after its answer (nginx's `lingering_time` is 30 s). */
const LINGER_MS = 10_000;
/** A client that pauses this long has read the answer, or is not going to (nginx's `lingering_timeout`: 5 s). */
const LINGER_IDLE_MS = 2_000;
/** The most a refused request may still send; past it, the client has had ample time to read the answer. */
const LINGER_MAX_BYTES = 128 * 1024 * 1024;

const lingering = new WeakSet<Socket>();

/**
 * Call for every request before the app answers it: when the answer finishes while the body is still
 * arriving, the socket lingers instead of being destroyed at once.
 */
export function lingerIfAnsweredEarly(request: IncomingMessage, response: ServerResponse): void {
  const length = request.headers['content-length'];
  const hasBody = (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return;
  response.once('prefinish', () => {
    if (request.complete) return;
    const socket = request.socket;
    // Node's server ends a `Connection: close` response with socket.destroySoon() (end, then destroy once the
    // FIN is flushed); this socket's own destroySoon lingers first. process.test.ts and lingering-close.test.ts
    // would notice if Node stopped closing that way.
    socket.destroySoon = () => {
      if (request.complete) Socket.prototype.destroySoon.call(socket);
      else linger(socket, request);
    };
  });
}

function linger(socket: Socket, request: IncomingMessage): void {
  // @hono/node-server's own clean-up may ask to close again; the first linger decides.
  if (lingering.has(socket)) return;
  lingering.add(socket);
  if (socket.writable) socket.end();
  let discarded = 0;
  const close = () => {
    clearTimeout(deadline);
    clearTimeout(idle);
    socket.destroy();
  };
  const deadline = setTimeout(close, LINGER_MS);
  const idle = setTimeout(close, LINGER_IDLE_MS);
  deadline.unref();
  idle.unref();
  // Whoever was reading the body (a body-limit check, a web stream) is gone; keep nothing of what arrives.
  request.removeAllListeners('data');
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_MAX_BYTES) close();
    else idle.refresh();
  });
  // The whole body arrived (nothing is left unread, so the close is clean), or the client closed its side.
  request.once('end', close);
  socket.once('end', close);
  socket.once('close', () => {
    clearTimeout(deadline);
    clearTimeout(idle);
  });
  request.resume();
}
