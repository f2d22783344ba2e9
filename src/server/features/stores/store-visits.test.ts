import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { indiaDate } from '#shared/financial-year.ts';
import { rawRequest } from '../../testing/raw-http.ts';
import { signedInCreator } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { STORE_VISITS_PER_NETWORK } from './stores.service.ts';
import { VISITOR_COOKIE } from './visitor-cookie.ts';

/*
 * A store's visits: counted once per visitor, store and India day, per utm_source, limited per network, and read by
 * the store's owner only.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const creatorWithStore = async (handle: string, displayName = handle) =>
  (await signedInCreator(server, { handle, displayName })).cookie;

const publicStore = async (handle: string) =>
  (await (await server.fetch(`/api/stores/by-handle/${handle}`)).json()) as PublicStore;

interface VisitAnswer {
  status: number;
  /** The visitor cookie the server set, as a Cookie header; null when it set none. */
  visitorCookie: string | null;
  setCookie: string | undefined;
  retryAfter: string | undefined;
  body: string;
}

/** A visit as the store front sends it, from a chosen loopback address (127.0.0.x), as another network would. */
async function visitFrom(
  from: string,
  storeId: string,
  options: { cookie?: string; utmSource?: string } = {},
): Promise<VisitAnswer> {
  const answer = await rawRequest({
    origin: server.url,
    method: 'POST',
    path: `/api/stores/${storeId}/visits`,
    body: options.utmSource ? { utmSource: options.utmSource } : {},
    headers: { origin: server.url, ...(options.cookie ? { cookie: options.cookie } : {}) },
    localAddress: from,
  });
  const setCookie = answer.headers['set-cookie']?.find((cookie) => cookie.startsWith(`${VISITOR_COOKIE}=`));
  const retryAfter = answer.headers['retry-after'];
  return {
    status: answer.status,
    visitorCookie: setCookie?.split(';')[0] ?? null,
    setCookie,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    body: answer.body,
  };
}

/** A new creator's store and what its owner's dashboard counts today. */
async function freshStore(handle: string) {
  const owner = await creatorWithStore(handle);
  const { id } = await publicStore(handle);
  const today = async () =>
    (
      (await (await server.send('GET', '/api/me/store/visits', owner)).json()) as {
        days: { utmSource: string; visits: number }[];
      }
    ).days;
  return { id, today };
}

describe('store visits', () => {
  it('counts a visitor once per store and day, however often it posts', async () => {
    const shop = await freshStore('once.a.day');
    const first = await visitFrom('127.0.3.1', shop.id, { utmSource: 'instagram' });
    expect(first.status).toBe(204);
    // A random id for today only, for the visits endpoint only, out of reach of scripts.
    expect(first.setCookie).toMatch(
      new RegExp(`^${VISITOR_COOKIE}=[\\w-]{22}; Path=/api/stores; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );
    expect(Number(/Max-Age=(\d+)/.exec(first.setCookie ?? '')?.[1])).toBeLessThanOrEqual(24 * 60 * 60);
    const cookie = first.visitorCookie ?? '';

    const repeats = await Promise.all(
      Array.from({ length: 49 }, (_, index) =>
        visitFrom('127.0.3.1', shop.id, { cookie, utmSource: index % 2 ? 'instagram' : 'whatsapp' }),
      ),
    );
    expect(repeats.map((answer) => answer.status)).toEqual(Array.from({ length: 49 }, () => 204));
    expect(repeats.every((answer) => answer.setCookie === undefined)).toBe(true);
    expect(await shop.today()).toEqual([{ day: expect.any(String), utmSource: 'instagram', visits: 1 }]);

    // Another store is another visit.
    const other = await freshStore('once.a.day.too');
    expect((await visitFrom('127.0.3.1', other.id, { cookie })).status).toBe(204);
    expect(await other.today()).toEqual([{ day: expect.any(String), utmSource: '', visits: 1 }]);
  });

  it('counts two visitors as two, and a signed-in account once across its devices', async () => {
    const shop = await freshStore('two.visitors');
    const [first, second] = [await visitFrom('127.0.3.2', shop.id), await visitFrom('127.0.3.2', shop.id)];
    expect(first.visitorCookie).not.toBe(second.visitorCookie);
    await visitFrom('127.0.3.2', shop.id, { cookie: first.visitorCookie ?? '' });
    await visitFrom('127.0.3.2', shop.id, { cookie: second.visitorCookie ?? '' });
    expect(await shop.today()).toEqual([{ day: expect.any(String), utmSource: '', visits: 2 }]);

    // The account is the visitor: no visitor cookie, and one visit from any address.
    const { cookie: buyer } = await signedInAccount(server);
    const signedIn = await visitFrom('127.0.3.2', shop.id, { cookie: buyer, utmSource: 'youtube' });
    expect([signedIn.status, signedIn.setCookie]).toEqual([204, undefined]);
    expect((await visitFrom('127.0.3.9', shop.id, { cookie: buyer, utmSource: 'youtube' })).status).toBe(204);
    expect(await shop.today()).toEqual([
      { day: expect.any(String), utmSource: '', visits: 2 },
      { day: expect.any(String), utmSource: 'youtube', visits: 1 },
    ]);
  });

  it('refuses visits to a store past the limit of one network with a 429, and does not count them', async () => {
    const shop = await freshStore('busy.network');
    const { limit } = STORE_VISITS_PER_NETWORK;
    // A client dropping its cookie every time is a new visitor every time, until its network's limit.
    for (let index = 0; index < limit; index += 1) expect((await visitFrom('127.0.3.3', shop.id)).status).toBe(204);
    const refused = await visitFrom('127.0.3.3', shop.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toEqual({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many store visits from your network\. Try again in \d+ minutes?\.$/),
      },
    });
    expect(await shop.today()).toEqual([{ day: expect.any(String), utmSource: '', visits: limit }]);
    // Another network is not held back, nor is another store from the same one.
    expect((await visitFrom('127.0.3.4', shop.id)).status).toBe(204);
    expect(await shop.today()).toEqual([{ day: expect.any(String), utmSource: '', visits: limit + 1 }]);
    const other = await freshStore('quiet.network');
    expect((await visitFrom('127.0.3.3', other.id)).status).toBe(204);
    expect(await other.today()).toEqual([{ day: expect.any(String), utmSource: '', visits: 1 }]);
  });

  it('counts visits per day and utm_source, for the owner only', async () => {
    const creator = await creatorWithStore('source.counts');
    const store = await publicStore('source.counts');
    // Without the visitor cookie kept, each of these is a new visitor.
    const visit = (utmSource?: string) =>
      server.send('POST', `/api/stores/${store.id}/visits`, undefined, utmSource ? { utmSource } : {});
    expect((await visit('instagram')).status).toBe(204);
    expect((await visit('Instagram')).status).toBe(204);
    expect((await visit()).status).toBe(204);
    expect((await visit('<script>')).status).toBe(422);
    expect((await server.send('POST', '/api/stores/not-a-store/visits', undefined, {})).status).toBe(404);

    // Visits count by India's day (Asia/Kolkata), as the creator's dashboard charts them.
    const today = indiaDate(new Date());
    const own = (await (await server.send('GET', '/api/me/store/visits', creator)).json()) as { days: unknown[] };
    expect(own.days).toEqual([
      { day: today, utmSource: '', visits: 1 },
      { day: today, utmSource: 'instagram', visits: 2 },
    ]);
    const { cookie: stranger } = await signedInAccount(server);
    expect((await server.send('GET', '/api/me/store/visits', stranger)).status).toBe(403);
  });
});
