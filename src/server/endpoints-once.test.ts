// Every API path is written once, in its definition (src/shared/endpoints, or the zod-free route a definition takes
// its path from); everything else derives it: the router, the body limits and the public cache's rules, the
// OpenAPI document, the web's calls, the links in mails. A path restated anywhere else (a string, a template, a
// regular expression) fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndpointRoute } from '#shared/endpoints/define.ts';

const root = path.join(import.meta.dirname, '..', '..');

const isRoute = (value: unknown): value is EndpointRoute =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** Every route the endpoint modules define. */
async function definedRoutes(): Promise<EndpointRoute[]> {
  const folder = path.join(root, 'src/shared/endpoints');
  const modules = await Promise.all(
    readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => import(path.join(folder, file)) as Promise<Record<string, unknown>>),
  );
  // A definitions module exports groups of endpoints; a paths module exports each route on its own.
  return modules.flatMap((module) =>
    Object.values(module).flatMap((value) => {
      if (isRoute(value)) return [value];
      return typeof value === 'object' && value !== null ? Object.values(value).filter(isRoute) : [];
    }),
  );
}

/** A path as written anywhere, its parameters however they are spelled (`{id}`, `:id`, `${id}`, `[^/]+`) as `{}`. */
export function normalizedPath(written: string): string {
  return written
    .replaceAll('\\/', '/')
    .replace(/^\^/, '')
    .replace(/\$$/, '')
    .replace(/\$\{[^}]*\}/g, '{}')
    .replace(/\(\[\^\/\](?:\+|\{\d+,\d+\})\)|\[\^\/\]\+|\\d\+|\([^)]*\|[^)]*\)/g, '{}')
    .replace(/\{\w+\}|:\w+/g, '{}')
    .replace(/^\/api(?=\/)/, '')
    .replace(/\?.*$/, '');
}

function sourceFiles(): string[] {
  return readdirSync(path.join(root, 'src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) => !file.includes(`${path.sep}locales${path.sep}`) && !file.includes(`${path.sep}testing${path.sep}`),
    );
}

/**
 * The strings, templates and regular expressions of a file's code: comment lines left out, and a page's address in
 * the web app (`to: '/ops/audit'`, `navigate('/onboarding/seller')`), which may read like an API path and is not one.
 */
function literals(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
  const pageAddress = /(?:\bto[:=]\s*\{?|\bnavigate\(|\bhref[:=]\s*\{?)$/;
  const strings = [...code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)]
    .filter((match) => !pageAddress.test(code.slice(Math.max(0, match.index - 16), match.index)))
    .map((match) => match[2] ?? '');
  const regexes = [...code.matchAll(/\/(\^\\\/(?:\\.|\[[^\]\n]*\]|[^/\n])*)\//g)].map((match) => match[1] ?? '');
  return [...strings, ...regexes];
}

describe('each API path', () => {
  it('reads parameters however they are spelled', () => {
    expect(normalizedPath('/api/orders/${orderId}/invoices/${invoiceId}/pdf')).toBe('/orders/{}/invoices/{}/pdf');
    expect(normalizedPath('^\\/api\\/seller\\/products\\/[^/]+\\/photos$')).toBe('/seller/products/{}/photos');
    expect(normalizedPath('/api/stores/by-handle/:handle/products')).toBe('/stores/by-handle/{}/products');
    expect(normalizedPath('/stores/by-handle/{handle}?q=1')).toBe('/stores/by-handle/{}');
  });

  it('is written once in the source, where it is defined', async () => {
    const routes = await definedRoutes();
    expect(routes.length).toBeGreaterThan(130);
    const defined = new Set(routes.map((route) => normalizedPath(route.path)));
    const seen = new Map<string, string[]>();
    for (const file of sourceFiles())
      for (const literal of literals(readFileSync(file, 'utf8'))) {
        const written = normalizedPath(literal);
        if (defined.has(written)) seen.set(written, [...(seen.get(written) ?? []), path.relative(root, file)]);
      }
    const twice = [...seen].filter(([, files]) => files.length > 1).map(([route, files]) => `${route}: ${files}`);
    expect(twice).toEqual([]);
    expect([...defined].filter((route) => !seen.has(route))).toEqual([]);
  });
});
