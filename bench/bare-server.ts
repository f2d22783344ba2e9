// The baseline: a bare node:http server answering the same bytes Haat does:
// the health body for /api/health, the built index.html for anything else.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const health = Buffer.from(JSON.stringify({ status: 'ok', database: 'pglite' }));
const index = readFileSync('dist/web/index.html');
const port = Number(process.env.PORT ?? 0);
const server = http.createServer((request, response) => {
  const isHealth = request.url === '/api/health';
  const body = isHealth ? health : index;
  response.writeHead(200, {
    'content-type': isHealth ? 'application/json' : 'text/html; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
