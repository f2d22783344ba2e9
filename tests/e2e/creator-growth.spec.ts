import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { newCreator } from './support/new-creator.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';

/**
 * The demo seller lists a fresh resellable product through the API and signs out again: a handmade fashion piece,
 * which needs no packaging declarations and no MRP, so a creator's markup is bounded only by Haat's cap.
 */
async function sellerLists(request: APIRequestContext, origin: string, name: string, pricePaise = 124_900) {
  await apiSignIn(request, origin, 'seller@haat.demo');
  const created = await request.post('/api/seller/products', {
    data: { name, category: 'fashion', hsnCode: '6214', gstRateBps: 500, pricePaise, stock: 9 },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  await request.post('/api/auth/sign-out', { headers: { origin } });
  return ((await created.json()) as { id: string }).id;
}

const uniqueName = (what: string, project: string) => `${what} ${project} ${Date.now() % 100_000}`;

test(
  'the creator cart searches with Enter and the Search button, keeps ?q= across reload and Back, and checks markups before Publish',
  { tag: '@phone-only' },
  async ({ page, request, baseURL }, testInfo) => {
    const origin = baseURL ?? '';
    const name = uniqueName('Block-print stole', testInfo.project.name);
    await sellerLists(request, origin, name);

    await signInAt(page, '/auth?next=%2Fcreator%2Fcart', 'creator@haat.demo');
    await expect(page).toHaveURL(/\/creator\/cart$/);
    const search = page.getByLabel('Search products');
    await search.fill(name);
    await search.press('Enter');
    await expect(page.getByRole('button', { name: `Add ${name} to cart` })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('q')).toBe(name);

    // A reload keeps the search: the box and the results come back from the URL.
    await page.reload();
    await expect(page.getByLabel('Search products')).toHaveValue(name);
    await expect(page.getByRole('button', { name: `Add ${name} to cart` })).toBeVisible();

    // The visible button searches too; Back returns to the previous search.
    await page.getByLabel('Search products').fill('jhumka');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=jhumka(&|$)/);
    await expect(page.getByRole('button', { name: `Add ${name} to cart` })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByLabel('Search products')).toHaveValue(name);
    await expect(page.getByRole('button', { name: `Add ${name} to cart` })).toBeVisible();

    // Picked at the default ₹0: allowed, with a warning that the sale earns nothing.
    await page.getByRole('button', { name: `Add ${name} to cart` }).click();
    const markup = page.getByLabel(`Markup for ${name} (₹)`);
    await expect(markup).toHaveValue('0');
    const cart = page.getByRole('complementary', { name: /Your cart/ });
    await expect(cart.getByText('At ₹0 markup you earn nothing when this sells.', { exact: false })).toBeVisible();
    await expect(cart.getByRole('button', { name: /Publish 1 to my store/ })).toBeEnabled();

    // Above Haat's cap: refused in the form, the cap named in ₹, Publish off.
    await markup.fill('100000.01');
    await expect(cart.getByText('A markup can be at most ₹1,00,000.')).toBeVisible();
    await expect(markup).toHaveAttribute('aria-invalid', 'true');
    await expect(markup).toHaveAccessibleDescription('A markup can be at most ₹1,00,000.');
    await expect(cart.getByRole('button', { name: /Publish 1 to my store/ })).toBeDisabled();

    // At the cap exactly it may go, and the warning is gone.
    await markup.fill('100000');
    await expect(cart.getByText('A markup can be at most ₹1,00,000.')).toHaveCount(0);
    await expect(cart.getByText('Buyer pays ₹1,01,249.00')).toBeVisible();
    await expect(cart.getByRole('button', { name: /Publish 1 to my store/ })).toBeEnabled();
    await cart.getByRole('button', { name: `Remove ${name} from cart` }).click();
  },
);

/** The store's share region: a WhatsApp link and a Copy link button, each carrying ref and its own utm_source. */
async function expectShareLinks(page: Page, origin: string) {
  const share = page.getByRole('region', { name: 'Share your store' });
  const whatsapp = share.getByRole('link', { name: 'Share on WhatsApp' });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  // The creator earns from what sells through it: the share says so first.
  expect(new URL(href).searchParams.get('text')).toBe(
    `Ad · Shop my picks on Haat: ${origin}/@priya.styles?ref=priya.styles&utm_source=whatsapp`,
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  await page.evaluate(() => navigator.clipboard.writeText(''));
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `Ad · Shop my picks on Haat: ${origin}/@priya.styles?ref=priya.styles&utm_source=copy_link`,
  );
}

test.describe('sharing the store', { tag: '@phone-only' }, () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('/my-store and the dashboard copy the store link and share it on WhatsApp, each with ref and utm_source', async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    await signInAt(page, '/auth?next=%2Fmy-store', 'creator@haat.demo');
    await expect(page).toHaveURL(/\/my-store$/);
    await expectShareLinks(page, origin);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
    await expectShareLinks(page, origin);

    // The copied link opens the store and credits it to the creator, from copy_link.
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await page.goto(copied.slice(copied.indexOf('http')));
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeVisible();
    // The page is drawn by the server before its script runs: the attribution is kept once the store has started.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('haat:attribution')))
      .toMatch(/"ref":"priya\.styles".*"utmSource":"copy_link"|"utmSource":"copy_link".*"ref":"priya\.styles"/);
  });
});

test(
  '/customize-store previews the creator’s own products, and an empty store says so with a way to add some',
  { tag: '@phone-only' },
  async ({ page, baseURL }, testInfo) => {
    const origin = baseURL ?? '';
    const products = (await (await page.request.get('/api/stores/by-handle/priya.styles/products')).json()) as {
      items: { product: { name: string } }[];
    };
    const first = products.items.slice(0, 2).map((item) => item.product.name);

    await signInAt(page, '/auth?next=%2Fcustomize-store', 'creator@haat.demo');
    await expect(page).toHaveURL(/\/customize-store$/);
    const preview = page.getByRole('figure');
    for (const name of first) await expect(preview.getByText(name, { exact: true })).toBeVisible();
    // Their real photos, not placeholder swatches.
    await expect(preview.locator('img[src^="/media/products/"]').first()).toBeVisible();
    await expect(preview).not.toContainText('Hand-block printed kurta');

    // A new creator's store has nothing yet: the preview says so and leads to the creator cart.
    await page.request.post('/api/auth/sign-out', { headers: { origin } });
    await newCreator(page.request, origin, testInfo.project.name.slice(0, 1));
    await page.goto('/customize-store');
    await expect(preview.getByText('No products in your store yet')).toBeVisible();
    await preview.getByRole('link', { name: 'Add products' }).click();
    await expect(page).toHaveURL(/\/creator\/cart$/);
  },
);

test('a store with more than 8 products offers search and a category filter; a smaller one does not', {
  tag: '@phone-only',
}, async ({ page }) => {
  const products = (await (await page.request.get('/api/stores/by-handle/homebyananya/products')).json()) as {
    items: { product: { name: string; category: string } }[];
  };
  const total = products.items.length;
  expect(total).toBeGreaterThan(8);
  const food = products.items.filter((item) => item.product.category === 'food').map((item) => item.product.name);
  expect(food.length).toBeGreaterThan(1);
  const tiles = page.getByRole('main').getByRole('button', { name: / ₹[\d,]+\.\d\d/ });

  await page.goto('/@homebyananya');
  await expect(tiles).toHaveCount(total);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('food');
  await expect(tiles).toHaveCount(food.length);
  for (const name of food) await expect(tiles.filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByText(`Showing ${food.length} of ${total} products`)).toBeVisible();

  // Words narrow it further; the URL keeps the search, so a reload shows the same.
  const [firstFood = ''] = food;
  const word = firstFood.split(' ')[0] ?? '';
  await page.getByRole('searchbox', { name: 'Search this store' }).fill(word.toLowerCase());
  await expect(tiles.filter({ hasText: firstFood })).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word.toLowerCase())}`));
  await expect(page).toHaveURL(/[?&]category=food/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search this store' })).toHaveValue(word.toLowerCase());
  await expect(tiles.filter({ hasText: firstFood })).toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Search this store' }).fill('zzzz nothing');
  await expect(page.getByText('Nothing in this store matches “zzzz nothing”')).toBeVisible();
  await page.getByRole('button', { name: 'Show all products' }).click();
  await expect(tiles).toHaveCount(total);

  // Eight products fit without a search.
  const small = (await (await page.request.get('/api/stores/by-handle/techwithrahul/products')).json()) as {
    items: unknown[];
  };
  expect(small.items.length).toBeLessThanOrEqual(8);
  await page.goto('/@techwithrahul');
  await expect(tiles).toHaveCount(small.items.length);
  await expect(page.getByRole('searchbox', { name: 'Search this store' })).toHaveCount(0);
});

test('a store search finds products named nearly as typed, best match first', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/@priya.styles');
  const search = page.getByRole('searchbox', { name: 'Search this store' });
  const tiles = page.getByRole('main').getByRole('button', { name: / ₹[\d,]+\.\d\d/ });
  await search.fill('jhumka');
  // The server's search answers once typing pauses: it finds "Jhumki" too, below the name that matches exactly.
  await expect(tiles.filter({ hasText: 'Oxidised Silver Jhumki Earrings' })).toHaveCount(1);
  await expect(tiles.first()).toContainText('Kundan Jhumka Earrings');
  await expect(tiles.filter({ hasText: 'Indigo Handblock Cotton Kurta' })).toHaveCount(0);
  await search.fill('kurtha');
  await expect(tiles.filter({ hasText: 'Indigo Handblock Cotton Kurta' })).toHaveCount(1);
  await expect(tiles.filter({ hasText: 'Jhumki' })).toHaveCount(0);
});

test('the store banner never covers the creator’s photo', async ({ page, baseURL }, testInfo) => {
  const origin = baseURL ?? '';
  const { handle } = await newCreator(page.request, origin, `b${testInfo.project.name.slice(0, 1)}`);
  const banner = await sharp({ create: { width: 1500, height: 500, channels: 3, background: '#0e7490' } })
    .jpeg()
    .toBuffer();
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#be185d' } })
    .jpeg()
    .toBuffer();
  const headers = { origin };
  expect(
    (
      await page.request.post('/api/me/store/banner', {
        multipart: { banner: { name: 'banner.jpg', mimeType: 'image/jpeg', buffer: banner } },
        headers,
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post('/api/me/store/avatar', {
        multipart: { avatar: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo } },
        headers,
      })
    ).ok(),
  ).toBe(true);

  await page.goto(`/@${handle}`);
  const avatar = page.locator('img[src^="/media/avatars/"]');
  await expect(avatar).toBeVisible();
  await expect(page.locator('img[src^="/media/banners/"]')).toBeVisible();
  // The topmost element at the photo's centre and near its top edge (where it overlaps the banner) is the photo.
  const onTop = await avatar.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    return [box.top + box.height / 2, box.top + 6].map((y) => document.elementFromPoint(x, y) === element);
  });
  expect(onTop).toEqual([true, true]);
});

test(
  'a seller page opens a product’s details, where a creator adds it to their store',
  { tag: '@desktop-only' },
  async ({ page, request, baseURL }, testInfo) => {
    const origin = baseURL ?? '';
    const name = uniqueName('Ikat cotton scarf', testInfo.project.name);
    await sellerLists(request, origin, name, 49_900);

    // Signed out, the details invite creators to sign in.
    await page.goto('/seller/rangmahal-jewels');
    await page.getByRole('button', { name: `Details of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toContainText('₹499.00');
    await expect(dialog.getByRole('region', { name: `Photos of ${name}` })).toBeVisible();
    await expect(page).toHaveURL(/[?&]product=/);
    await dialog.getByRole('link', { name: 'Sign in to sell this' }).click();

    // Signing in comes back to the same product.
    await page.getByLabel('Email').fill('creator@haat.demo');
    await page.getByLabel('Password').fill('haat-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/seller\/rangmahal-jewels\?product=/);
    await expect(dialog.getByText('At ₹0 markup you earn nothing when this sells.', { exact: false })).toBeVisible();
    await dialog.getByLabel(`Markup for ${name} (₹)`).fill('120');
    await expect(dialog.getByText('Buyer pays ₹619.00')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to my store' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your store' })).toBeVisible();
    await expect(dialog.getByText('In your store at ₹619.00')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/product=/);

    await page.goto('/@priya.styles');
    await page.getByRole('searchbox', { name: 'Search this store' }).fill(name);
    await expect(page.getByRole('button', { name: new RegExp(`^${name} ₹`) })).toContainText('₹619.00');

    // Leave the demo store as it was.
    const listings = (await (await page.request.get('/api/me/store/listings')).json()) as {
      items: { id: string; product: { name: string } }[];
    };
    const listing = listings.items.find((item) => item.product.name === name);
    expect(
      (await page.request.delete(`/api/me/store/listings/${listing?.id ?? ''}`, { headers: { origin } })).status(),
    ).toBe(204);
  },
);
