import type { Locator, Page } from '@playwright/test';

/*
 * Detectors of the dark patterns a page can show (CCPA's Guidelines for Prevention and Regulation of Dark Patterns,
 * 2023, Annexure 1), each run on the rendered page at every step of the buyer's walk (dark-patterns.spec.ts). Each
 * returns the problems it found, in words for the self-declaration report; an empty list is a pass.
 */

/** Words that make a checked box or chosen option an extra or a consent rather than a choice among equals. */
const CONSENT_OR_EXTRA =
  /subscri|newsletter|marketing|offers|promot|updates|whatsapp|\bsms\b|notif|share|consent|agree|accept|insur|protect|warrant|donat|gift ?wrap|\btip\b|premium|express|priority|member|plan\b/i;

/**
 * Checkboxes, switches and radios that are on when the step begins. A box or switch the buyer did not tick is always a
 * finding: on the buying path every one is an extra or a consent (to be remembered, to hear offers), and Haat leaves
 * them off (e.g. "Remember my details on this device"). `setByBuyer` names the labels the buyer ticked at an earlier
 * visit, which the page then shows as they left them.
 *
 * A chosen radio is allowed in two cases, both legitimate defaults: it is the only option of its group (cash on
 * delivery is the one way to pay; choosing it chooses nothing for the buyer), or a group needs a current value and the
 * option names no price and no extra or consent (the theme picker shows the theme in use; a delivery address or
 * language choice would show the one in use). A radio that pre-selects a paid or consenting option is a finding.
 */
export async function preTicked(page: Page, setByBuyer: string[] = []): Promise<string[]> {
  const checked = await page.evaluate(() => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- it runs in the page, which has only this scope
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 120);
    const labelOf = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const byIds = labelledBy
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const input = element instanceof HTMLInputElement ? element : null;
      return clean(
        element.getAttribute('aria-label') ||
          byIds ||
          input?.labels?.[0]?.textContent ||
          element.closest('label')?.textContent ||
          element.textContent,
      );
    };
    const controls = document.querySelectorAll(
      'input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="switch"], [role="radio"], [role="menuitemcheckbox"], [role="menuitemradio"]',
    );
    return [...controls]
      .filter((element) =>
        element instanceof HTMLInputElement ? element.checked : element.getAttribute('aria-checked') === 'true',
      )
      .map((element) => {
        const input = element instanceof HTMLInputElement ? element : null;
        const role = element.getAttribute('role');
        const kind = input ? input.type : role?.includes('radio') ? 'radio' : role === 'switch' ? 'switch' : 'checkbox';
        const group = input?.name
          ? document.querySelectorAll(`input[type="radio"][name="${CSS.escape(input.name)}"]`).length
          : (element.closest('[role="radiogroup"]')?.querySelectorAll('[role="radio"]').length ??
            element.parentElement?.querySelectorAll(':scope > [role="radio"]').length ??
            1);
        return { kind, label: labelOf(element), options: group };
      });
  });
  const problems: string[] = [];
  for (const control of checked) {
    if (setByBuyer.includes(control.label)) continue;
    if (control.kind !== 'radio') {
      problems.push(`a ${control.kind} is on before the buyer touched it: “${control.label}”`);
    } else if (control.options > 1 && (CONSENT_OR_EXTRA.test(control.label) || /₹\s?\d/.test(control.label))) {
      problems.push(`an option with a price or an extra is chosen for the buyer: “${control.label}”`);
    }
  }
  return problems;
}

/** A short account of what preTicked allowed on the page, for the report. */
export async function chosenRadios(page: Page): Promise<string[]> {
  return page
    .locator('input[type="radio"]:checked, [role="radio"][aria-checked="true"]')
    .evaluateAll((radios) =>
      radios.map((radio) => radio.closest('label')?.innerText ?? radio.getAttribute('aria-label') ?? ''),
    )
    .then((labels) => labels.map((label) => label.replace(/\s+/g, ' ').trim().slice(0, 60)));
}

const URGENCY = [
  /\bhurry\b/i,
  /\b(?:offer|deal|sale|price)s?\s+ends?\b/i,
  /\bends\s+(?:in|tonight|today|soon)\b/i,
  /\bending soon\b/i,
  /\bexpires?\s+in\b/i,
  /\blast chance\b/i,
  /\bselling fast\b/i,
  /\balmost gone\b/i,
  /\blimited[- ]time\b/i,
  /\btoday only\b/i,
  /\bhigh demand\b/i,
  /\bdon[’']?t miss\b/i,
  /\bbefore it[’']?s gone\b/i,
  /\b\d+\s+(?:people|others|buyers|shoppers)\b.{0,30}\b(?:viewing|looking|watching|bought|added)\b/i,
  /\bin\s+\d+\s+(?:other\s+)?(?:carts|bags)\b/i,
];
const STOCK_FIGURE =
  /\bonly\s+(\d+)\s+(?:left|remaining)\b|\b(\d+)\s+(?:left|remaining)\s+in\s+stock\b|\b(\d+)\s+in\s+stock\b/gi;

/** What the page shows, as the buyer reads it: visible text, each block with the product it sits in. */
async function visibleBlocks(page: Page): Promise<{ text: string; around: string }[]> {
  return page.evaluate(() => {
    const blocks: { text: string; around: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!parent || !text || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const holder = parent.closest('li, article, [role="dialog"]') ?? parent.parentElement ?? parent;
      blocks.push({ text: parent.textContent?.replace(/\s+/g, ' ').trim() ?? text, around: holder.textContent ?? '' });
    }
    return blocks;
  });
}

/**
 * False urgency in words: urgency phrases ("Hurry", "ends in", "selling fast", "12 people are viewing this"), and
 * every stock figure ("Only 3 left") checked against the stock the API reports for the product it sits beside. A
 * figure beside no product the audit knows is a finding too: it cannot be shown to be backed by data.
 */
export async function urgencyWording(page: Page, stock: { name: string; available: number }[]): Promise<string[]> {
  const problems = new Set<string>();
  for (const { text, around } of await visibleBlocks(page)) {
    for (const pattern of URGENCY) if (pattern.test(text)) problems.add(`urgency wording: “${text.slice(0, 100)}”`);
    for (const match of text.matchAll(STOCK_FIGURE)) {
      const shown = Number(match[1] ?? match[2] ?? match[3]);
      const product = stock.find((item) => around.includes(item.name));
      if (!product) problems.add(`a stock figure beside no product with known stock: “${match[0]}”`);
      else if (product.available !== shown) {
        problems.add(`“${match[0]}” for ${product.name}, whose stock is ${product.available}`);
      }
    }
  }
  return [...problems];
}

const TIME_FIGURE = /\b\d{1,2}:\d{2}(?::\d{2})?\b|\b\d+\s*(?:h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?)\b/gi;

async function timeFigures(page: Page): Promise<string[]> {
  return (await visibleBlocks(page)).flatMap(({ text }) => text.match(TIME_FIGURE) ?? []);
}

/**
 * A countdown: time figures (12:04:59, 2h 13m 5s) that change while the buyer looks. Started when a page opens and
 * finished at least `ms` later (the step's other work counts towards the wait), so one probe costs at most `ms`.
 */
export async function startCountdownProbe(page: Page, ms = 2_000) {
  const started = Date.now();
  const before = await timeFigures(page);
  return {
    async finish(): Promise<string[]> {
      const left = started + ms - Date.now();
      if (left > 0) await page.waitForTimeout(left);
      const after = await timeFigures(page);
      const changed = [...new Set(after.filter((figure) => !before.includes(figure)))];
      const gone = [...new Set(before.filter((figure) => !after.includes(figure)))];
      return changed.length > 0 && gone.length > 0
        ? [
            `time figures changed within ${Math.round((Date.now() - started) / 100) / 10} s: ${gone.join(', ')} → ${changed.join(', ')}`,
          ]
        : [];
    },
  };
}

const SHAMING = [
  /\bno,?\s+thanks?\b.{0,20}\bi\b/i,
  /\bi\s+(?:don[’']?t|do not)\s+(?:want|like|need|care)\b/i,
  /\bi[’']?d rather\b/i,
  /\bi\s+(?:prefer|like)\s+(?:paying|missing|losing)\b/i,
  /\b(?:no|skip),?\s+i\b/i,
  /\bi[’']?ll\s+(?:pay|miss)\b/i,
];

/** Confirm shaming: a way to decline worded to make the buyer feel guilty ("No thanks, I like paying full price"). */
export async function confirmShaming(page: Page): Promise<string[]> {
  const labels = await page
    .locator('button, a[href], [role="button"], [role="link"]')
    .filter({ visible: true })
    .evaluateAll((controls) => controls.map((control) => (control.textContent ?? '').replace(/\s+/g, ' ').trim()));
  return labels
    .filter((label) => SHAMING.some((pattern) => pattern.test(label)))
    .map((label) => `a decline worded to shame: “${label.slice(0, 80)}”`);
}

/** Trick questions: a box or option labelled with a double negative, or one to untick in order to say no. */
export async function trickQuestions(page: Page): Promise<string[]> {
  const labels = await page
    .locator('input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="switch"]')
    .evaluateAll((controls) =>
      controls.map((control) =>
        (
          (control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : null) ??
          control.getAttribute('aria-label') ??
          control.closest('label')?.textContent ??
          ''
        )
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    );
  return labels
    .filter(
      (label) =>
        (
          label.match(
            /\b(?:not|don[’']?t|do not|never|no|without)\b|\bun(?:tick|check|select|subscribe)\w*|opt[- ]?out/gi,
          ) ?? []
        ).length >= 2 || /\b(?:untick|uncheck|unselect)\b.{0,20}\bto\b/i.test(label),
    )
    .map((label) => `a confusingly worded choice: “${label.slice(0, 100)}”`);
}

/**
 * Dialogs the buyer did not open: any modal or alert dialog on screen other than those named in `opened` (the
 * product popup they tapped). Prompts for notifications and location are counted by `watchPrompts`.
 */
export async function unaskedDialogs(page: Page, opened: string[] = []): Promise<string[]> {
  const shown = await page
    .locator('[role="dialog"], [role="alertdialog"], [aria-modal="true"]')
    .filter({ visible: true })
    .evaluateAll((dialogs) =>
      dialogs.map(
        (dialog) =>
          dialog.getAttribute('aria-label') ??
          document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ??
          dialog.textContent?.slice(0, 60) ??
          '',
      ),
    );
  return [...new Set(shown)]
    .filter((name) => !opened.some((open) => name.includes(open)))
    .map((name) => `a dialog the buyer did not open: “${name.trim()}”`);
}

/**
 * Unlabelled ads: every ad on the page (an element carrying an ad id, a "Sponsored by" text) sits with a visible
 * "Ad", "Sponsored" or "Collaboration" label.
 */
export async function unlabelledAds(page: Page): Promise<string[]> {
  const ads = await page
    .locator('[data-ad-id]')
    .filter({ visible: true })
    .evaluateAll((elements) =>
      elements.map((element) => ({
        id: element.getAttribute('data-ad-id') ?? '',
        label: (element.parentElement?.textContent ?? '') + (element.getAttribute('aria-label') ?? ''),
      })),
    );
  return ads
    .filter(({ label }) => !/\b(?:Ad|Sponsored|Collaboration)\b/.test(label))
    .map(({ id }) => `an ad with no label: ${id}`);
}

/** Interface interference: a control the buyer needs, on screen but too small to tap (WCAG 2.2's 24 × 24 px minimum). */
export async function tooSmallToTap(control: Locator, what: string): Promise<string[]> {
  const box = await control.boundingBox();
  if (!box) return [`${what} is not on the screen`];
  return box.width < 24 || box.height < 24
    ? [`${what} is ${Math.round(box.width)} × ${Math.round(box.height)} px, under 24 × 24`]
    : [];
}

/** Rupees as shown ("₹1,048.00", "Free") in paise. */
export function paiseOf(shown: string): number {
  if (/^free$/i.test(shown.trim())) return 0;
  const digits = shown.replace(/[^\d.]/g, '');
  return Math.round(Number(digits) * 100);
}

/** A price summary (Items, Delivery, Total, and any fee a future change adds) as label → paise. */
export async function priceRows(summary: Locator): Promise<Record<string, number>> {
  const rows = await summary
    .locator('dl > div')
    .evaluateAll((divs) =>
      divs.map((div) => [div.querySelector('dt')?.textContent ?? '', div.querySelector('dd')?.textContent ?? '']),
    );
  return Object.fromEntries(
    rows.map(([label = '', amount = '']) => [label.replace(/\(\d+\)/, '').trim(), paiseOf(amount)]),
  );
}

/**
 * Forced action: a form asking more than its purpose needs. Every field the form shows is one of `needed` (matched by
 * the start of its label) or says “(optional)”.
 */
export async function extraQuestions(form: Locator, needed: string[]): Promise<string[]> {
  const labels = await form
    .locator('input:not([type="hidden"]), select, textarea')
    .filter({ visible: true })
    .evaluateAll((fields) =>
      fields.map((field) =>
        (
          (field as HTMLInputElement).labels?.[0]?.textContent ??
          field.getAttribute('aria-label') ??
          field.getAttribute('name') ??
          ''
        )
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    );
  return labels
    .filter((label) => !/\(optional\)/i.test(label) && !needed.some((name) => label.startsWith(name)))
    .map((label) => `a field the purpose does not need, and not optional: “${label}”`);
}

/**
 * Interface interference by layout: the AI Manager's floating button, once at rest, lying over text the buyer needs
 * to read (a price, a fee, what a confirmation warns). Decision 025 lifts it off controls; this checks the words, line
 * by line (the text's own boxes, not its block's).
 */
export async function textUnderFloatingButton(page: Page, target: Locator, what: string): Promise<string[]> {
  const button = page.locator('[data-ai-context] > button');
  if ((await button.count()) === 0) return [];
  let last = '';
  for (let still = 0; still < 3; ) {
    await page.waitForTimeout(150);
    const now = JSON.stringify([await button.boundingBox(), await button.isVisible()]);
    still = now === last ? still + 1 : 0;
    last = now;
  }
  const covered = await target.evaluate((element) => {
    const ai = document.querySelector('[data-ai-context] > button');
    if (!ai || !ai.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
    const box = ai.getBoundingClientRect();
    const words: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const [rect] = range.getClientRects();
        if (rect && rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom) {
          words.push(match[0]);
        }
      }
    }
    return words;
  });
  return covered.length > 0 ? [`the AI Manager’s button lies over ${what}: “${covered.join(' ')}”`] : [];
}
