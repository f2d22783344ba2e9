import { test as base, type Page } from '@playwright/test';

/*
 * Server-rendered pages (decision 027) show their content before the app's
 * scripts arrive, so a journey that taps right after opening one would tap a
 * page that does not answer yet. Every navigation from a test (goto, reload,
 * in any page of the worker) therefore waits, as a buyer would, until a
 * server-rendered page has hydrated (html[data-app="ready"], set by page-ready.tsx once the
 * screen itself, not only the layout around it, has hydrated).
 * Pages with JavaScript off are left as they are.
 */
let javaScriptEnabled = true;

async function untilInteractive(page: Page) {
  if (!javaScriptEnabled || (await page.locator('#haat-state').count()) === 0) return;
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
}

let patched = false;
function waitAfterNavigations(page: Page) {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(page) as Page;
  const { goto, reload } = prototype;
  prototype.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    await untilInteractive(this);
    return response;
  };
  prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    await untilInteractive(this);
    return response;
  };
}

export const test = base.extend<{ scriptsOf: void }, { navigationsWaitForTheApp: void }>({
  // Worker-wide, so pages opened in beforeAll hooks and extra contexts wait too.
  navigationsWaitForTheApp: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      waitAfterNavigations(page);
      await page.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  scriptsOf: [
    async ({ javaScriptEnabled: enabled }, use) => {
      javaScriptEnabled = enabled !== false;
      await use();
      javaScriptEnabled = true;
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
