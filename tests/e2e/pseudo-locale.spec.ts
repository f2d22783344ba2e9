import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { parsePo } from 'pofile-ts';
import { hi } from './support/hindi.ts';
import { expect, test } from './support/test.ts';
import { apiSignIn } from './support/sign-in.ts';

/*
 * A pseudo-locale run at 390×844 (issue 21): on each screen, in Hindi, every visible text of the app's own is made
 * about 40 % longer in place, as a longer translation would be, and then nothing of it may be cut off, stick out of
 * the screen or make the page scroll sideways. Users' own content (product, store and people's names, Latin in the
 * demo data) is left as it is: clamping a long product name in a card is a design, not a fault.
 */

/** The Devanagari words of the app's own texts: its web catalog and the server's (messages it sends, category names). */
const catalogWords = [
  ...new Set(
    ['src/web/locales/hi/all.po', 'src/server/locales/hi/messages.po'].flatMap((file) =>
      parsePo(readFileSync(file, 'utf8')).items.flatMap((item) =>
        // Placeholders ({name}), ICU keywords and tags (<0>) are Latin: the runs of Devanagari between them are the texts.
        item.msgstr.flatMap((text) => text.match(/[\u0900-\u097F\u200C\u200D]+/g) ?? []),
      ),
    ),
  ),
];

// Runs in the page: everything it uses is defined inside it.
/* oxlint-disable unicorn/consistent-function-scoping */
/**
 * Runs in the page, in one go (React does not render in between): lengthens the app's own visible texts, measures
 * the elements holding them, and puts the texts back. Returns what is wrong, one line per element.
 */
function lengthenAndMeasure(words: string[]): string[] {
  const known = new Set(words);
  const devanagari = /[\u0900-\u097F\u200C\u200D]+/g;
  const skipped = 'script, style, noscript, template, option, optgroup, select, textarea, [hidden]';

  /**
   * The app's own: Devanagari, most of it words of the catalogs. A date beside them ("27 नव॰ 2026 को देय") is the
   * app's too; a date alone, or a Hindi product name a seller typed, is not.
   */
  const ownText = (text: string) => {
    const runs = text.match(devanagari) ?? [];
    return runs.length > 0 && runs.filter((run) => known.has(run)).length * 2 >= runs.length;
  };

  /** About 40 % longer: more of its own words, spaces between, so lines break as in a real longer text. */
  const lengthened = (text: string) => {
    const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
    const parts = core.split(/\s+/).filter(Boolean);
    // Only the app's words grow: a handle, a number or an amount beside them stays as it is.
    const own = parts.filter((part) => (part.match(devanagari) ?? []).some((run) => known.has(run)));
    const extra = Math.max(1, Math.ceil(own.join(' ').length * 0.4));
    // One word becomes a longer word (a translation may be one); several repeat in turn.
    if (parts.length < 2) return lead + core + core.slice(0, extra) + trail;
    let added = '';
    for (let index = 0; added.length < extra; index++) added += ` ${own[index % own.length]}`;
    return lead + core + added + trail;
  };

  /** Shown to the eye: not hidden by CSS, not the 1 px box of a screen-reader-only text. */
  const shown = (element: Element) => {
    if (element.closest(skipped)) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
      const box = at.getBoundingClientRect();
      const style = getComputedStyle(at);
      if ((box.width <= 1 && box.height <= 1) || style.clipPath === 'inset(50%)' || style.clip !== 'auto') return false;
    }
    return true;
  };

  const findings: string[] = [];
  const changed: { node: Text; was: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    const text = node.nodeValue ?? '';
    if (node.parentElement && ownText(text) && shown(node.parentElement)) changed.push({ node, was: text });
  }
  const expanded = new Set(changed.map(({ node }) => node));
  const holders = [...new Set(changed.map(({ node }) => node.parentElement as HTMLElement))];

  /** The row or card a text sits in: where a longer text pushes its neighbours. */
  const scopeOf = (element: HTMLElement) => {
    let scope = element;
    for (let up = 0; up < 3 && scope.parentElement && scope.parentElement !== document.body; up++)
      scope = scope.parentElement;
    return scope;
  };
  /** How far an unclipped box's content sticks out of it, at the side or the bottom (0 for inline boxes). */
  const sticksOut = (element: Element) => {
    const style = getComputedStyle(element);
    return Math.max(
      style.overflowX === 'visible' ? element.scrollWidth - element.clientWidth : 0,
      style.overflowY === 'visible' ? element.scrollHeight - element.clientHeight : 0,
    );
  };
  // Before: what already stuck out is not the longer texts' doing.
  const stuckOut = new Map<Element, number>();
  for (const holder of holders)
    for (const element of scopeOf(holder).querySelectorAll('*'))
      if (!stuckOut.has(element)) stuckOut.set(element, sticksOut(element));

  for (const { node, was } of changed) node.nodeValue = lengthened(was);

  const { scrollWidth } = document.documentElement;
  if (scrollWidth > window.innerWidth) findings.push(`the page scrolls sideways (${scrollWidth} px wide)`);

  const said = (element: Element) => (element.textContent ?? '').trim().replaceAll(/\s+/g, ' ').slice(0, 40);
  const positioned = (from: Element, scope: Element) => {
    for (let at: Element | null = from; at && at !== scope; at = at.parentElement)
      if (['absolute', 'fixed', 'sticky'].includes(getComputedStyle(at).position)) return true;
    return false;
  };
  /** Where a text's lines show: their boxes, cut to what the boxes around it that clip let through. */
  const linesOf = (node: Text, scope: Element) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()]
      .map((line) => {
        let { left, right, top, bottom } = line;
        for (let at = node.parentElement; at && at !== scope.parentElement; at = at.parentElement) {
          const style = getComputedStyle(at);
          const box = at.getBoundingClientRect();
          if (style.overflowX !== 'visible') [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
          if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
        }
        return { left, right, top, bottom };
      })
      .filter((line) => line.right - line.left > 0 && line.bottom - line.top > 0);
  };
  type Line = ReturnType<typeof linesOf>[number];
  /** Two lines cross: side by side by more than 2 px, and on more than half the height of one. */
  const cross = (one: Line, two: Line) =>
    Math.min(one.right, two.right) - Math.max(one.left, two.left) > 2 &&
    Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top) >
      Math.min(one.bottom - one.top, two.bottom - two.top) / 2;
  /** The texts in `element`'s row or card that its longer texts lie over, or that lie over them. */
  const overlapped = (element: HTMLElement, scope: HTMLElement) => {
    const found = new Set<Element>();
    // Something laid on top on purpose (a badge on a photo, a floating button) covers what it covers by design.
    if (positioned(element, scope)) return found;
    const mine = [...element.childNodes]
      .filter((node): node is Text => node instanceof Text && expanded.has(node))
      .flatMap((node) => linesOf(node, scope));
    const others = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    while (others.nextNode()) {
      const node = others.currentNode as Text;
      const parent = node.parentElement;
      if (!parent || parent === element || !(node.nodeValue ?? '').trim() || !shown(parent)) continue;
      if (positioned(parent, scope)) continue;
      if (linesOf(node, scope).some((line) => mine.some((own) => cross(line, own)))) found.add(parent);
    }
    return found;
  };

  // A neighbour pushed out of its box (a handle out of its column), told beside the longer text nearest to it.
  const pushed = new Map<HTMLElement, string[]>();
  for (const [neighbour, before] of stuckOut) {
    const now = sticksOut(neighbour);
    if (now <= 1 || now <= before + 1 || !shown(neighbour)) continue;
    let holder: HTMLElement | undefined;
    for (let at: Element | null = neighbour; at && !holder; at = at.parentElement)
      holder = holders.find((candidate) => at?.contains(candidate));
    if (holder)
      pushed.set(holder, [...(pushed.get(holder) ?? []), `pushes “${said(neighbour)}” ${now} px out of its box`]);
  }

  for (const element of holders) {
    const problems: string[] = [...(pushed.get(element) ?? [])];
    // Cut off: the element and, where it is inline, its parents up to the box it sits in, where they clip.
    for (let at: HTMLElement | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clamped = (style.getPropertyValue('-webkit-line-clamp') || 'none') !== 'none';
      const clipsY = ['hidden', 'clip'].includes(style.overflowY) || clamped;
      const box = at === element ? '' : ` (its <${at.tagName.toLowerCase()}>)`;
      if (clipsX && at.scrollWidth > at.clientWidth + 1)
        problems.push(`is cut off at the side${box}: ${at.scrollWidth} px in ${at.clientWidth} px`);
      if (clipsY && at.scrollHeight > at.clientHeight + 1)
        problems.push(`is cut off at the bottom${box}: ${at.scrollHeight} px in ${at.clientHeight} px`);
      if (!['inline', 'contents'].includes(style.display)) break;
    }
    // Past the screen's edge. A strip that scrolls sideways on purpose (`fade-x`: the dashboard's tabs, the store
    // settings, order filters, category chips) holds labels past the edge, reached by swiping: there the strip itself
    // must stay on the screen.
    const strip = element.closest<HTMLElement>('.fade-x');
    const { right } = (strip ?? element).getBoundingClientRect();
    if (right > window.innerWidth + 1)
      problems.push(
        `${strip ? 'is in a sideways strip that reaches' : 'reaches'} ${Math.round(right - window.innerWidth)} px past the screen's right edge`,
      );
    // No text of its row or card lies over another.
    const scope = scopeOf(element);
    for (const other of overlapped(element, scope)) problems.push(`lies over “${said(other)}”`);
    const text = said(element);
    for (const problem of problems) findings.push(`“${text}” ${problem}`);
  }

  // The texts as React left them, for the next step of the run.
  for (const { node, was } of changed) node.nodeValue = was;
  return findings;
}
/* oxlint-enable unicorn/consistent-function-scoping */

test.describe('a pseudo-locale run', { tag: '@phone-only' }, () => {
  test.use({ locale: 'hi-IN' });

  test('the app’s own texts, 40 % longer in Hindi, are never cut off and never stick out at 390 px', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = baseURL ?? '';
    const findings: string[] = [];

    /** Waits for the screen (`ready`, and nothing on it still loading), then lengthens its texts and measures them. */
    const check = async (screen: string, ready: Locator) => {
      await expect(ready.first()).toBeVisible();
      await expect(page.locator('[data-testid^="loading-"], [aria-busy="true"], .animate-pulse')).toHaveCount(0);
      for (const finding of await page.evaluate(lengthenAndMeasure, catalogWords))
        findings.push(`${screen}: ${finding}`);
    };
    const heading = page.getByRole('heading', { level: 1 });
    const signInAs = async (email: string) => {
      await page.context().clearCookies();
      await apiSignIn(page.request, origin, email);
      // The sign-in brings the account's language (English for the demo users); this browser reads Hindi.
      await page.context().addCookies([{ name: 'haat_lang', value: 'hi', url: origin }]);
    };
    /** A tab of the dashboard: selected, then checked once its panel has loaded. */
    const tab = async (whose: string, name: string) => {
      const button = page.getByRole('tab', { name: hi(name), exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-selected', 'true');
      await check(`/dashboard (${whose}), ${name}`, page.getByRole('tabpanel'));
    };

    // A buyer, signed out.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await check('/', heading);
    await page.goto('/shop');
    await check('/shop', heading);
    await page.goto('/@priya.styles');
    await check('/@priya.styles', page.getByRole('heading', { name: 'Priya Sharma' }));
    await page.getByRole('main').getByRole('button', { name: /₹/ }).first().click();
    const dialog = page.getByRole('dialog');
    await check('the product popup', dialog.getByRole('heading', { level: 2 }));
    await dialog.getByRole('button', { name: hi('Add to Cart') }).click();
    await check('the product popup, added', page.getByRole('status').filter({ hasText: hi('Added to cart') }));
    await page.goto('/checkout');
    await check('/checkout', page.getByLabel(hi('Full name')));
    await page.goto('/auth');
    await check('/auth', page.getByLabel(hi('Password')));
    await page.goto('/saved');
    await check('/saved', heading);
    await page.getByRole('button', { name: hi('Open menu and themes') }).click();
    await check('the sidebar', page.getByRole('complementary', { name: hi('Menu and themes') }));

    // The creator: their store's settings and their dashboard.
    await signInAs('creator@haat.demo');
    for (const path of ['/my-store', '/customize-store', '/creator-profile', '/cms']) {
      await page.goto(path);
      await check(path, heading);
    }
    await page.goto('/dashboard');
    await check('/dashboard (creator)', heading);
    await tab('creator', 'Payouts');

    // The seller: every tab of the dashboard, and the product form.
    await signInAs('seller@haat.demo');
    await page.goto('/dashboard');
    await check('/dashboard (seller)', heading);
    for (const name of ['Orders', 'Products', 'Questions', 'Campaigns', 'Invoices', 'Payouts'])
      await tab('seller', name);
    await page.getByRole('tab', { name: hi('Products'), exact: true }).click();
    await page.getByRole('button', { name: hi('Add product') }).click();
    await check('/dashboard, Add product', page.getByLabel(hi('Product name')));

    // The operator's overview.
    await signInAs('ops@haat.demo');
    await page.goto('/ops');
    await check('/ops', heading);

    expect(findings, findings.join('\n')).toEqual([]);
  });
});
