import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  chosenRadios,
  confirmShaming,
  preTicked,
  tooSmallToTap,
  trickQuestions,
  unaskedDialogs,
  unlabelledAds,
  urgencyWording,
} from './dark-patterns.ts';

/** What the audit checks, by name: the report says which of them shows each pattern is avoided. */
export const DETECTORS = {
  preTicked: 'preTicked: no box or switch on, no paid or consenting option chosen, before the buyer touches it',
  urgencyWording: 'urgencyWording: no urgency phrases; every stock figure equals the stock the API reports',
  countdown: 'countdown: no time figure changes over 2 s (the store with the popup, and the bag)',
  basketSneaking: 'basketSneaking: the bag, the account’s cart and the order hold exactly what the buyer added',
  dripPricing:
    'dripPricing: every fee of the total is in the bag, as the popup said, and the order costs what the bag said',
  baitAndSwitch: 'baitAndSwitch: the product and price the popup showed are what the bag and the order hold',
  confirmShaming: 'confirmShaming: no way to decline worded to shame',
  trickQuestions: 'trickQuestions: no double negatives on a box or option',
  forcedAction: 'forcedAction: sign-up and checkout ask nothing beyond what they need (the rest says “(optional)”)',
  unaskedDialogs: 'unaskedDialogs: no dialog, alert or permission prompt the buyer did not ask for',
  adLabels: 'adLabels: ads and the creator’s earnings carry a visible label',
  exitSteps:
    'exitSteps: cancelling an order and deleting the account take no more taps from the home page than signing up',
  tapTargets: 'tapTargets: every control the walk taps is at least 24 × 24 px; both answers of a confirmation alike',
  uncovered:
    'uncovered: the AI Manager’s floating button, at rest, lies over no word of the price details, the order summary or the cancel confirmation',
  ownCodeOnly: 'ownCodeOnly: only Haat’s own origin is loaded, scripts from it alone (CSP), no download unasked',
} as const;
export type Detector = keyof typeof DETECTORS;

export interface Check {
  detector: Detector;
  step: string;
  problems: string[];
  note?: string;
}

/** The audit of one walk: what each detector found at each step, the screenshots, and what stopped the walk. */
export class DarkPatternAudit {
  readonly checks: Check[] = [];
  readonly screenshots: { step: string; file: string }[] = [];
  readonly exits: { name: string; taps: number; trail: string[] }[] = [];
  stoppedBy: string | null = null;
  readonly dir: string;
  private readonly origin: string;
  private readonly stray: string[] = [];

  /** Empties `dir` (the last run's report and screenshots) for this run's. */
  constructor(dir: string, origin: string) {
    this.dir = dir;
    this.origin = origin;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }

  record(detector: Detector, step: string, problems: string[], note?: string) {
    this.checks.push({ detector, step, problems, ...(note ? { note } : {}) });
  }

  get failures(): Check[] {
    return this.checks.filter((check) => check.problems.length > 0);
  }

  async screenshot(page: Page, step: string, fullPage = false) {
    const file = `${String(this.screenshots.length + 1).padStart(2, '0')}-${step.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
    await page.screenshot({ path: path.join(this.dir, file), fullPage });
    this.screenshots.push({ step, file });
  }

  /**
   * Watches the context for what no single page shows: requests to other origins, documents without a same-origin
   * script policy, downloads, alerts, and prompts for notifications, location or push (wrapped before any script runs).
   */
  async watch(context: BrowserContext) {
    await context.addInitScript(() => {
      const asked: string[] = [];
      Object.defineProperty(window, 'darkPatternPrompts', { value: asked });
      if ('Notification' in window) {
        const ask = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = (...args) => (asked.push('notifications'), ask(...args));
      }
      const geo = navigator.geolocation;
      if (geo) {
        const where = geo.getCurrentPosition.bind(geo);
        const follow = geo.watchPosition.bind(geo);
        geo.getCurrentPosition = (...args) => (asked.push('location'), where(...args));
        geo.watchPosition = (...args) => (asked.push('location'), follow(...args));
      }
      if ('PushManager' in window) {
        const subscribe = PushManager.prototype.subscribe;
        PushManager.prototype.subscribe = function (...args) {
          asked.push('push messages');
          return subscribe.apply(this, args);
        };
      }
    });
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(this.origin) && !/^(?:data|blob):/.test(url)) this.stray.push(`a request to ${url}`);
    });
    context.on('response', (response) => {
      if (response.request().resourceType() !== 'document' || response.status() >= 300) return;
      const policy = response.headers()['content-security-policy'] ?? '';
      if (!/(?:^|;)\s*script-src 'self'\s*(?:;|$)/.test(policy)) {
        this.stray.push(`a page whose scripts are not limited to Haat’s own: ${response.url()}`);
      }
    });
    const onPage = (page: Page) => {
      page.on('download', (download) => this.stray.push(`a download: ${download.suggestedFilename()}`));
      page.on('dialog', (dialog) => {
        this.stray.push(`a browser ${dialog.type()}: “${dialog.message()}”`);
        void dialog.dismiss();
      });
    };
    context.pages().forEach(onPage);
    context.on('page', onPage);
  }

  /**
   * The detectors every step runs, then its screenshot. `opened`: dialogs the buyer opened (the product popup);
   * `stock`: the products on screen with the stock the API reports.
   */
  async step(
    page: Page,
    step: string,
    options: {
      opened?: string[];
      stock?: { name: string; available: number }[];
      setByBuyer?: string[];
      fullPage?: boolean;
    } = {},
  ) {
    const allowed = await chosenRadios(page);
    this.record(
      'preTicked',
      step,
      await preTicked(page, options.setByBuyer),
      allowed.length ? `chosen, allowed: ${allowed.map((label) => `“${label}”`).join(', ')}` : undefined,
    );
    this.record('urgencyWording', step, await urgencyWording(page, options.stock ?? []));
    this.record('confirmShaming', step, await confirmShaming(page));
    this.record('trickQuestions', step, await trickQuestions(page));
    this.record('adLabels', step, await unlabelledAds(page));
    const prompts = await page.evaluate(() =>
      ((window as unknown as { darkPatternPrompts?: string[] }).darkPatternPrompts ?? []).splice(0),
    );
    this.record('unaskedDialogs', step, [
      ...(await unaskedDialogs(page, options.opened)),
      ...prompts.map((prompt) => `a prompt for ${prompt}`),
    ]);
    this.record('ownCodeOnly', step, this.stray.splice(0));
    await this.screenshot(page, step, options.fullPage);
  }

  /**
   * Counts the taps of one way through the app (sign up, cancel an order: from the home page); each control tapped
   * must be big enough to tap.
   */
  path(name: string) {
    const counted = { name, taps: 0, trail: [] as string[] };
    this.exits.push(counted);
    const count = (what: string, taps = 1) => {
      counted.taps += taps;
      counted.trail.push(what);
    };
    return {
      get taps() {
        return counted.taps;
      },
      tap: async (control: Locator, what: string) => {
        await control.scrollIntoViewIfNeeded();
        this.record('tapTargets', name, await tooSmallToTap(control, `“${what}”`));
        await control.click();
        count(what);
      },
      /** A link opened outside the page (the mail's verification link): one tap. */
      follow: async (page: Page, url: string, what: string) => {
        await page.goto(url);
        count(what);
      },
      /** A native list on a phone: one tap opens it, one picks. */
      choose: async (select: Locator, label: string, what: string) => {
        this.record('tapTargets', name, await tooSmallToTap(select, `“${what}”`));
        await select.selectOption({ label });
        count(`${what} (open the list, pick “${label}”)`, 2);
      },
    };
  }
}
