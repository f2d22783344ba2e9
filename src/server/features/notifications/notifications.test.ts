import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianToday } from '#shared/contracts/campaigns.ts';
import type { Notification } from '#shared/contracts/notifications.ts';
import { aiManagerEndpoints } from '#shared/endpoints/ai-manager.ts';
import { campaignEndpoints, sellerCampaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { notificationEndpoints } from '#shared/endpoints/notifications.ts';
import { readServerSentData } from '#shared/sse.ts';
import { demoAds } from '../../demo/demo-ads.ts';
import { insertAds } from '../ai-manager/ads.service.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { kaveriSilks, meeraWears, signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/** An open notification stream, read in the background. */
interface LiveStream {
  status: number;
  received: Notification[];
  /** Resolves once `count` notifications have arrived. */
  next(count: number): Promise<Notification[]>;
  close(): void;
}

async function openStream(server: TestServer, cookie: string | undefined, lastEventId?: string): Promise<LiveStream> {
  const stop = new AbortController();
  const response = await server.fetch('/api/me/notifications/stream', {
    headers: { ...(cookie ? { cookie } : {}), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: stop.signal,
  });
  const received: Notification[] = [];
  const waiters: (() => void)[] = [];
  if (response.ok && response.body) {
    void (async () => {
      try {
        for await (const data of readServerSentData(response.body as ReadableStream<Uint8Array>, stop.signal)) {
          received.push(JSON.parse(data) as Notification);
          for (const wake of waiters.splice(0)) wake();
        }
      } catch {
        // closed by the test
      }
    })();
  }
  return {
    status: response.status,
    received,
    async next(count) {
      const deadline = Date.now() + 5_000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`waited for ${count} notifications, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received.slice(0, count);
    },
    close: () => stop.abort(),
  };
}

let server: TestServer;
let seller: string;
let creator: string;
let otherCreator: string;
const campaignIds: number[] = [];

async function openCampaign(title: string): Promise<number> {
  const response = await callEndpoint(
    server,
    sellerCampaignEndpoints.create,
    {
      body: {
        brand: 'Kaveri Silks',
        title,
        desc: 'Wear one of our silk sarees and post a reel.',
        hashtags: ['#KaveriSilks'],
        payout: '₹3,000 per reel',
        payoutType: 'cash',
        payoutAmountPaise: 300_000,
        deadline: indianToday(new Date(server.deps.now().getTime() + 10 * 86_400_000)),
        badges: [],
        status: 'open',
      },
    },
    seller,
  );
  const { id } = dataOf(response);
  return id;
}

const join = (campaignId: number | undefined, cookie: string) =>
  callEndpoint(server, campaignEndpoints.join, { params: { id: campaignId }, body: {} }, cookie);
const list = async (cookie: string) => dataOf(await callEndpoint(server, notificationEndpoints.list, {}, cookie));
const read = (id: string, cookie: string) =>
  callEndpoint(server, notificationEndpoints.read, { params: { id } }, cookie);
const readThrough = (through: string, cookie?: string) =>
  callEndpoint(server, notificationEndpoints.readThrough, { body: { through } }, cookie);
const ads = async () => dataOf(await callEndpoint(server, aiManagerEndpoints.ads, {})).items;

beforeAll(async () => {
  server = await startTestServer();
  seller = (await signedInSeller(server, kaveriSilks)).cookie;
  creator = (await signedInCreator(server, meeraWears)).cookie;
  otherCreator = (await signedInCreator(server, { handle: 'arjun.styles', displayName: 'Arjun' })).cookie;
  for (const title of ['Pongal silk stories', 'Wedding drape reels', 'Office silk looks', 'Monsoon pastels'])
    campaignIds.push(await openCampaign(title));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('live notifications', () => {
  it('needs a signed-in user', async () => {
    const response = await callEndpoint(server, notificationEndpoints.stream, {});
    expect(response.status).toBe(401);
    expect(response.error?.code).toBe('unauthorized');
  });

  it('reach the seller’s open stream as they happen, and only theirs', async () => {
    const sellerStream = await openStream(server, seller);
    const creatorStream = await openStream(server, otherCreator);
    expect(sellerStream.status).toBe(200);
    try {
      expect((await join(campaignIds[0], creator)).status).toBe(201);
      const [joined] = await sellerStream.next(1);
      expect(joined).toMatchObject({ kind: 'campaign_joined', app: expect.any(String), read: false });
      expect(joined?.message).toContain('Pongal silk stories');
      expect(Date.parse(joined?.time ?? '')).not.toBeNaN();
      expect(creatorStream.received).toEqual([]);
    } finally {
      sellerStream.close();
      creatorStream.close();
    }
  });

  it("are said in each reader's language, in the list and on the stream (decision 047)", async () => {
    // The session without the language its sign-in set (English), then a language chosen in each browser.
    const session = seller
      .split('; ')
      .filter((pair) => !pair.startsWith('haat_lang='))
      .join('; ');
    const hindi = `${session}; haat_lang=hi`;
    const hindiStream = await openStream(server, hindi);
    const englishStream = await openStream(server, `${session}; haat_lang=en`);
    try {
      expect((await join(campaignIds[3], otherCreator)).status).toBe(201);
      const [live] = await hindiStream.next(1);
      expect(live).toMatchObject({ app: 'कोलैब', message: 'Arjun (@arjun.styles) “Monsoon pastels” से जुड़े।' });
      const [english] = await englishStream.next(1);
      expect(english).toMatchObject({ app: 'Collabs', message: 'Arjun (@arjun.styles) joined “Monsoon pastels”.' });
      const listed = (await list(hindi)).items.find((item) => item.id === live?.id);
      expect(listed?.message).toBe('Arjun (@arjun.styles) “Monsoon pastels” से जुड़े।');
    } finally {
      hindiStream.close();
      englishStream.close();
    }
  });

  it('travel between server processes on one database (LISTEN/NOTIFY)', async () => {
    const second = await startTestServer({ sharing: server });
    const stream = await openStream(second, seller);
    try {
      // The event is stored by the first process; the stream is on the second.
      expect((await join(campaignIds[1], creator)).status).toBe(201);
      const [joined] = await stream.next(1);
      expect(joined?.message).toContain('Wedding drape reels');
    } finally {
      stream.close();
      await second.close();
    }
  });

  it('after a reconnect with Last-Event-ID, first deliver what was missed', async () => {
    const first = await openStream(server, seller);
    await join(campaignIds[2], creator);
    const [seen] = await first.next(1);
    first.close();
    await join(campaignIds[3], creator);
    const again = await openStream(server, seller, seen?.id);
    try {
      const [missed] = await again.next(1);
      expect(missed?.message).toContain('Monsoon pastels');
    } finally {
      again.close();
    }
    const nonsense = await openStream(server, seller, 'not-an-id');
    expect(nonsense.status).toBe(200);
    nonsense.close();
  });

  it('are marked read one by one, by their own user only', async () => {
    const [latest] = (await list(seller)).items;
    expect(latest?.read).toBe(false);
    const latestId = latest?.id ?? '';
    expect((await read(latestId, creator)).status).toBe(404);
    expect((await read('garbage', seller)).status).toBe(404);
    expect((await read(latestId, seller)).status).toBe(204);
    expect((await read(latestId, seller)).status).toBe(204);
    const [after] = (await list(seller)).items;
    expect(after).toMatchObject({ id: latest?.id, read: true });
  });

  it('count the unread ones, and are marked read all at once up to the newest one shown', async () => {
    const before = await list(seller);
    expect(before.items.length).toBeGreaterThan(2);
    expect(before.unread).toBe(before.items.filter((notification) => !notification.read).length);
    expect(before.unread).toBeGreaterThan(1);
    const shown = before.items[0]?.id ?? '';

    // A creator joins after the seller opened the inbox: that one stays unread.
    expect((await join(campaignIds[0], otherCreator)).status).toBe(201);

    expect((await readThrough(shown)).status).toBe(401);
    const invalid = await server.send('POST', '/api/me/notifications/read', seller, {});
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    expect((await readThrough(shown, creator)).status).toBe(404);
    expect((await readThrough('garbage', seller)).status).toBe(404);
    expect((await list(seller)).unread).toBe(before.unread + 1);

    expect((await readThrough(shown, seller)).status).toBe(204);
    const after = await list(seller);
    expect(after.unread).toBe(1);
    expect(after.items[0]).toMatchObject({ kind: 'campaign_joined', read: false });
    expect(after.items[0]?.message).toContain('Pongal silk stories');
    expect(after.items.slice(1).every((notification) => notification.read)).toBe(true);
    expect((await readThrough(shown, seller)).status).toBe(204);
    expect((await list(seller)).unread).toBe(1);
  });
});

describe('ads', () => {
  it('serves the house ads in order, then open campaigns with a banner as sponsored ads', async () => {
    await insertAds(server.database.db, [...demoAds], server.deps.now());
    const houseAds = await ads();
    expect(houseAds.slice(0, 3).map((ad) => ad.type)).toEqual(['image', 'gif', 'video']);
    for (const ad of houseAds) {
      expect(ad.altText.length).toBeGreaterThan(10);
      expect(ad.link).toMatch(/^\//);
    }
    expect(houseAds[2]?.posterUrl).toMatch(/\.webp$/);
    // None of the test's campaigns has a banner yet, so none is sponsored.
    expect(houseAds).toHaveLength(3);

    const form = new FormData();
    form.set(
      'banner',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#7c3aed' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'banner.png',
    );
    expect(
      (
        await callEndpoint(
          server,
          sellerCampaignEndpoints.banner,
          { params: { id: campaignIds[0] }, body: form },
          seller,
        )
      ).status,
    ).toBe(200);
    const withSponsor = await ads();
    expect(withSponsor).toHaveLength(4);
    expect(withSponsor[3]).toMatchObject({
      id: `campaign-${campaignIds[0]}`,
      type: 'image',
      sponsored: { brand: 'Kaveri Silks', title: 'Pongal silk stories', payout: '₹3,000 per reel' },
    });
    expect(withSponsor[3]?.url).toMatch(/\.webp$/);
  });
});
