import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let webRoot: string;

const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta name="description" content="Haat: creators open stores, sellers list products, buyers shop. Made for India." />
    <title>Haat · creator commerce for India</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-web-'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  server = await startTestServer({ webRoot });
});

afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await server.fetch(url, { headers });
  return { response, html: await response.text() };
};

describe("a page's language (decision 047)", () => {
  it('is English for a browser that asks for nothing else, as index.html is written', async () => {
    const { html } = await page('/role-select');
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<title>Haat · creator commerce for India</title>');
  });

  it("follows the browser's language on a first visit, title and description included", async () => {
    const { html } = await page('/role-select', { 'accept-language': 'hi-IN,hi;q=0.9,en-IN;q=0.8' });
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('<title>हाट · भारत के लिए क्रिएटर कॉमर्स</title>');
    expect(html).toContain('content="हाट: क्रिएटर अपनी दुकान खोलते हैं');
    expect(html).not.toContain('creator commerce for India');
  });

  it('takes a chosen language (the cookie) over the browser, and a link that names one over both', async () => {
    const chosenEnglish = { 'accept-language': 'hi', cookie: 'other=1; haat_lang=en' };
    expect((await page('/', chosenEnglish)).html).toContain('<html lang="en-IN">');
    expect((await page('/?lang=hi', chosenEnglish)).html).toContain('<html lang="hi-IN">');
    expect((await page('/', { cookie: 'haat_lang=hi' })).html).toContain('<html lang="hi-IN">');
  });

  it('ignores a language Haat does not speak', async () => {
    expect((await page('/?lang=fr', { 'accept-language': 'ta-IN, fr' })).html).toContain('<html lang="en-IN">');
  });

  it('tells caches that the page depends on the language', async () => {
    const { response } = await page('/');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    expect(response.headers.get('vary')).toContain('Cookie');
  });
});
