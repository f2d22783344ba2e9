// What a first visit to a creator's store (/@handle) costs on the wire, measured over HTTP from the running server
// with the Accept-Encoding a browser sends: the server-rendered page, its stylesheet, every script it loads before
// it is interactive (the entry, then the app and the route's chunks it lists in #haat-preload), and the photos of
// the first screen (the tiles that do not load lazily), and the stylesheet's font. Gzip-only figures are measured the same way.
import http from 'node:http';

/** The bytes an answer crossed the wire with (fetch would decompress them). */
function wireBytes(url: string, acceptEncoding: string): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The scripts and every script they import statically (`import … from "./x.js"`), which the browser fetches before running them. */
async function withStaticImports(origin: string, scripts: string[]): Promise<string[]> {
  const all = new Set(scripts);
  for (const script of all) {
    const code = (await wireBytes(`${origin}${script}`, 'identity')).bytes.toString();
    const folder = script.slice(0, script.lastIndexOf('/') + 1);
    for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g))
      all.add(`${folder}${match[1]}`);
  }
  return [...all];
}

export interface FirstVisit {
  scripts: number;
  /** JavaScript before the store is interactive. */
  scriptBytes: { brotliOrGzip: number; gzip: number; identity: number };
  /** Everything the first screen needs: page, stylesheet, font, scripts, first photos, as sent to a browser taking br and gzip. */
  totalBytes: number;
}

export async function storeFirstVisit(origin: string, page = '/@priya.styles'): Promise<FirstVisit> {
  const html = (await wireBytes(`${origin}${page}`, 'identity')).bytes.toString();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)?.[1];
  const listed = /<script type="application\/json" id="haat-preload">([^<]*)<\/script>/.exec(html)?.[1];
  if (!entry || !stylesheet || !listed) throw new Error(`${page} is not a server-rendered page: is dist/ssr built?`);
  const scripts = await withStaticImports(origin, [entry, ...(JSON.parse(listed) as string[])]);
  const photos = [...html.matchAll(/<img [^>]*src="([^"]+)"[^>]*loading="eager"/g)].map((match) => match[1] as string);
  // The stylesheet's fonts (the page's text uses them from the first paint); the Devanagari font only for a page in
  // Hindi, the only one whose font stack names it (decision 047).
  const css = (await wireBytes(`${origin}${stylesheet}`, 'identity')).bytes.toString();
  const hindi = /<html lang="hi/.test(html);
  const fonts = [
    ...new Set([...css.matchAll(/url\(["']?(\/[^"')]+\.woff2)["']?\)/g)].map((match) => match[1] as string)),
  ].filter((font) => hindi || !font.includes('devanagari'));
  const sizeOf = async (file: string, encoding: string) => {
    const answer = await wireBytes(`${origin}${file}`, encoding);
    if (answer.status !== 200) throw new Error(`${file} answered ${answer.status}`);
    return answer.bytes.length;
  };
  const sum = async (files: string[], encoding: string) =>
    (await Promise.all(files.map((file) => sizeOf(file, encoding)))).reduce((a, b) => a + b, 0);
  const scriptBytes = {
    brotliOrGzip: await sum(scripts, 'br, gzip'),
    gzip: await sum(scripts, 'gzip'),
    identity: await sum(scripts, 'identity'),
  };
  const totalBytes = (await sum([page, stylesheet, ...fonts, ...photos], 'br, gzip')) + scriptBytes.brotliOrGzip;
  return { scripts: scripts.length, scriptBytes, totalBytes };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function formatFirstVisit(visit: FirstVisit): string {
  return (
    `JavaScript the store route (/@handle) loads before it is interactive: ${visit.scripts} files, ${kib(visit.scriptBytes.gzip)} gzipped ` +
    `(target ≤ 120 KiB), ${kib(visit.scriptBytes.brotliOrGzip)} as sent with Accept-Encoding: br, gzip, ${kib(visit.scriptBytes.identity)} raw\n` +
    `A first store visit (page, stylesheet, font, scripts, first-screen photos) as sent: ${kib(visit.totalBytes)} (target ≤ 200 KB)\n`
  );
}
