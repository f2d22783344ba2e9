// The JavaScript a visitor's browser loads before a creator store (/@handle)
// can show: the entry script, its static imports, and the store route's lazy
// chunk with its static imports. Dynamic imports (other routes) are left out.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const staticImport = /(?:from\s*|import\s*)["'](\.\/[^"']+\.js)["']/g;

export function storeRouteFirstLoad(webRoot: string): { files: string[]; rawBytes: number; gzipBytes: number; brotliBytes: number } {
  const assets = path.join(webRoot, 'assets');
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  const route = readdirSync(assets).find((file) => /^creator-store-[\w-]+\.js$/.test(file));
  if (!entry || !route) throw new Error('Build the web app first: the entry or the creator-store chunk is missing.');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(path.join(assets, file), 'utf8').matchAll(staticImport)) visit(path.basename(match[1] as string));
  };
  visit(entry);
  visit(route);
  let rawBytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of seen) {
    const bytes = readFileSync(path.join(assets, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes).length;
    // What the server sends a browser that takes brotli: the build's precompressed sibling.
    const brotli = path.join(assets, `${file}.br`);
    brotliBytes += existsSync(brotli) ? statSync(brotli).size : bytes.length;
  }
  return { files: [...seen], rawBytes, gzipBytes, brotliBytes };
}
