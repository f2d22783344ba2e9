import { spawn } from 'node:child_process';

/** Runs a poppler tool on the PDF given on its standard input; answers what it printed. */
export function poppler(tool: string, args: string[], pdf: Buffer | Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, TZ: 'UTC' } });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`${tool} exited ${String(code)}: ${Buffer.concat(err).toString('utf8')}`)),
    );
    child.stdin.end(pdf);
  });
}
