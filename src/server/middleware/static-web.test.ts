import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webRoot, 'assets', 'app-AbCd1234.js'), 'console.log(1)');
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg/>');
  server = await startTestServer({ webRoot });
});

afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await server.fetch('/assets/app-AbCd1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends a file only the headers a file uses, and a page the document's policies", async () => {
    const file = await server.fetch('/assets/app-AbCd1234.js');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(file.headers.get('content-security-policy')).toBeNull();
    expect(file.headers.get('x-frame-options')).toBeNull();
    const page = await server.fetch('/role-select');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("never serves the build's own bookkeeping", async () => {
    await mkdir(path.join(webRoot, '.vite'), { recursive: true });
    await writeFile(path.join(webRoot, '.vite', 'manifest.json'), '{}');
    expect((await server.fetch('/.vite/manifest.json')).status).toBe(404);
  });

  it('answers a missing file with 404, never index.html', async () => {
    const response = await server.fetch('/assets/missing-12345678.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
    expect((await server.fetch('/robots.txt')).status).toBe(404);
  });

  it('answers app routes, including store links with dots, with index.html', async () => {
    for (const route of ['/', '/role-select', '/seller/jaipur-gems', '/@priya.styles', '/@someone.js']) {
      const response = await server.fetch(route);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('refuses to leave the web root', async () => {
    const response = await server.fetch('/assets/..%2f..%2fetc%2fpasswd.txt');
    expect(response.status).toBe(404);
  });
});
