import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small server speaking OpenAI's streaming chat-completions protocol, for
 * tests, the end-to-end relay check and the benchmark. What it does depends on
 * the last user message:
 * - "fail before": 500 before any stream;
 * - "fail midway": two pieces, then the connection drops;
 * - "talk slowly": 200 pieces 10 ms apart (to see a client leave);
 * - anything else: OPENAI_TEST_PIECES then "You asked: …", `pieceDelayMs` apart.
 */

export const OPENAI_TEST_PIECES = ['Namaste', '! Here', ' is', ' the', ' upstream', '’s', ' answer', '.'];

export interface OpenAiCompatibleServer {
  url: string;
  requests: { body: Record<string, unknown>; authorization: string | undefined }[];
  /** Resolves when a "talk slowly" stream's connection closes, with how many pieces it had sent. */
  closed: Promise<number>;
  close(): Promise<void>;
}

export function sseChunk(content: string | null, finishReason: string | null = null): string {
  const delta = content === null ? {} : { content };
  return `data: ${JSON.stringify({ id: 'up-1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startOpenAiCompatibleServer(
  options: { port?: number; host?: string; pieceDelayMs?: number } = {},
): Promise<OpenAiCompatibleServer> {
  const requests: OpenAiCompatibleServer['requests'] = [];
  let markClosed!: (sent: number) => void;
  const closed = new Promise<number>((resolve) => (markClosed = resolve));

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    for await (const part of request) raw += String(part);
    let body: { messages?: { role: string; content: string }[] };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      response.writeHead(400).end();
      return;
    }
    requests.push({ body, authorization: request.headers.authorization });
    const question = body.messages?.at(-1)?.content ?? '';
    if (request.url !== '/v1/chat/completions' || question === 'fail before') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"model crashed"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (question === 'fail midway') {
      response.write(sseChunk('The first'));
      response.write(sseChunk(' words'));
      setTimeout(() => response.destroy(), 20);
      return;
    }
    if (question === 'talk slowly') {
      let sent = 0;
      const timer = setInterval(() => {
        response.write(sseChunk(`word${sent} `));
        sent += 1;
        if (sent === 200) {
          clearInterval(timer);
          response.end('data: [DONE]\n\n');
        }
      }, 10);
      response.on('close', () => {
        clearInterval(timer);
        markClosed(sent);
      });
      return;
    }
    const pieces = [...OPENAI_TEST_PIECES, ` You asked: ${question}`];
    if (options.pieceDelayMs) {
      for (const piece of pieces) {
        response.write(sseChunk(piece));
        await pause(options.pieceDelayMs);
      }
    } else {
      // Split across writes the way a real server's packets fall: one event in two writes, two in one.
      const [first = '', second = '', ...rest] = pieces;
      response.write(`${sseChunk(first)}${sseChunk(second).slice(0, 20)}`);
      response.write(sseChunk(second).slice(20));
      for (const piece of rest) response.write(sseChunk(piece));
    }
    response.write(sseChunk(null, 'stop'));
    response.end('data: [DONE]\n\n');
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
