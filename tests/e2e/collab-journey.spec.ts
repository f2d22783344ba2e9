import { deflateSync } from 'node:zlib';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { blankPng } from '../../src/server/testing/pixel-bomb.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';

/** A small solid PNG, built by hand so the test needs no image library. */
function png(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xed_b8_83_20 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xff_ff_ff_ff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xff_ff_ff_ff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signedInPage(browser: Browser, baseURL: string, path: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  await signInAt(page, path, email);
  return page;
}

/** A day some weeks ahead, as the date input takes it. */
const weeksAhead = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

test(
  'a seller posts a cash campaign with a banner; a creator joins, posts and is paid on approval',
  { tag: '@desktop-only' },
  async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    const title = `Saree drape reels ${testInfo.project.name} ${Date.now() % 100_000}`;

    // The seller writes the brief, uploads a banner and publishes.
    const seller = await signedInPage(browser, origin, '/seller-auth?next=%2Fedit-collab%2Fnew', 'seller@haat.demo');
    await expect(seller.getByRole('heading', { name: 'New campaign' })).toBeVisible();
    await seller
      .getByLabel('Banner')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(600, 200, [219, 39, 119]) });
    await seller.getByLabel('Title').fill(title);
    await seller
      .getByLabel('Description')
      .fill('Drape one of our sarees three ways and post a reel tagged to your Haat store.');
    await seller.getByLabel('Hashtags').fill('#RangmahalDrape #SareeLove');
    await seller.getByLabel('Payout per approved post (₹)').fill('2500');
    await seller.getByLabel('Deadline').fill(weeksAhead(3));
    await seller.getByRole('button', { name: 'Publish' }).click();
    await expect(seller).toHaveURL(/\/dashboard/);
    const sellerItem = seller.getByRole('listitem').filter({ has: seller.getByRole('heading', { name: title }) });
    await expect(sellerItem).toContainText('Open');
    await expect(sellerItem.getByRole('img')).toHaveAttribute('src', /\/media\/campaigns\/\d+\//);

    // The creator finds it open, in two tabs; joining raises joined by one in both, and on the seller's dashboard.
    const creator = await signedInPage(browser, origin, '/auth?next=%2Fcollab-invites', 'creator@haat.demo');
    await expect(creator).toHaveURL(/\/collab-invites/);
    const otherTab = await creator.context().newPage();
    await otherTab.goto('/collab-invites');
    const card = (page: Page) => page.getByTestId('campaign-card').filter({ hasText: title });
    await expect(card(creator).getByTestId('collab-joined')).toHaveText('0');
    await expect(card(otherTab).getByTestId('collab-joined')).toHaveText('0');
    await expect(card(creator)).toContainText('₹2,500 per post');
    await card(creator)
      .getByRole('button', { name: `Join ${title}` })
      .click();
    await expect(card(creator).getByTestId('collab-joined')).toHaveText('1');
    await expect(card(otherTab).getByTestId('collab-joined')).toHaveText('1');
    await seller.reload();
    await seller.getByRole('tab', { name: 'Campaigns' }).click();
    await expect(
      seller.getByRole('listitem').filter({ has: seller.getByRole('heading', { name: title }) }),
    ).toContainText(/Joined\s*1/);

    // The post starts with its disclosure: a paid campaign is a collaboration (decision 055).
    await expect(card(creator).getByTestId('campaign-caption')).toHaveText(
      'Collaboration · with Rangmahal Jewels #RangmahalDrape #SareeLove',
    );

    // The creator submits the link of the post: http is refused, https accepted.
    const link = card(creator).getByLabel('Link to your post');
    await link.fill('http://instagram.com/reel/saree');
    await card(creator).getByRole('button', { name: 'Submit your post' }).click();
    await expect(card(creator).getByText('Paste the https:// link of your post.')).toBeVisible();
    await link.fill('https://www.instagram.com/reel/saree-drape/');
    await card(creator).getByRole('button', { name: 'Submit your post' }).click();
    await expect(card(creator)).toContainText('Post submitted');

    // The seller approves it from the participants list.
    await seller.reload();
    await seller.getByRole('tab', { name: 'Campaigns' }).click();
    const item = seller.getByRole('listitem').filter({ has: seller.getByRole('heading', { name: title }) });
    await item.getByRole('button', { name: `Participants of ${title}` }).click();
    await expect(item.getByRole('link', { name: /View post/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/reel/saree-drape/',
    );
    await item.getByRole('button', { name: 'Approve @priya.styles' }).click();
    await expect(item).toContainText('Approved');

    // The creator's ledger shows the payout, payable now; the card says it was paid.
    await creator.goto('/dashboard');
    const payout = creator.getByRole('row').or(creator.getByRole('listitem')).filter({ hasText: title, visible: true });
    await expect(payout).toContainText('₹2,500.00');
    await expect(payout).toContainText('Payable');
    await creator.goto('/collab-invites');
    await expect(card(creator)).toContainText('Paid ₹2,500');
    await seller.context().close();
    await creator.context().close();
  },
);

test(
  'approving a gift campaign places a ₹0 order of the gift to the creator',
  { tag: '@phone-only' },
  async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? '';
    const title = `Bangle unboxing ${testInfo.project.name} ${Date.now() % 100_000}`;
    // The seller's gift and campaign, through the API.
    await apiSignIn(request, origin, 'seller@haat.demo');
    const gift = await request.post('/api/seller/products', {
      data: {
        name: `Gift bangles ${title}`,
        category: 'jewellery',
        hsnCode: '7117',
        gstRateBps: 300,
        pricePaise: 59_900,
        stock: 3,
      },
      headers: { origin },
    });
    const { id: giftProductId } = (await gift.json()) as { id: string };
    const created = await request.post('/api/seller/campaigns', {
      data: {
        brand: 'Rangmahal Jewels',
        title,
        desc: 'Unbox our bangles on camera and share your first look.',
        hashtags: ['#RangmahalGift'],
        payout: 'Free bangles (worth ₹599)',
        payoutType: 'gift',
        giftProductId,
        deadline: weeksAhead(2),
        status: 'open',
      },
      headers: { origin },
    });
    expect(created.status()).toBe(201);

    // The creator joins with a delivery address and submits a post.
    const creator = await signedInPage(browser, origin, '/auth?next=%2Fcollab-invites', 'creator@haat.demo');
    const card = creator.getByTestId('campaign-card').filter({ hasText: title });
    await card.getByRole('button', { name: `Join ${title}` }).click();
    const dialog = creator.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Priya Sharma');
    await dialog.getByLabel('Mobile number').fill('98200 12345');
    await dialog.getByLabel('Address line 1').fill('4 Carter Road');
    await dialog.getByLabel('City').fill('Mumbai');
    await dialog.getByLabel('State').selectOption('Maharashtra');
    await dialog.getByLabel('PIN code').fill('400050');
    await dialog.getByRole('button', { name: /join/i }).click();
    await expect(card.getByTestId('collab-joined')).toHaveText('1');
    // A gift is said up front too.
    await expect(card.getByTestId('campaign-caption')).toContainText(/^Free gift · from /);
    await card.getByLabel('Link to your post').fill('https://youtube.com/shorts/bangles');
    await card.getByRole('button', { name: 'Submit your post' }).click();
    await expect(card).toContainText('Post submitted');

    // The seller approves; the gift ships as a ₹0 order the creator follows.
    const seller = await signedInPage(browser, origin, '/seller-auth?next=%2Fdashboard', 'seller@haat.demo');
    await seller.getByRole('tab', { name: 'Campaigns' }).click();
    const item = seller.getByRole('listitem').filter({ has: seller.getByRole('heading', { name: title }) });
    await item.getByRole('button', { name: `Participants of ${title}` }).click();
    await item.getByRole('button', { name: 'Approve @priya.styles' }).click();
    await expect(item).toContainText('Approved');
    await creator.reload();
    const number =
      (
        await card
          .getByText(/HT-[0-9A-Z]{8}/)
          .first()
          .textContent()
      )?.match(/HT-[0-9A-Z]{8}/)?.[0] ?? '';
    expect(number).not.toBe('');
    await creator.goto('/orders-and-deliveries');
    const order = creator.getByRole('article', { name: new RegExp(number) });
    await expect(order).toContainText(`Gift bangles ${title}`);
    await expect(order).toContainText('₹0.00');
    await seller.context().close();
    await creator.context().close();
  },
);

test(
  'a banner the server refuses is explained at the banner, in the saved draft’s editor',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const title = `Festive look reels ${testInfo.project.name} ${Date.now() % 100_000}`;
    await signInAt(page, '/seller-auth?next=%2Fedit-collab%2Fnew', 'seller@haat.demo');
    await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible();
    // 3:1 and tiny in bytes, so only the server's pixel count (75 megapixels) refuses it.
    await page
      .getByLabel('Banner')
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: blankPng(15_000, 5_000) });
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Description')
      .fill('Style one festive look three ways and post a reel tagged to your Haat store.');
    await page.getByLabel('Hashtags').fill('#FestiveLook');
    await page.getByLabel('Payout per approved post (₹)').fill('1500');
    await page.getByLabel('Deadline').fill(weeksAhead(3));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/edit-collab\/\d+$/);
    await expect(page.getByLabel('Banner')).toHaveAccessibleDescription(
      /The image is too large in pixels \(15000 × 5000/,
    );
  },
);
