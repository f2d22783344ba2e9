import { expect, type Locator, type Page, test } from '@playwright/test';

/* What the phone layout's checks share: the AI Manager's resting box, the controls under it, boxes that overlap. */

export const isPhone = () => (test.info().project.use.viewport?.width ?? 0) < 640;

/** Waits until the AI Manager's button has come to rest (it lifts off controls, or tucks away, once the page rests). */
export async function restingAiButton(page: Page) {
  const button = page.locator('[data-ai-context] > button');
  await expect(button).toBeAttached();
  let last = '';
  for (let still = 0; still < 3; ) {
    await page.waitForTimeout(150);
    const now = JSON.stringify([await button.boundingBox(), await button.isVisible()]);
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return button;
}

/**
 * The visible buttons, links and inputs the AI Manager's button lies over, once
 * at rest: inside the open modal dialog and the toasts when there is one, else
 * anywhere on the page. A tucked-away button covers nothing.
 */
export async function controlsUnderAiButton(page: Page): Promise<string[]> {
  await restingAiButton(page);
  return page.evaluate(() => {
    const container = document.querySelector('[data-ai-context]');
    const button = container?.querySelector(':scope > button');
    if (!container || !button) return ['no AI Manager button'];
    if (!button.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
    const ai = button.getBoundingClientRect();
    const modal = document.querySelector('[aria-modal="true"]');
    const scopes: ParentNode[] = modal ? [modal, ...document.querySelectorAll('[data-floating-layer]')] : [document];
    const controls = scopes.flatMap((scope) => [
      ...scope.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"]'),
    ]);
    return controls
      .filter(
        (control) =>
          !container.contains(control) && control.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      )
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.left < ai.right &&
          ai.left < box.right &&
          box.top < ai.bottom &&
          ai.top < box.bottom
        );
      })
      .map(
        (control) =>
          `${control.tagName.toLowerCase()} “${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}”`,
      );
  });
}

export const boxesOverlap = async (a: Locator, b: Locator) => {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('not on screen');
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
};

/** Scrolls with the wheel over `at` (a point of the page or of the popup), as a finger or mouse would. */
export async function wheel(page: Page, at: { x: number; y: number }, deltaY: number) {
  await page.mouse.move(at.x, at.y);
  for (let moved = 0; Math.abs(moved) < Math.abs(deltaY); moved += Math.sign(deltaY) * 100) {
    await page.mouse.wheel(0, Math.sign(deltaY) * 100);
    await page.waitForTimeout(30);
  }
}

/** Which of `kept` (named) the toasts showing lie over. */
export async function toastsOver(page: Page, kept: Record<string, Locator>): Promise<string[]> {
  const toasts = page.getByRole('region', { name: 'Notifications' }).locator('[role="status"], [role="alert"]');
  const covered: string[] = [];
  for (const toast of await toasts.filter({ visible: true }).all()) {
    for (const [name, target] of Object.entries(kept)) {
      if ((await target.isVisible()) && (await boxesOverlap(toast, target))) covered.push(name);
    }
  }
  return covered;
}
