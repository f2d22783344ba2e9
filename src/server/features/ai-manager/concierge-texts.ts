// The concierge's fixed answers: getting started, how earnings work, the welcome and the sign-in prompts. The
// answers drawn from the marketplace's data are in concierge.ts.
import type { AiContext } from '#shared/contracts/ai.ts';
import { escapeMarkdown as md } from '#shared/markdown.ts';
import type { ChatAsker } from './chat-provider.ts';

export function guestOrdersAnswer(): string {
  return [
    'I can look up your orders once you sign in.',
    '',
    '- Ordered as a guest? Open [Orders & deliveries](/orders-and-deliveries) and enter your order number (HT-…) and phone number.',
    '- Sellers confirm and ship each item; you can cancel until it ships and return it within the return window after delivery.',
  ].join('\n');
}

export function howEarningsWork(): string {
  return [
    'How earnings work on Haat:',
    '',
    '- **Creators** earn their markup on every item sold through their store, less Haat’s fee. It is pending from delivery until the return window closes, then payable.',
    '- **Sellers** earn their base price less Haat’s commission, plus the delivery fee, on the same schedule.',
    '- Cash campaign payouts become payable when the seller approves your post.',
    '- Every Monday a payout run pays payable balances of ₹100 or more to your UPI ID or bank account, with tax withheld as the law sets it.',
    '',
    '[Sign in](/auth) to see your own figures.',
  ].join('\n');
}

/* Getting started */

export function startAsCreator(): string {
  return [
    'Starting as a **creator** takes a few minutes:',
    '',
    '1. Choose “I’m a Creator” on [Who are you?](/role-select) and create your account.',
    '2. Pick your store handle: your store lives at haat’s /@handle link.',
    '3. Add sellers’ products to your store and set your own markup on each.',
    '4. Share your store link on WhatsApp and Instagram. You earn the markup on every delivered sale.',
    '5. Join brand campaigns on [Collab invites](/collab-invites) for cash or gifts.',
  ].join('\n');
}

export function startAsSeller(): string {
  return [
    'Starting as a **seller**:',
    '',
    '1. Choose “I’m a Seller” on [Who are you?](/role-select) and create your account.',
    '2. Add your business details (a GSTIN is optional) and your pickup pincode.',
    '3. List products with photos, price and stock, and allow creators to resell them.',
    '4. Creators add your products to their stores with their markup; you are paid your base price on each sale.',
    '5. Post collaboration campaigns with cash or gift payouts to get creators talking about you.',
  ].join('\n');
}

export function chooseRole(): string {
  return [
    'Which role fits you?',
    '',
    '- **Creator**: you have an audience. Open a store, resell products you love at your own markup and join paid brand campaigns.',
    '- **Seller**: you make or stock products. List them once and let thousands of creators sell them for you.',
    '- **Just shopping**: browse creators’ stores and order with cash on delivery.',
    '',
    'Pick one on [Who are you?](/role-select), or ask me “how do I start as a creator?”',
  ].join('\n');
}

export function welcome(context: AiContext, user: ChatAsker | null, greeted: boolean): string {
  const hello = greeted ? `Namaste${user ? `, ${md(user.name.split(' ')[0] ?? '')}` : ''}! ` : '';
  if (context === 'landing') {
    return [
      `${hello}I’m Haat’s AI Manager. I can help you start as a **creator** or as a **seller**:`,
      '',
      '- Creators open a store, resell products with their own markup and earn on every sale.',
      '- Sellers list products once and let creators sell them.',
      '',
      'Ask me “how do I start as a creator?”, “how do I start as a seller?” or “earrings under ₹500”.',
    ].join('\n');
  }
  const mine = user ? ['- “Where is my order?”', '- “How much have I earned?”', '- “How are my campaigns doing?”'] : [];
  return [
    `${hello}I’m Haat’s AI Manager. Try asking:`,
    '',
    '- “Earrings under ₹500”',
    '- “Which campaigns pay cash?”',
    '- “How do I start as a creator?”',
    ...mine,
  ].join('\n');
}

export function signInFirst(what: string): string {
  return `[Sign in](/auth) and I can ${what}.`;
}
