import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { relayPort } from '../../playwright.config.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';

const CHAT_FAILURE = 'Sorry, I encountered an error. Please try again.';
const DEMO_NOTIFICATION = 'New important update! Click to see details.';

const panel = (page: Page) => page.getByRole('region', { name: 'AI Manager' });
const aiMessages = (page: Page) => panel(page).locator('[data-role="ai"]');

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Open AI Manager/ }).click();
  await expect(panel(page)).toBeVisible();
  // Keep the pointer away from the panel: pointer entry counts as activity.
  await page.mouse.move(2, 2);
}

/**
 * Opens and closes the panel while time still flows, so its code and ads are
 * loaded: React reveals a suspended panel and TanStack Query delivers results
 * on timers, which a paused clock holds back.
 */
async function warmPanel(page: Page) {
  await openPanel(page);
  await expect(panel(page).getByTestId('ai-hint')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Close AI Manager' }).last().click();
  await expect(panel(page)).toBeHidden();
}

async function ask(page: Page, question: string) {
  await panel(page).getByLabel('Message the AI Manager').fill(question);
  await panel(page).getByLabel('Message the AI Manager').press('Enter');
}

// Timings do not depend on the screen's size: one size, the desktop's, the shorter run (decision 040).
test.describe('the panel’s timings (spec §9), on a controlled clock', { tag: '@desktop-only' }, () => {
  test('10 s to ads, 5 s rotation, 7 s demo notification, 5 s auto-dismiss, 4 s hints, pointer entry back to chat', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00+05:30') });
    await page.goto('/role-select');
    await warmPanel(page);
    await page.clock.pauseAt(new Date('2026-11-22T10:00:05+05:30'));
    await openPanel(page);
    await expect(panel(page)).toHaveAttribute('data-mode', 'chat');

    // The hint line moves on every 4 s while the chat is empty.
    const hint = panel(page).getByTestId('ai-hint');
    const first = await hint.textContent();
    await page.clock.runFor(3_900);
    await expect(hint).toHaveText(first ?? '');
    await page.clock.runFor(100);
    await expect(hint).not.toHaveText(first ?? '');
    const second = await hint.textContent();
    await page.clock.runFor(4_000);
    await expect(hint).not.toHaveText(second ?? '');

    // 10 s without activity (8 s have passed): the ads.
    await page.clock.runFor(1_900);
    await expect(panel(page)).toHaveAttribute('data-mode', 'chat');
    await page.clock.runFor(100);
    await expect(panel(page)).toHaveAttribute('data-mode', 'ads');
    const ad = panel(page).locator('[data-ad-id]');
    await expect(ad).toHaveAttribute('data-ad-id', 'ad-1');
    await expect(panel(page).getByRole('img', { name: /Festive Edit/ })).toBeVisible();

    // Rotation every 5 s.
    await page.clock.runFor(4_900);
    await expect(ad).toHaveAttribute('data-ad-id', 'ad-1');
    await page.clock.runFor(100);
    await expect(ad).toHaveAttribute('data-ad-id', 'ad-2');

    // 7 s into the ads: the demo notification, and the chat again.
    await page.clock.runFor(1_900);
    await expect(panel(page)).toHaveAttribute('data-mode', 'ads');
    await page.clock.runFor(100);
    await expect(panel(page)).toHaveAttribute('data-mode', 'chat');
    const notification = panel(page).getByRole('list', { name: 'Notifications' }).getByText(DEMO_NOTIFICATION);
    await expect(notification).toBeVisible();

    // It dismisses itself after 5 s.
    await page.clock.runFor(4_900);
    await expect(notification).toBeVisible();
    await page.clock.runFor(100);
    await expect(notification).toBeHidden();

    // Back in the ads 10 s after the chat returned, at the ad after the last one shown (every ad gets its turn);
    // pointer entry brings the chat back.
    await page.clock.runFor(5_000);
    await expect(panel(page)).toHaveAttribute('data-mode', 'ads');
    await expect(ad).toHaveAttribute('data-ad-id', 'ad-3');
    await panel(page).hover();
    await expect(panel(page)).toHaveAttribute('data-mode', 'chat');
  });

  test('at most 3 notifications show, live as they happen; a click turns one into a summary with next steps', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInAt(page, '/seller-auth', 'seller@haat.demo');
    await page.waitForURL((url) => !url.pathname.startsWith('/seller-auth'));
    await page.clock.install();
    const streamOpened = page.waitForResponse((response) => response.url().endsWith('/api/me/notifications/stream'));
    await page.goto('/dashboard');
    expect((await streamOpened).status()).toBe(200);
    await warmPanel(page);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await openPanel(page);

    // The demo seller posts four campaigns; the demo creator joins each, and the seller is told live.
    await apiSignIn(request, baseURL ?? '', 'seller@haat.demo');
    const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const ids: number[] = [];
    const stamp = `${test.info().project.name} ${Date.now() % 100_000}`;
    for (const index of [1, 2, 3, 4]) {
      const created = await request.post('/api/seller/campaigns', {
        headers: { origin: baseURL ?? '' },
        data: {
          brand: 'Rangmahal Jewels',
          title: `Live test ${index} ${stamp}`,
          desc: 'A campaign to test live notifications.',
          hashtags: ['#Live'],
          payout: '₹500 per reel',
          payoutType: 'cash',
          payoutAmountPaise: 50_000,
          deadline,
          badges: [],
          status: 'open',
        },
      });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { id: number }).id);
    }
    await apiSignIn(request, baseURL ?? '', 'creator@haat.demo');
    for (const id of ids)
      expect(
        (await request.post(`/api/campaigns/${id}/join`, { headers: { origin: baseURL ?? '' }, data: {} })).status(),
      ).toBe(201);

    const list = panel(page).getByRole('list', { name: 'Notifications' });
    await expect(list.getByText(`Live test 4 ${stamp}`)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByText(`Live test 1 ${stamp}`)).toBeHidden();

    // Clicking one: a summary with next steps, and the notification is gone.
    await list.getByText(`Live test 3 ${stamp}`).click();
    await expect(list.getByText(`Live test 3 ${stamp}`)).toBeHidden();
    await expect(aiMessages(page).last()).toContainText('A creator joined your campaign.');
    await expect(aiMessages(page).last()).toContainText('Next steps:');
    await expect(aiMessages(page).last().getByRole('link', { name: 'dashboard' })).toBeVisible();

    // The other two dismiss themselves 5 s after they showed.
    await page.clock.runFor(5_000);
    await expect(list).toBeHidden();
  });
});

// What the chat answers does not depend on the screen's size: the desktop's project, the shorter run (decision 040).
test.describe('chatting', { tag: '@desktop-only' }, () => {
  test('"earrings under ₹500" streams in chunk by chunk, lists only earrings at most ₹500, and a product opens its popup', async ({
    page,
  }) => {
    await page.goto('/role-select');
    await openPanel(page);
    // Record the answer's length each time it changes.
    await page.evaluate(() => {
      const lengths: number[] = [];
      (window as unknown as { answerLengths: number[] }).answerLengths = lengths;
      new MutationObserver(() => {
        const answer = document.querySelectorAll('[data-role="ai"]');
        const text = answer[answer.length - 1]?.textContent ?? '';
        if (text.length !== lengths.at(-1)) lengths.push(text.length);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await ask(page, 'earrings under ₹500');
    await expect(panel(page).locator('[data-role="user"]')).toHaveText('earrings under ₹500');
    const answer = aiMessages(page).last();
    await expect(answer).toContainText('More on the shop', { timeout: 15_000 });
    const lengths = await page.evaluate(() => (window as unknown as { answerLengths: number[] }).answerLengths);
    expect(lengths.length).toBeGreaterThan(10);
    expect(lengths.every((length, index) => index === 0 || length > (lengths[index - 1] ?? 0))).toBe(true);

    const products = answer.getByRole('listitem');
    expect(await products.count()).toBeGreaterThan(0);
    for (const item of await products.all()) {
      await expect(item).toContainText(/earring/i);
      const price = Number((/₹([\d,]+)/.exec((await item.textContent()) ?? '')?.[1] ?? 'NaN').replaceAll(',', ''));
      expect(price).toBeLessThanOrEqual(500);
    }
    const first = products.first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  });

  test('whitespace-only input sends nothing; Enter and the send button send', async ({ page }) => {
    await page.goto('/role-select');
    await openPanel(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ai-chat')) calls.push(request.method());
    });
    await ask(page, '   ');
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await expect(panel(page).locator('[data-role="user"]')).toHaveCount(0);
    expect(calls).toEqual([]);

    await panel(page).getByLabel('Message the AI Manager').fill('How do I start as a seller?');
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await expect(aiMessages(page).last()).toContainText('Starting as a seller');
    expect(calls).toEqual(['POST']);
  });

  test('a server error shows the spec’s message', async ({ page, request, baseURL }) => {
    await signInAt(page, '/auth', 'buyer@haat.demo');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/shop');
    await openPanel(page);
    // Use up the account's 20 questions a minute, so the server answers 429.
    await apiSignIn(request, baseURL ?? '', 'buyer@haat.demo');
    // All at once: each answer streams for a while, and only the limit is under test here.
    const statuses = await Promise.all(
      Array.from({ length: 21 }, () =>
        request
          .post('/api/ai-chat', {
            headers: { origin: baseURL ?? '' },
            data: { messages: [{ role: 'user', content: 'hi' }] },
          })
          .then((response) => response.status()),
      ),
    );
    expect(statuses).toContain(429);
    await ask(page, 'Where is my order?');
    await expect(aiMessages(page).last()).toHaveText(CHAT_FAILURE);
  });
});

test('a guest shopping on /shop, a store or the home page has the assistant too, once the page is idle', {
  tag: '@phone-only',
}, async ({ page }) => {
  for (const path of ['/', '/shop', '/@priya.styles']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Open AI Manager' })).toBeVisible();
  }
  await openPanel(page);
  await ask(page, 'earrings under ₹500');
  await expect(aiMessages(page).last()).toContainText('More on the shop', { timeout: 15_000 });
  // Not where a guest pays: checkout keeps their attention on the order.
  await page.goto('/checkout');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('button', { name: /Open AI Manager/ })).toHaveCount(0);
});

test('with AI_BASE_URL, the answer shown is the OpenAI-compatible server’s stream, in order', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${relayPort}/role-select`);
  await openPanel(page);
  await ask(page, 'Tell me about Haat');
  await expect(aiMessages(page).last()).toHaveText(
    'Namaste! Here is the upstream’s answer. You asked: Tell me about Haat',
    { timeout: 10_000 },
  );
});
