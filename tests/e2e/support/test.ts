import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/*
 * Server-rendered pages (decision 027) show their content before the app's
 * scripts arrive, so a journey that taps right after opening one would tap a
 * page that does not answer yet. Every navigation from a test (goto, reload,
 * in any page of the worker) therefore waits, as a buyer would, until a
 * server-rendered page has hydrated (html[data-app="ready"], set by page-ready.tsx once the
 * screen itself, not only the layout around it, has hydrated). The fixtures below give each page that a test
 * opens, through its own context or the browser, a goto and reload that wait; Playwright's Page is left as it is.
 * Pages with JavaScript off are left as they are.
 */
let javaScriptEnabled = true;

async function untilInteractive(page: Page) {
  if (!javaScriptEnabled || (await page.locator('#haat-state').count()) === 0) return;
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
}

const waiting = new WeakSet<Page>();

/** This page's goto and reload return once a server-rendered page has hydrated (an own property: no other page changes). */
function waitingForTheApp(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilInteractive(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilInteractive(page);
    return response;
  };
  return page;
}

/** Every page of a context, those it has and those it opens, waits for the app. */
function waitInContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitingForTheApp(page);
  context.on('page', waitingForTheApp);
  return context;
}

export const test = base.extend<{ scriptsOf: void }>({
  // The test's own context and page.
  context: async ({ context }, use) => {
    await use(waitInContext(context));
  },
  // Pages and contexts a test or a beforeAll hook opens itself (a second buyer, a mail in another tab).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) =>
        waitInContext(await newContext(...args));
      browser.newPage = async (...args: Parameters<Browser['newPage']>) => {
        const page = await newPage(...args);
        waitInContext(page.context());
        return waitingForTheApp(page);
      };
      await use(browser);
    },
    { scope: 'worker' },
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
