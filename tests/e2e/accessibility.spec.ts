import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type * as Axe from 'axe-core';
import { fillSignIn } from './support/sign-in.ts';

/**
 * axe-core on every main screen, at the phone and desktop sizes of the two projects:
 * no violation of impact serious or critical. Each screen is scanned once its data,
 * lazy chunks and entry animations have settled.
 */

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const BLOCKING: readonly (Axe.ImpactValue | null | undefined)[] = ['serious', 'critical'];

// The app's CSP (script-src 'self') refuses the injected axe script; the page is otherwise unchanged.
test.use({ bypassCSP: true });

type Finding = { id: string; impact: string; help: string; count: number; targets: string[] };

function report(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.impact} ${finding.id} (${finding.count} nodes): ${finding.help}\n    ${finding.targets.join('\n    ')}`,
    )
    .join('\n');
}

/** Waits for the screen's data and chunks (no loaders, skeletons or busy regions) and for its finite animations. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-testid^="loading-"], .animate-pulse, [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function expectNoSeriousViolations(page: Page) {
  await settle(page);
  await page.addScriptTag({ path: axeScript });
  const findings = await page.evaluate(async (blocking) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // Also the experimental check that a control's name contains the words it shows: a voice-control user says
    // what they see (issue 34 found Hindi names that did not).
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return results.violations
      .filter((violation) => blocking.includes(violation.impact))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        count: violation.nodes.length,
        targets: violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
      }));
  }, BLOCKING);
  expect(
    findings.map((finding) => finding.id),
    `axe on ${page.url()}:\n${report(findings)}`,
  ).toEqual([]);
}

/** A context of its own for one kind of visitor, reused by every screen scanned as them. */
async function openContext(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: test.info().project.use.viewport ?? null,
    bypassCSP: true,
  });
  return { context, page: await context.newPage() };
}

async function signedIn(browser: Browser, baseURL: string | undefined, email: string) {
  const opened = await openContext(browser, baseURL);
  await opened.page.goto('/auth');
  await fillSignIn(opened.page, email, 'haat-demo-2026');
  await expect(opened.page).not.toHaveURL(/\/auth/);
  return opened;
}

test.describe('a visitor', () => {
  const screens: { path: string; ready?: (page: Page) => Promise<void> }[] = [
    { path: '/' },
    { path: '/role-select' },
    { path: '/shop', ready: (page) => expect(page.getByRole('heading', { name: 'Featured creators' })).toBeVisible() },
    // A product tile: named by its text, the product's name and then its price.
    {
      path: '/@priya.styles',
      ready: (page) => expect(page.getByRole('button', { name: / ₹[\d,]+\.\d\d/ }).first()).toBeVisible(),
    },
    {
      path: '/seller/rangmahal-jewels',
      ready: (page) => expect(page.getByRole('heading', { name: /^Products/ })).toBeVisible(),
    },
    { path: '/auth' },
    { path: '/seller-auth' },
    { path: '/orders-and-deliveries' },
    { path: '/collab-invites' },
  ];
  for (const screen of screens) {
    test(screen.path, async ({ page }) => {
      await page.goto(screen.path);
      await screen.ready?.(page);
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe('a shopper with a product liked, saved and in the cart', () => {
  let shopper: { context: BrowserContext; page: Page };
  let name = '';
  // Set up here rather than in a test: after a failure the next tests get a fresh worker and must find the same state.
  test.beforeAll(async ({ browser, baseURL }) => {
    shopper = await openContext(browser, baseURL);
    const { page } = shopper;
    const products = await (await page.request.get('/api/stores/by-handle/priya.styles/products')).json();
    const items = (products as { items: { listingId: string; inStock: boolean; product: { name: string } }[] }).items;
    const product = items.find((item) => item.inStock);
    if (!product) throw new Error('The demo store @priya.styles has nothing in stock');
    name = product.product.name;
    await page.goto(`/@priya.styles?product=${encodeURIComponent(product.listingId)}`);
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: 'Like', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  });
  test.afterAll(() => shopper.context.close());

  test('/@priya.styles?product=… (the product popup, with a toast up)', async () => {
    await expect(
      shopper.page.getByRole('dialog', { name }).getByRole('region', { name: 'Product details' }),
    ).toBeVisible();
    await expectNoSeriousViolations(shopper.page);
  });

  for (const path of ['/checkout', '/liked', '/saved']) {
    test(path, async () => {
      const { page } = shopper;
      await page.goto(path);
      await expect(page.getByRole('link', { name }).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  // In Hindi, the names controls show and the names they are read by must agree too.
  for (const path of ['/@priya.styles?lang=hi', '/checkout?lang=hi']) {
    test(path, async () => {
      const { page } = shopper;
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(
        page
          .getByRole('main')
          .getByText(/₹[\d,]+\.\d\d/)
          .first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe('the demo operator', () => {
  let operator: { context: BrowserContext; page: Page };
  test.beforeAll(async ({ browser, baseURL }) => {
    operator = await signedIn(browser, baseURL, 'ops@haat.demo');
  });
  test.afterAll(() => operator.context.close());

  for (const path of ['/ops/payouts', '/ops/payouts?lang=hi']) {
    test(path, async () => {
      await operator.page.goto(path);
      // The tax card has loaded, with its GSTR-8 section.
      await expect(operator.page.getByRole('heading', { name: /GSTR-8/ })).toBeVisible();
      await expectNoSeriousViolations(operator.page);
    });
  }
  // Money in (decisions 069–071): without a gateway here, the COD rules' form and the PIN codes are what it shows.
  for (const path of ['/ops/payments', '/ops/payments?lang=hi']) {
    test(path, async () => {
      await operator.page.goto(path);
      await expect(operator.page.locator('#cod-pincodes')).toBeVisible();
      await expectNoSeriousViolations(operator.page);
    });
  }
});

test.describe('the demo buyer', () => {
  let buyer: { context: BrowserContext; page: Page };
  test.beforeAll(async ({ browser, baseURL }) => {
    buyer = await signedIn(browser, baseURL, 'buyer@haat.demo');
  });
  test.afterAll(() => buyer.context.close());

  test('/orders-and-deliveries with orders', async () => {
    await buyer.page.goto('/orders-and-deliveries');
    await expect(buyer.page.getByRole('list', { name: /Delivery progress of/ }).first()).toBeVisible();
    await expectNoSeriousViolations(buyer.page);
  });
});

test.describe('the demo creator', () => {
  let creator: { context: BrowserContext; page: Page };
  test.beforeAll(async ({ browser, baseURL }) => {
    creator = await signedIn(browser, baseURL, 'creator@haat.demo');
  });
  test.afterAll(() => creator.context.close());

  for (const path of ['/dashboard', '/my-store', '/customize-store', '/creator/cart', '/collab-invites']) {
    test(path, async () => {
      await creator.page.goto(path);
      await expectNoSeriousViolations(creator.page);
    });
  }
});

test.describe('the demo seller', () => {
  let seller: { context: BrowserContext; page: Page };
  test.beforeAll(async ({ browser, baseURL }) => {
    seller = await signedIn(browser, baseURL, 'seller@haat.demo');
  });
  test.afterAll(() => seller.context.close());

  for (const path of ['/dashboard', '/onboarding/seller', '/edit-collab/new']) {
    test(path, async () => {
      await seller.page.goto(path);
      await expectNoSeriousViolations(seller.page);
    });
  }

  test('/dashboard: Invoices, and Products with the GST details and a refused catalog file', async () => {
    const { page } = seller;
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(page.getByRole('link', { name: /Download supplies report/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'GST details' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: /CSV/ }).click();
    await page.getByLabel('Catalog file (CSV)').setInputFiles({
      name: 'catalog.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('sku,name,price\nA11Y-1,,abc\n'),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('alert')).toContainText('Nothing was imported');
    await expectNoSeriousViolations(page);
  });
});
