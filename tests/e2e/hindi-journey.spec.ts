import type { Page } from '@playwright/test';
import { hi } from './support/hindi.ts';
import { expect, test } from './support/test.ts';
import { listedInPriyasStore } from './support/orders.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

/*
 * The whole loop in Hindi at 390×844 (decision 047): a buyer orders from a creator's link, the seller ships, the
 * creator reads their earnings. Every screen on the way is scanned for Latin words outside users' own content and
 * the brand and format words Hindi keeps.
 */

/** Words Hindi keeps in Latin letters: the brand, formats and names of services. */
const KEPT = ['Haat', 'haat', 'EN', 'UPI', 'GST', 'GSTIN', 'PAN', 'IFSC', 'UTR', 'SKU', 'HSN', 'PIN', 'AI', 'WhatsApp'];

/** The Latin words a page shows (text, labels, placeholders, titles, alt texts) that are not in `allowed`. */
async function latinWords(page: Page, allowed: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    // Runs in the page: everything it uses is defined inside it. What is marked as another language on purpose (the
    // switch names English in English) is left out.
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const visible = (element: Element) =>
      !element.closest('script, style, [hidden], [aria-hidden="true"]') &&
      (element.closest('[lang]')?.getAttribute('lang') ?? 'hi').startsWith('hi') &&
      (element as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) !== false;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (parent && visible(parent)) texts.push(walker.currentNode.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      if (visible(element))
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
    return texts.join(' ');
  });
  const words = shown
    // Order numbers, handles, emails and links are names, not words.
    .replaceAll(/HT-[0-9A-Z]{8}|@[\w.]+|\S+@\S+|https?:\/\/\S+|\/@[\w.]+/g, ' ')
    .match(/[A-Za-z][A-Za-z'’]*/g);
  return [...new Set(words ?? [])].filter((word) => word.length > 1 && !allowed.has(word));
}

/** A page of its own, signed in at `path` through the sign-in form in Hindi. */
async function signedInHindiPage(page: Page, path: string, email: string, usersWords: Set<string>): Promise<Page> {
  const context = await page
    .context()
    .browser()
    ?.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: test.info().project.use.viewport ?? null,
      locale: 'hi-IN',
    });
  if (!context) throw new Error('No browser');
  const signedIn = await context.newPage();
  collectUsersWords(signedIn, usersWords);
  await signedIn.goto(path);
  await signedIn.getByLabel(hi('Email')).fill(email);
  await signedIn.getByLabel(hi('Password')).fill(DEMO_PASSWORD);
  await signedIn.getByRole('button', { name: hi('Sign in'), exact: true }).click();
  return signedIn;
}

/**
 * Users' own words a page was sent: every string of its API answers (names, addresses, products, couriers), except
 * the texts the server says itself (`message`, `app`), which must be Hindi.
 */
function collectUsersWords(page: Page, into: Set<string>) {
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    const body: unknown = await response.json().catch(() => null);
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string' && key !== 'message' && key !== 'app')
        for (const word of wordsOf(value)) into.add(word);
      else if (Array.isArray(value)) for (const item of value) walk(item, key);
      else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) walk(item, name);
    };
    walk(body, '');
  });
}

const wordsOf = (...texts: (string | null | undefined)[]) =>
  texts.flatMap((text) => (text ?? '').match(/[A-Za-z][A-Za-z'’]*/g) ?? []);

test.describe('the loop in Hindi', { tag: '@phone-only' }, () => {
  test.use({ locale: 'hi-IN' });

  test('a buyer orders from a creator’s link, the seller ships, the creator reads their earnings: all in Hindi', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    const serial = `${testInfo.project.name} ${Date.now() % 100_000}`;
    const name = `Moonstone studs ${serial}`;
    // The seller gave it a Hindi name too: the Hindi store shows that one.
    const hindiName = `मूनस्टोन टॉप्स ${serial}`;
    await listedInPriyasStore(request, origin, name, { nameHi: hindiName });

    // Users' own words: everything the store's data holds (its name, bio, products, sellers, and each seller's legal
    // name and address the popup shows, decision 055), what the buyer types, and the operator's name and address in
    // the footer (its configuration, decision 054).
    const products = (await (await request.get('/api/stores/by-handle/priya.styles/products')).json()) as {
      items: { seller: { slug: string } }[];
    };
    const sellerPages = [...new Set(products.items.map((item) => item.seller.slug))].map(
      (slug) => `/api/sellers/by-slug/${slug}`,
    );
    const storeData = await Promise.all(
      [
        '/api/stores/by-handle/priya.styles',
        '/api/stores/by-handle/priya.styles/products',
        '/api/operator',
        ...sellerPages,
      ].map(async (path) => await (await request.get(path)).text()),
    );
    const buyer = { name: 'Meera Iyer', line1: '12 Lake View Road', city: 'Chennai' };
    const allowed = new Set([...KEPT, ...wordsOf(...storeData, buyer.name, buyer.line1, buyer.city, 'Tamil Nadu')]);
    const expectHindi = async (where: Page) => expect(await latinWords(where, allowed)).toEqual([]);

    // The buyer arrives from a creator's link, in a browser that reads Hindi.
    await page.goto('/@priya.styles?ref=ig');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expectHindi(page);
    await page.getByRole('button', { name: new RegExp(`^${hindiName} ₹`) }).click();
    const dialog = page.getByRole('dialog', { name: hindiName });
    await dialog.getByRole('button', { name: hi('Add to Cart') }).click();
    await expectHindi(page);
    await dialog
      .getByRole('button', { name: hi('Close') })
      .first()
      .click();
    await page.getByRole('link', { name: /^बैग, 1/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    await page.getByLabel(hi('Full name')).fill(buyer.name);
    await page.getByLabel(hi('Mobile number')).fill('98765 43210');
    await page.getByLabel(hi('Address line 1')).fill(buyer.line1);
    await page.getByLabel(hi('City')).fill(buyer.city);
    // A PIN code in another state than the one chosen is refused in Hindi, its values in place, before anything is
    // sent (the places are India Post's names, as written).
    await page.getByLabel(hi('PIN code')).fill('560034');
    await expect(page.getByLabel(hi('State'))).toHaveValue('Karnataka');
    await page.getByLabel(hi('State')).selectOption('Tamil Nadu');
    const refusal = hi('PIN code {pincode} is in {state}, not {chosen}.')
      .replace('{pincode}', '560034')
      .replace('{state}', 'Karnataka')
      .replace('{chosen}', 'Tamil Nadu');
    await expect(page.getByText(refusal)).toBeVisible();
    await page.getByLabel(hi('PIN code')).fill('600017');
    await expect(page.getByText(refusal)).toBeHidden();
    await expectHindi(page);
    await page.getByRole('button', { name: hi('Place order') }).click();
    await expect(page).toHaveURL(/\/order\?id=/);
    await expect(page.getByRole('heading', { name: hi('Order placed') })).toBeVisible();
    await expectHindi(page);
    const number =
      (
        await page
          .getByText(/HT-[0-9A-Z]{8}/)
          .first()
          .textContent()
      )?.match(/HT-[0-9A-Z]{8}/)?.[0] ?? '';

    // The seller ships it from the dashboard, in Hindi.
    const seller = await signedInHindiPage(page, '/seller-auth?next=%2Fdashboard', 'seller@haat.demo', allowed);
    await expect(seller).toHaveURL(/\/dashboard/);
    await seller.goto('/dashboard?lang=hi');
    await expect(seller.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await seller.getByRole('tab', { name: hi('Orders') }).click();
    const card = seller.getByRole('article', { name: new RegExp(number) });
    await card.getByRole('button', { name: hi('Confirm') }).click();
    await card.getByRole('button', { name: hi('Ship') }).click();
    await card.getByLabel(hi('Courier')).fill('Delhivery');
    await card.getByLabel(hi('Tracking number')).fill('DL778899');
    await card.getByRole('button', { name: hi('Mark shipped') }).click();
    await expect(card.getByText('DL778899').first()).toBeVisible();
    await card.getByRole('button', { name: hi('Mark delivered') }).click();
    await card.getByRole('button', { name: hi('Yes, delivered') }).click();
    await expect(card.getByText(hi('Delivered')).first()).toBeVisible();
    await expectHindi(seller);
    await seller.context().close();

    // The creator reads the sale's earning on their dashboard, in Hindi.
    const creator = await signedInHindiPage(page, '/auth?next=%2Fdashboard', 'creator@haat.demo', allowed);
    await expect(creator).toHaveURL(/\/dashboard/);
    await creator.goto('/dashboard?lang=hi');
    const entry = creator.getByRole('row').or(creator.getByRole('listitem')).filter({ hasText: number, visible: true });
    // ₹150 less the GST inside it, Haat's 10% fee and the GST on the fee.
    await expect(entry).toContainText('₹128.45');
    await expect(entry).toContainText(hi('Pending'));
    await expectHindi(creator);
    await creator.context().close();
  });
});
