import http from 'node:http';
import { Readable } from 'node:stream';

/*
 * A client in its own process for lingering-close.test.ts: in the test's own process the server and the
 * client share one event loop, which hides the race between the server's reset and the client reading the
 * answer. Usage: node huge-upload-client.ts <url> <count> <bytes> <length|chunked> [cookie]. Streams
 * `count` multipart uploads of `bytes` each (64 KB at a time, never held in memory), with a Content-Length
 * or chunked, two at a time, and prints one JSON line per upload: the answer, or the error before it.
 */

export interface UploadOutcome {
  status?: number;
  connection?: string;
  body?: string;
  error?: string;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x61);

function upload(target: URL, bytes: number, chunked: boolean, cookie: string): Promise<UploadOutcome> {
  const boundary = `haat-${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    let left = bytes - head.length - tail.length;
    while (left > 0) {
      const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
      left -= chunk.length;
      yield chunk;
    }
    yield tail;
  }
  return new Promise((resolve) => {
    const request = http.request(target, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(chunked ? {} : { 'content-length': bytes }),
        origin: target.origin,
        ...(cookie ? { cookie } : {}),
      },
    });
    let settled = false;
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (text += piece));
      response.on('end', () => {
        settled = true;
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text });
      });
    });
    // An error before the whole answer was read is what the test looks for; after it, it does not matter.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      resolve({ error: error.code ?? error.message });
    });
    const source = Readable.from(body());
    source.on('error', () => undefined);
    source.pipe(request);
  });
}

const [url, count, bytes, framing, cookie = ''] = process.argv.slice(2);
if (url && count && bytes && framing) {
  const target = new URL(url);
  const once = () => upload(target, Number(bytes), framing === 'chunked', cookie);
  for (let done = 0; done < Number(count); done += 2) {
    const pair = await Promise.all([once(), once()]);
    for (const outcome of pair.slice(0, Number(count) - done)) process.stdout.write(`${JSON.stringify(outcome)}\n`);
  }
}
