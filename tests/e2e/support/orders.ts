import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiSignIn, signInAt } from './sign-in.ts';

/** The demo seller lists a product and the demo creator puts it in @priya.styles with a ₹150 markup, through the API. */
export async function listedInPriyasStore(
  request: APIRequestContext,
  origin: string,
  name: string,
  /** More of the product's fields, e.g. its Hindi name. */
  more: Record<string, unknown> = {},
): Promise<{ productId: string; listingId: string }> {
  await apiSignIn(request, origin, 'seller@haat.demo');
  const created = await request.post('/api/seller/products', {
    data: {
      name,
      category: 'jewellery',
      hsnCode: '7117',
      gstRateBps: 300,
      pricePaise: 84_900,
      stock: 5,
      returnPolicyDays: 7,
      ...more,
    },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await request.post('/api/auth/sign-out', { headers: { origin } });
  await apiSignIn(request, origin, 'creator@haat.demo');
  const listed = await request.post('/api/me/store/listings', {
    data: { productId: id, markupPaise: 15_000 },
    headers: { origin },
  });
  expect(listed.status()).toBe(201);
  await request.post('/api/auth/sign-out', { headers: { origin } });
  return { productId: id, listingId: ((await listed.json()) as { id: string }).id };
}

/** A page of its own (cookies apart from the test's page) at the project's viewport, signed in at `path`. */
export async function signedInPage(browser: Browser, baseURL: string, path: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  await signInAt(page, path, email);
  return page;
}
