import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type DarkPatternAudit, DETECTORS, type Detector } from './dark-pattern-audit.ts';

/*
 * The self-declaration the dark-pattern audit writes for the operator to file: the 13 dark patterns of Annexure 1 of
 * the Central Consumer Protection Authority's Guidelines for Prevention and Regulation of Dark Patterns, 2023
 * (notified 30 November 2023), each with how Haat avoids it, what shows it and what this run found. What Haat does is
 * stated from the code as it is: change a statement here when the code it describes changes.
 */

const SPEC = 'tests/e2e/dark-patterns.spec.ts';

interface Pattern {
  name: string;
  /** Annexure 1's description, in short. */
  what: string;
  avoids: string;
  detectors: Detector[];
  /** Checked by reading the code, where the walk cannot show it. */
  review?: string;
  /** Other tests that show it. */
  alsoShownBy?: string[];
  screenshots: string[];
}

const PATTERNS: Pattern[] = [
  {
    name: 'False urgency',
    what: 'stating or implying urgency or scarcity that is not true, to rush a purchase',
    avoids:
      'No countdowns, “selling fast” or “people are viewing” messages anywhere on the buying path. A product says only whether it is in stock (“Out of stock” on its tile and button); the one stock figure a buyer can see is the bag’s “Only N left” when they ask for more than there is, and N is the stock the server quotes (`available`, src/web/features/cart/components/bag-line.tsx).',
    detectors: ['urgencyWording', 'countdown'],
    screenshots: ['store', 'product popup'],
  },
  {
    name: 'Basket sneaking',
    what: 'adding items, services or donations at checkout without the buyer’s consent',
    avoids:
      'The bag holds only what the buyer put in it: Add to Cart adds the one product, and the server prices only the listings and quantities sent (prices are never sent). Haat has no add-ons at all: no insurance, donation, gift wrap or tip, pre-ticked or otherwise; the only box at checkout, a guest’s “Remember my details on this device”, starts unticked.',
    detectors: ['basketSneaking', 'preTicked'],
    screenshots: ['bag', 'order placed'],
  },
  {
    name: 'Confirm shaming',
    what: 'using fear, shame, ridicule or guilt to nudge a choice',
    avoids:
      'Declining is worded plainly. Cancelling asks “Cancel order …? This cannot be undone.” with “Yes, cancel” and “Keep order”, and the focus on the safe choice (src/web/features/orders/components/cancel-order-button.tsx).',
    detectors: ['confirmShaming'],
    screenshots: ['cancel confirmation'],
  },
  {
    name: 'Forced action',
    what: 'making a purchase depend on buying something else, signing up for something unrelated or sharing personal data',
    avoids:
      'Buying needs no account: a guest checks out and finds their order by its number and mobile number. Checkout asks only what delivery needs (name, mobile, address, PIN code, city, state); the email is optional. Sign-up asks a name, an email and a password; its one box, letting the AI Manager read the buyer’s orders, is optional and starts unticked.',
    detectors: ['forcedAction'],
    alsoShownBy: [
      'tests/e2e/order-journey.spec.ts › a buyer from Instagram orders cash on delivery… (a guest, with no account)',
      'tests/e2e/return-journey.spec.ts › a guest asks to return a delivered item… (a guest finds the order by number and mobile)',
    ],
    screenshots: ['sign-up form', 'checkout filled'],
  },
  {
    name: 'Subscription trap',
    what: 'making a paid subscription hard to cancel, or asking payment details for a free one',
    avoids:
      "Haat sells no subscriptions or memberships: the only payment method is cash on delivery (`paymentMethods = ['cod']`, src/shared/contracts/orders-checkout.ts), so no card or mandate is stored and nothing renews. An order is cancelled from Orders & deliveries until it ships, and the account is deleted from Your account › Your data, each in no more taps than signing up takes.",
    detectors: ['exitSteps'],
    review:
      'no subscription, plan or recurring charge in src/ (payment methods: src/shared/contracts/orders-checkout.ts)',
    screenshots: ['order cancelled', 'delete confirmation'],
  },
  {
    name: 'Interface interference',
    what: 'highlighting some information and obscuring other to misdirect the user',
    avoids:
      'The popup shows the price “Inclusive of all taxes”, the delivery fee and the return window beside Add to Cart; a confirmation’s two answers are buttons of one size; nothing is chosen for the buyer except the one way to pay.',
    detectors: ['tapTargets', 'uncovered', 'preTicked'],
    screenshots: ['product popup', 'cancel confirmation'],
  },
  {
    name: 'Bait and switch',
    what: 'advertising one outcome and serving another',
    avoids:
      'The bag and the order are priced by the server from the listing the buyer picked, and the order freezes that price; when a price changed after the product went in the bag, the bag says so (“The price went up from … to … since you added it”).',
    detectors: ['baitAndSwitch'],
    screenshots: ['bag', 'order placed'],
  },
  {
    name: 'Drip pricing',
    what: 'revealing elements of the price late, after confirmation, or not at all',
    avoids:
      'The popup states the delivery fee (“₹49 delivery” or “Free delivery”) before the product goes in the bag; the bag’s summary shows items, delivery and total; Haat adds no other fee (cash on delivery costs nothing extra): an order’s total is its items plus delivery (src/server/features/cart/pricing.ts), as quoted in the bag.',
    detectors: ['dripPricing'],
    screenshots: ['product popup', 'bag', 'order placed'],
  },
  {
    name: 'Disguised advertisement',
    what: 'advertisements posing as other content',
    avoids:
      'A creator’s store front says “{creator} earns from sales made through this store.”; every share text starts with its label (“Ad ·”, “Collaboration ·”, “Free gift ·”, decision 055); the AI Manager’s ads say “Ad · Sponsored campaign” or “Ad · From Haat” and its header “Sponsored”.',
    detectors: ['adLabels'],
    alsoShownBy: ['src/web/app/share-texts.test.ts and link-preview.test.ts (the share texts and link previews)'],
    screenshots: ['store', 'AI Manager ads'],
  },
  {
    name: 'Nagging',
    what: 'repeated requests or interruptions the user did not ask for',
    avoids:
      'No pop-up opens by itself: the product popup opens on a tap, the AI Manager only from its button; Haat asks no permission for notifications or location and shows no app-install prompt.',
    detectors: ['unaskedDialogs'],
    screenshots: ['store'],
  },
  {
    name: 'Trick question',
    what: 'confusing wording or double negatives that misdirect a choice',
    avoids:
      'Every box is a plain positive statement (“Remember my details on this device”); none says “don’t”, “untick to…”.',
    detectors: ['trickQuestions'],
    screenshots: ['checkout filled'],
  },
  {
    name: 'SaaS billing',
    what: 'collecting recurring payments surreptitiously in a software-as-a-service model',
    avoids:
      'Nobody is billed on a schedule: buyers pay each order in cash on delivery, and creators and sellers pay no fee or plan; Haat’s commission comes out of each sale’s line at checkout (decision 037) and payouts only pay out.',
    detectors: [],
    review:
      'no recurring billing in src/ (payouts pay money out, src/server/features/payouts; commission per order line, decision 037)',
    screenshots: [],
  },
  {
    name: 'Rogue malwares',
    what: 'ransomware or scareware, e.g. a fake virus warning selling a “removal tool”',
    avoids:
      'Haat runs only its own code: pages load from its own origin, scripts are limited to it by the Content-Security-Policy (src/server/middleware/security-headers.ts), fonts are self-hosted, and nothing downloads unless the buyer asks (an invoice).',
    detectors: ['ownCodeOnly'],
    screenshots: [],
  },
];

function resultOf(audit: DarkPatternAudit, detectors: Detector[]): string {
  const checks = audit.checks.filter((check) => detectors.includes(check.detector));
  if (detectors.length === 0) return 'checked by review';
  if (checks.length === 0) return 'not run (the walk stopped first)';
  const failed = checks.filter((check) => check.problems.length > 0);
  const count = `${checks.length} ${checks.length === 1 ? 'check' : 'checks'}`;
  return failed.length === 0 ? `passed (${count})` : `**failed** (${failed.length} of ${count})`;
}

function revision(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return changed ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown (no git here)';
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Writes self-declaration.md into the audit's folder, beside its screenshots; returns its path. */
export function writeSelfDeclaration(
  audit: DarkPatternAudit,
  run: { started: Date; seconds: number; project: string; viewport: string; walk: string; forReview: string[] },
): string {
  const shot = (step: string) => audit.screenshots.find((taken) => taken.step === step);
  const failures = audit.failures;
  const lines = [
    '# Self-declaration: dark patterns on Haat',
    '',
    'Under the Guidelines for Prevention and Regulation of Dark Patterns, 2023 of the Central Consumer Protection',
    'Authority (notified 30 November 2023), Annexure 1. Written by the automated audit in the end-to-end suite',
    `(\`${SPEC}\`), which walks a buyer’s path on the built app in Chromium and fails when a detector finds a pattern.`,
    '',
    `- **Run:** ${run.started.toISOString()} (${run.seconds.toFixed(1)} s), project \`${run.project}\` (${run.viewport})`,
    `- **Commit:** ${revision()}`,
    `- **Walk:** ${run.walk}`,
    `- **Outcome:** ${
      audit.stoppedBy
        ? `the walk stopped: ${audit.stoppedBy}`
        : failures.length === 0
          ? `every check passed (${audit.checks.length} checks)`
          : `${failures.length} of ${audit.checks.length} checks **failed**`
    }`,
    '',
    '| # | Pattern | Result of this run | Screenshot |',
    '|---|---|---|---|',
    ...PATTERNS.map((pattern, index) => {
      const links = pattern.screenshots.flatMap((step) => {
        const taken = shot(step);
        return taken ? [`[${step}](${taken.file})`] : [];
      });
      return `| ${index + 1} | ${pattern.name} | ${resultOf(audit, pattern.detectors)} | ${links.join(', ') || '—'} |`;
    }),
    '',
  ];
  PATTERNS.forEach((pattern, index) => {
    const shownBy = [
      ...pattern.detectors.map((detector) => `\`${SPEC}\` › ${DETECTORS[detector]}`),
      ...(pattern.review ? [`checked by review: ${pattern.review}`] : []),
      ...(pattern.alsoShownBy ?? []).map((test) => `\`${test.split(' ')[0]}\`${test.slice(test.indexOf(' '))}`),
    ];
    const links = pattern.screenshots.flatMap((step) => {
      const taken = shot(step);
      return taken ? [`![${step}](${taken.file})`] : [];
    });
    lines.push(
      `## ${index + 1}. ${pattern.name}`,
      '',
      `*What it is:* ${pattern.what}.`,
      '',
      `**How Haat avoids it.** ${pattern.avoids}`,
      '',
      '**Shown by:**',
      ...shownBy.map((line) => `- ${line}`),
      '',
      `**Result of this run:** ${resultOf(audit, pattern.detectors)}`,
      ...audit.checks
        .filter((check) => pattern.detectors.includes(check.detector) && check.problems.length > 0)
        .flatMap((check) => check.problems.map((problem) => `- ${check.step}: ${problem}`)),
      '',
      ...(links.length ? [links.join(' '), ''] : []),
    );
  });
  const steps = [...new Set(audit.checks.map((check) => check.step))];
  lines.push(
    '## Taps counted',
    '',
    'Each way is walked on the screens and every tap counted (typing in a field is not a tap); signing up and',
    'cancelling start on the home page, buying on the store link.',
    '',
    '| way | taps | the taps |',
    '|---|---|---|',
    ...audit.exits.map((exit) => `| ${exit.name} | ${exit.taps} | ${cell(exit.trail.join(' → '))} |`),
    '',
    '## Every check of this run, by step',
    '',
    '| step | passed | found |',
    '|---|---|---|',
    ...steps.map((step) => {
      const checks = audit.checks.filter((check) => check.step === step);
      const passed = checks
        .filter((check) => check.problems.length === 0)
        .map((check) => (check.note ? `${check.detector} (${check.note})` : check.detector));
      const found = checks.flatMap((check) => check.problems.map((problem) => `${check.detector}: ${problem}`));
      return `| ${step} | ${cell([...new Set(passed)].join(', '))} | ${cell(found.join('; ')) || '—'} |`;
    }),
    '',
  );
  if (run.forReview.length > 0) {
    lines.push('## For review before filing', '', ...run.forReview.map((note) => `- ${note}`), '');
  }
  const file = path.join(audit.dir, 'self-declaration.md');
  writeFileSync(file, lines.join('\n'));
  return file;
}
