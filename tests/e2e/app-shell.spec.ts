import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { specRoutes } from './routes.ts';

// Which chunk a route loads does not depend on the screen's size: one size, the desktop's, whose project has the
// shorter run (decision 040).
test.describe('every route of the spec', { tag: '@desktop-only' }, () => {
  // One page opens every route afresh (a new document each time), so the libraries every route shares come from the
  // browser's cache after the first: the check is which chunk each route loads, which a cache does not change.
  let page: Page;
  test.beforeAll(async ({ browser, baseURL }) => {
    page = await browser.newPage({ baseURL });
  });
  test.afterAll(async () => {
    await page.close();
  });
  for (const route of specRoutes) {
    test(`${route.path} answers from its own lazy chunk`, async () => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      // Every script this document loaded, from the network or the cache.
      const scripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      const chunks = scripts.map((pathname) => /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(pathname)?.[1]);
      expect(chunks).toContain(route.chunk);
    });
  }
});

test('a screen shows the animated wordmark while its chunk loads', async ({ page }) => {
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route(/\/assets\/checkout-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/checkout');
  const loading = page.getByTestId('loading-fullscreen');
  await expect(loading).toBeVisible();
  await expect(loading.locator('span[aria-hidden] > span')).toHaveText(['h', 'a', 'a', 't']);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(loading).toBeHidden();
});

test('the route indicator shows on a path change and hides 300 ms later', async ({ page }) => {
  await page.goto('/');
  const indicator = page.getByTestId('route-indicator');
  await expect(indicator).toHaveAttribute('data-state', 'hidden');
  // The page notes when the indicator's state changes, so a busy test runner noticing late cannot shorten it.
  await page.evaluate(() => {
    const changes: { state: string | null; at: number }[] = [];
    Object.assign(window, { routeIndicatorChanges: changes });
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (element.dataset.testid === 'route-indicator')
          changes.push({ state: element.dataset.state ?? null, at: performance.now() });
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    // When the tap that changes the path happened, as the page's clock tells it.
    document.addEventListener('click', () => Object.assign(window, { routeIndicatorClickedAt: performance.now() }), {
      capture: true,
      once: true,
    });
  });
  await page.getByRole('link', { name: 'Get started' }).first().click();
  await expect(indicator).toHaveAttribute('data-state', 'visible');
  await expect(indicator).toHaveAttribute('data-state', 'hidden');
  const { changes, clickedAt } = await page.evaluate(() => {
    const noted = window as unknown as {
      routeIndicatorChanges: { state: string; at: number }[];
      routeIndicatorClickedAt: number;
    };
    return { changes: noted.routeIndicatorChanges, clickedAt: noted.routeIndicatorClickedAt };
  });
  const shown = changes.find((change) => change.state === 'visible');
  const hidden = changes.find((change) => change.state === 'hidden' && shown && change.at > shown.at);
  expect(shown && hidden).toBeTruthy();
  // Hidden 300 ms after the path changed, which is after the tap: measured from the tap, a busy machine's late commit
  // of the bar cannot make the interval look shorter than it is.
  expect((hidden?.at ?? 0) - clickedAt).toBeGreaterThanOrEqual(300);
});

test('the route indicator shows on a query-only change', async ({ page }) => {
  await page.goto('/shop');
  const indicator = page.getByTestId('route-indicator');
  await expect(indicator).toHaveAttribute('data-state', 'hidden');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/shop?category=jewellery');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(indicator).toHaveAttribute('data-state', 'visible');
  await expect(indicator).toHaveAttribute('data-state', 'hidden');
});

test('unknown routes show the not-found page', async ({ page }) => {
  await page.goto('/nothing-here');
  await expect(page.getByRole('heading', { name: "This stall isn't in the haat" })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a store link without a handle goes to /404', async ({ page }) => {
  await page.goto('/@');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: "This stall isn't in the haat" })).toBeVisible();
});

test('/seller-profile redirects to seller sign-in', async ({ page }) => {
  await page.goto('/seller-profile');
  await expect(page).toHaveURL(/\/seller-auth$/);
});

test('a missing asset is a 404, not the app', async ({ request }) => {
  const response = await request.get('/assets/not-there-12345678.js');
  expect(response.status()).toBe(404);
});

test('the right sidebar starts hidden, is 280px wide and toggles', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Menu and themes' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open menu and themes' }).click();
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(280);
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
});

test('the center panel starts on home', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main')).toHaveAttribute('data-active-panel', 'home');
});
