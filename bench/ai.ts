// The AI Manager's figures: the offline concierge's time to first byte against a bare node:http server
// sending the same event stream, and what relaying an OpenAI-compatible server adds to each chunk.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startOpenAiCompatibleServer } from '../src/server/testing/openai-compatible-server.ts';
import { PRODUCTION_ENV, SERVER_SCRIPT, start, stop } from './harness.ts';

const RUNS = Number(process.env.BENCH_AI_RUNS ?? 40);
const QUESTION = { messages: [{ role: 'user', content: 'earrings under ₹500' }], context: 'default' };

export interface AiFigures {
  conciergeFirstByteMs: number;
  bareFirstByteMs: number;
  /** When the first chunk arrives, straight from the upstream and through Haat. */
  directFirstMs: number;
  relayFirstMs: number;
  /** Mean time from the first chunk to each later one. */
  directChunkMs: number;
  relayChunkMs: number;
  chunks: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Milliseconds from sending the request to the first byte of the body, and to each later read. */
async function timeStream(
  url: string,
  body: unknown,
  origin?: string,
): Promise<{ firstByte: number; arrivals: number[]; text: string }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const arrivals: number[] = [];
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    // One arrival per content chunk in this read.
    const at = performance.now() - started;
    const pieces = value.split('"content":"').length - 1;
    for (let piece = 0; piece < pieces; piece += 1) arrivals.push(at);
    text += value;
  }
  return { firstByte: arrivals[0] ?? Number.NaN, arrivals, text };
}

export async function benchAi(dataDir: string): Promise<AiFigures> {
  // The concierge on the demo marketplace.
  const haat = await start(SERVER_SCRIPT, {
    PORT: '3997',
    HOST: '127.0.0.1',
    DATA_DIR: `${dataDir}/ai`,
    SEED_DEMO: 'true',
    ...PRODUCTION_ENV,
    AI_CHAT_LIMIT_PER_IP: '100000',
    LOG_LEVEL: 'info',
  });
  const conciergeUrl = `http://127.0.0.1:${haat.port}/api/ai-chat`;
  const origin = 'http://localhost:3997';
  const concierge: number[] = [];
  let sample = '';
  for (let run = 0; run < RUNS + 5; run += 1) {
    const timed = await timeStream(conciergeUrl, QUESTION, origin);
    if (run >= 5) concierge.push(timed.firstByte);
    sample = timed.text;
  }
  await stop(haat.child);

  // The same bytes from a bare server, all at once: the floor for a first byte.
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    response.end(sample);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', () => resolve()));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const bareTimes: number[] = [];
  for (let run = 0; run < RUNS + 5; run += 1) {
    const timed = await timeStream(bareUrl, QUESTION);
    if (run >= 5) bareTimes.push(timed.firstByte);
  }
  await new Promise<void>((resolve) => bare.close(() => resolve()));

  // The relay: each chunk's arrival read straight from the upstream, then through Haat.
  const upstream = await startOpenAiCompatibleServer({ pieceDelayMs: 20 });
  const relay = await start(SERVER_SCRIPT, {
    PORT: '3996',
    HOST: '127.0.0.1',
    DATA_DIR: `${dataDir}/relay`,
    SEED_DEMO: 'false',
    ...PRODUCTION_ENV,
    AI_BASE_URL: `${upstream.url}/v1`,
    AI_MODEL: 'test-model',
    AI_CHAT_LIMIT_PER_IP: '100000',
    LOG_LEVEL: 'info',
  });
  const upstreamBody = { model: 'test-model', stream: true, messages: QUESTION.messages };
  const direct: number[] = [];
  const relayed: number[] = [];
  const directFirst: number[] = [];
  const relayFirst: number[] = [];
  const afterFirst = (arrivals: number[]) => mean(arrivals.slice(1).map((at) => at - (arrivals[0] ?? 0)));
  let chunks = 0;
  const runs = Math.max(5, Math.floor(RUNS / 4));
  for (let run = 0; run < runs; run += 1) {
    const straight = await timeStream(`${upstream.url}/v1/chat/completions`, upstreamBody);
    const through = await timeStream(`http://127.0.0.1:${relay.port}/api/ai-chat`, QUESTION, 'http://localhost:3996');
    chunks = straight.arrivals.length;
    directFirst.push(straight.firstByte);
    relayFirst.push(through.firstByte);
    direct.push(afterFirst(straight.arrivals));
    relayed.push(afterFirst(through.arrivals));
  }
  await stop(relay.child);
  await upstream.close();

  return {
    conciergeFirstByteMs: median(concierge),
    bareFirstByteMs: median(bareTimes),
    directFirstMs: median(directFirst),
    relayFirstMs: median(relayFirst),
    directChunkMs: mean(direct),
    relayChunkMs: mean(relayed),
    chunks,
  };
}

export function formatAiFigures(figures: AiFigures): string {
  const added = figures.relayChunkMs - figures.directChunkMs;
  const addedFirst = figures.relayFirstMs - figures.directFirstMs;
  return (
    `POST /api/ai-chat, offline concierge ("earrings under ₹500", demo data): first byte after ${figures.conciergeFirstByteMs.toFixed(2)} ms (median) = ` +
    `${(figures.conciergeFirstByteMs / figures.bareFirstByteMs).toFixed(1)}× a bare node:http server sending the same stream (${figures.bareFirstByteMs.toFixed(2)} ms)\n` +
    `POST /api/ai-chat relaying an OpenAI-compatible server (${figures.chunks} chunks, 20 ms apart): the first chunk arrives ${addedFirst.toFixed(2)} ms later than read straight ` +
    `(${(figures.relayFirstMs / figures.directFirstMs).toFixed(2)}×: session, rate limit, upstream connection); each later chunk ${added.toFixed(2)} ms later relative to the first ` +
    `= ${(figures.relayChunkMs / figures.directChunkMs).toFixed(3)}× the direct spacing (${figures.directChunkMs.toFixed(1)} ms mean after the first)\n`
  );
}
