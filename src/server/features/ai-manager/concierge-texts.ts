// The concierge's fixed answers: getting started, how earnings work, the welcome and the sign-in prompts. The
// answers drawn from the marketplace's data are in concierge.ts. Each is said in the language asked (decision 047).
import { productCategories } from '#shared/catalog/categories.ts';
import type { AiContext } from '#shared/contracts/ai-manager.ts';
import { type CommissionTerms, formatBps } from '#shared/contracts/commission.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { escapeMarkdown as md } from '#shared/markdown.ts';
import { translateText } from '../../lib/i18n.ts';
import type { ChatAsker } from './chat-provider.ts';

/** Says a message of the catalogs (Markdown, values already escaped) in a language. */
export type Say = (text: string, values?: Record<string, string | number>) => string;

export const sayIn =
  (locale: Locale): Say =>
  (text, values) =>
    translateText(locale, text, values);

export function guestOrdersAnswer(say: Say): string {
  return [
    say(/*i18n*/ 'I can look up your orders once you sign in.'),
    '',
    say(
      /*i18n*/ '- Ordered as a guest? Open [Orders & deliveries](/orders-and-deliveries) and enter your order number (HT-…) and phone number.',
    ),
    say(
      /*i18n*/ '- Sellers confirm and ship each item; you can cancel until it ships and return it within the return window after delivery.',
    ),
  ].join('\n');
}

/** Haat's commission on sellers' base prices in words: the default rate, then each category's own. */
function sellerRates(say: Say, terms: CommissionTerms): string {
  const own = Object.entries(terms.sellerCategoryBps).flatMap(([id, bps]) => {
    const category = productCategories.find((item) => item.id === id);
    return category && bps !== undefined
      ? [say(/*i18n*/ '{rate} on {category}', { rate: formatBps(bps), category: say(category.label) })]
      : [];
  });
  const rate = formatBps(terms.sellerDefaultBps);
  return own.length === 0 ? rate : say(/*i18n*/ '{rate} ({exceptions})', { rate, exceptions: own.join(', ') });
}

export function howEarningsWork(say: Say, terms: CommissionTerms): string {
  return [
    say(/*i18n*/ 'How earnings work on Haat:'),
    '',
    say(
      /*i18n*/ '- **Creators** earn their markup on every item sold through their store, less the GST inside it (the seller pays it) and Haat’s fee of {fee} with {gst} GST on the fee. It is pending from delivery until the return window closes, then payable.',
      { fee: formatBps(terms.creatorMarkupBps), gst: formatBps(terms.feeGstBps) },
    ),
    say(
      /*i18n*/ '- **Sellers** earn their base price less Haat’s commission of {rates} with {gst} GST on it, plus the delivery fee they set, on the same schedule.',
      { rates: sellerRates(say, terms), gst: formatBps(terms.feeGstBps) },
    ),
    say(/*i18n*/ '- Cash campaign payouts become payable when the seller approves your post.'),
    say(
      /*i18n*/ '- Every Monday a payout run pays payable balances of ₹100 or more to your UPI ID or bank account, with tax withheld as the law sets it.',
    ),
    '',
    say(/*i18n*/ '[Sign in](/auth) to see your own figures.'),
  ].join('\n');
}

/* Getting started */

export function startAsCreator(say: Say, terms: CommissionTerms): string {
  return [
    say(/*i18n*/ 'Starting as a **creator** takes a few minutes:'),
    '',
    say(/*i18n*/ '1. Choose “I’m a Creator” on [Who are you?](/role-select) and create your account.'),
    say(/*i18n*/ '2. Pick your store handle: your store lives at haat’s /@handle link.'),
    say(/*i18n*/ '3. Add sellers’ products to your store and set your own markup on each.'),
    say(
      /*i18n*/ '4. Share your store link on WhatsApp and Instagram. You earn the markup on every delivered sale, less the GST inside it and Haat’s fee of {fee} with {gst} GST on the fee.',
      { fee: formatBps(terms.creatorMarkupBps), gst: formatBps(terms.feeGstBps) },
    ),
    say(/*i18n*/ '5. Join brand campaigns on [Collab invites](/collab-invites) for cash or gifts.'),
  ].join('\n');
}

export function startAsSeller(say: Say, terms: CommissionTerms): string {
  return [
    say(/*i18n*/ 'Starting as a **seller**:'),
    '',
    say(/*i18n*/ '1. Choose “I’m a Seller” on [Who are you?](/role-select) and create your account.'),
    say(/*i18n*/ '2. Add your business details (a GSTIN is optional) and your pickup pincode.'),
    say(/*i18n*/ '3. List products with photos, price and stock, and allow creators to resell them.'),
    say(
      /*i18n*/ '4. Creators add your products to their stores with their markup; on each sale you are paid your base price less Haat’s commission of {rates} with {gst} GST on it, plus your delivery fee.',
      { rates: sellerRates(say, terms), gst: formatBps(terms.feeGstBps) },
    ),
    say(/*i18n*/ '5. Post collaboration campaigns with cash or gift payouts to get creators talking about you.'),
  ].join('\n');
}

export function chooseRole(say: Say): string {
  return [
    say(/*i18n*/ 'Which role fits you?'),
    '',
    say(
      /*i18n*/ '- **Creator**: you have an audience. Open a store, resell products you love at your own markup and join paid brand campaigns.',
    ),
    say(
      /*i18n*/ '- **Seller**: you make or stock products. List them once and let thousands of creators sell them for you.',
    ),
    say(/*i18n*/ '- **Just shopping**: browse creators’ stores and order with cash on delivery.'),
    '',
    say(/*i18n*/ 'Pick one on [Who are you?](/role-select), or ask me “how do I start as a creator?”'),
  ].join('\n');
}

export function welcome(say: Say, context: AiContext, user: ChatAsker | null, greeted: boolean): string {
  const name = user ? md(user.name.split(' ')[0] ?? '') : '';
  const hello = greeted ? `${name ? say(/*i18n*/ 'Namaste, {name}!', { name }) : say(/*i18n*/ 'Namaste!')} ` : '';
  if (context === 'landing') {
    return [
      `${hello}${say(/*i18n*/ 'I’m Haat’s AI Manager. I can help you start as a **creator** or as a **seller**:')}`,
      '',
      say(/*i18n*/ '- Creators open a store, resell products with their own markup and earn on every sale.'),
      say(/*i18n*/ '- Sellers list products once and let creators sell them.'),
      '',
      say(/*i18n*/ 'Ask me “how do I start as a creator?”, “how do I start as a seller?” or “earrings under ₹500”.'),
    ].join('\n');
  }
  const mine = user
    ? [
        say(/*i18n*/ '- “Where is my order?”'),
        say(/*i18n*/ '- “How much have I earned?”'),
        say(/*i18n*/ '- “How are my campaigns doing?”'),
      ]
    : [];
  return [
    `${hello}${say(/*i18n*/ 'I’m Haat’s AI Manager. Try asking:')}`,
    '',
    say(/*i18n*/ '- “Earrings under ₹500”'),
    say(/*i18n*/ '- “Which campaigns pay cash?”'),
    say(/*i18n*/ '- “How do I start as a creator?”'),
    ...mine,
  ].join('\n');
}

export function signInToFollowCampaigns(say: Say): string {
  return say(/*i18n*/ '[Sign in](/auth) and I can follow the campaigns you joined.');
}
