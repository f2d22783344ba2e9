// The baseline: a bare node:http server answering the same bytes Haat did in
// this run (BENCH_BODIES: a JSON file of "coding path" → {type, base64 body}),
// in the coding the request asks for (br or identity).
import { readFileSync } from 'node:fs';
import http from 'node:http';

const bodies = JSON.parse(readFileSync(process.env.BENCH_BODIES ?? '', 'utf8')) as Record<
  string,
  { type: string; body: string }
>;
const responses = new Map(
  Object.entries(bodies).map(([key, { type, body }]) => [key, { type, bytes: Buffer.from(body, 'base64') }]),
);
const port = Number(process.env.PORT ?? 0);
const server = http.createServer((request, response) => {
  const coding = request.headers['accept-encoding'] === 'br' ? 'br' : 'identity';
  const entry = responses.get(`${coding} ${request.url ?? ''}`);
  if (!entry) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': entry.type,
    'content-length': entry.bytes.length,
    ...(coding === 'br' ? { 'content-encoding': 'br' } : {}),
  });
  response.end(entry.bytes);
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
