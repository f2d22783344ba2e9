import { setTimeout as sleep } from 'node:timers/promises';
import { productCategories } from '#shared/catalog/categories.ts';
import { LINE_STATUS_LABELS } from '#shared/contracts/orders.ts';
import { escapeMarkdown as md, markdownLink, urlPart } from '#shared/markdown.ts';
import { formatRupees, formatRupeesShort } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { listCampaigns } from '../campaigns/campaigns.service.ts';
import { listMyCampaigns } from '../campaigns/participation.service.ts';
import { readOwnPayouts } from '../payouts/payee-payouts.service.ts';
import { readOwnEarningsTotals } from '../orders/ledger.service.ts';
import { listMyOrders } from '../orders/orders.service.ts';
import { getOwnProfile } from '../profiles/profiles.service.ts';
import { findProducts } from '../stores/discovery.service.ts';
import type { ChatAsker, ChatInput, ChatProvider } from './chat-provider.ts';
import { readIntent, type Budget, type Intent } from './concierge-intent.ts';
import {
  chooseRole,
  guestOrdersAnswer,
  howEarningsWork,
  signInFirst,
  startAsCreator,
  startAsSeller,
  welcome,
} from './concierge-texts.ts';

/*
 * The offline concierge: the AI Manager without a language model. It reads
 * what the visitor asks (concierge-intent.ts), answers from the marketplace's
 * live data through the features' services, and streams the answer word by
 * word. Answers use a small Markdown subset the panel renders: paragraphs,
 * "- " lists, **bold** and [links](/path). Every piece of user-written text
 * (names, notes, the visitor's words) goes through `md` (#shared/markdown.ts), and
 * links with user parts through `markdownLink`, so no name can make a link.
 */

const PRODUCTS_SHOWN = 5;
const CAMPAIGNS_SHOWN = 4;

export interface ConciergeDeps {
  db: Db;
  media: MediaStorage;
  now: () => Date;
  /** Pause between words, so the answer reads as it arrives; 0 in tests and benchmarks. */
  wordDelayMs: number;
  /** Whether payout runs are weekly (the answer names the next one) or only started by operators. */
  payoutSchedule: 'weekly' | 'off';
}

export function createConcierge(deps: ConciergeDeps): ChatProvider {
  return {
    kind: 'concierge',
    model: 'haat-concierge',
    async open(input, signal) {
      const answer = await answerFor(deps, input);
      return streamWords(answer, deps.wordDelayMs, signal);
    },
  };
}

/** Each word with the space or line break after it; the first arrives at once. */
async function* streamWords(text: string, delayMs: number, signal: AbortSignal): AsyncIterable<string> {
  const pieces = text.match(/\S+\s*/g) ?? [];
  for (const [index, piece] of pieces.entries()) {
    if (signal.aborted) return;
    if (index > 0 && delayMs > 0) {
      try {
        await sleep(delayMs, undefined, { signal });
      } catch {
        return;
      }
    }
    yield piece;
  }
}

export async function answerFor(deps: ConciergeDeps, input: ChatInput): Promise<string> {
  const question = input.messages.at(-1)?.content ?? '';
  const intent = readIntent(question);
  switch (intent.topic) {
    case 'products':
      return productAnswer(deps, intent);
    case 'campaigns':
      return campaignAnswer(deps, input.user);
    case 'my_campaigns':
      return input.user ? myCampaignsAnswer(deps, input.user) : signInFirst('follow the campaigns you joined');
    case 'orders':
      return input.user ? ordersAnswer(deps, input.user) : guestOrdersAnswer();
    case 'earnings':
      return input.user ? earningsAnswer(deps, input.user) : howEarningsWork();
    case 'start_creator':
      return startAsCreator();
    case 'start_seller':
      return startAsSeller();
    case 'start_either':
      return chooseRole();
    case 'greeting':
    case 'help':
      return welcome(input.context, input.user, intent.topic === 'greeting');
  }
}

/* Products */

const categoryLabel = (id: string) => productCategories.find((category) => category.id === id)?.label ?? id;

function budgetText(budget: Budget): string {
  if (budget.minPaise !== null && budget.maxPaise !== null)
    return ` between ${formatRupeesShort(budget.minPaise)} and ${formatRupeesShort(budget.maxPaise)}`;
  if (budget.maxPaise !== null) return ` under ${formatRupeesShort(budget.maxPaise)}`;
  if (budget.minPaise !== null) return ` over ${formatRupeesShort(budget.minPaise)}`;
  return '';
}

async function productAnswer(deps: ConciergeDeps, intent: Intent): Promise<string> {
  const price = { minPricePaise: intent.budget.minPaise, maxPricePaise: intent.budget.maxPaise };
  // The words first; when they find nothing, the category they belong to.
  let found =
    intent.words.length > 0 ? await findProducts(deps.db, { anyWord: intent.words, ...price }, PRODUCTS_SHOWN) : [];
  let what = intent.phrase
    ? md(intent.phrase)
    : intent.category
      ? md(categoryLabel(intent.category).toLowerCase())
      : 'products';
  if (found.length === 0 && intent.category) {
    found = await findProducts(deps.db, { category: intent.category, ...price }, PRODUCTS_SHOWN);
    if (found.length > 0 && intent.phrase)
      what = `${md(intent.phrase)}, but here is some ${md(categoryLabel(intent.category).toLowerCase())}`;
  }
  if (found.length === 0 && intent.words.length === 0 && !intent.category) {
    found = await findProducts(deps.db, price, PRODUCTS_SHOWN);
  }
  const budget = budgetText(intent.budget);
  const searchLink = `/shop${intent.words.length > 0 ? `?q=${urlPart(intent.words[0] ?? '')}` : intent.category ? `?category=${urlPart(intent.category)}` : ''}`;
  if (found.length === 0) {
    return [
      `I couldn’t find ${what}${budget} on Haat right now.`,
      `- Try fewer words or a wider budget, e.g. “${md(intent.words[0] ?? 'jhumkas')} under ₹2,000”.`,
      `- Or browse everything on ${markdownLink('the shop', searchLink)}.`,
    ].join('\n');
  }
  const lines = found.map(
    (product) =>
      `- ${markdownLink(product.name, `/@${urlPart(product.storeHandle)}?product=${urlPart(product.listingId)}`)}: **${formatRupeesShort(product.pricePaise)}** in ${md(product.storeName)}’s store`,
  );
  const count = found.length === 1 ? 'one pick' : `${found.length} picks`;
  return [
    `Here ${found.length === 1 ? 'is' : 'are'} ${count} for ${what}${budget}:`,
    '',
    ...lines,
    '',
    `Tap a product to see its photos, details and reviews. More on ${markdownLink('the shop', searchLink)}.`,
  ].join('\n');
}

/* Campaigns */

async function campaignAnswer(deps: ConciergeDeps, user: ChatAsker | null): Promise<string> {
  const open = await listCampaigns(deps.db, deps.media, { status: 'open', sort: 'deadline' }, deps.now());
  if (open.length === 0) {
    return 'No collaboration campaigns are open right now. New ones appear on [Collab invites](/collab-invites); sellers post them from their dashboard.';
  }
  const lines = open
    .slice(0, CAMPAIGNS_SHOWN)
    .map(
      (campaign) =>
        `- **${md(campaign.title)}** by ${md(campaign.brand)}: ${md(campaign.payout)} (${campaign.payoutType}), until ${shortDate(campaign.deadline)}, ${campaign.joined} joined`,
    );
  const cash = open.filter((campaign) => campaign.payoutType === 'cash').length;
  return [
    `${open.length} campaign${open.length === 1 ? ' is' : 's are'} open, ${cash} paying cash and ${open.length - cash} paying in gifts:`,
    '',
    ...lines,
    '',
    user
      ? 'Join one on [Collab invites](/collab-invites), post about it, then submit your post’s link; the seller approves it and the payout follows.'
      : 'Creators join them on [Collab invites](/collab-invites) once they have a store. [Start as a creator](/role-select).',
  ].join('\n');
}

const PARTICIPATION_TEXT = {
  joined: 'joined, post not submitted yet',
  submitted: 'post submitted, waiting for the seller',
  approved: 'approved',
  rejected: 'changes asked',
} as const;

async function myCampaignsAnswer(deps: ConciergeDeps, user: ChatAsker): Promise<string> {
  const profile = await getOwnProfile(deps.db, user, deps.now());
  if (!profile.store)
    return 'Campaigns are for creators with a store. [Open your store](/role-select) first, then join campaigns on [Collab invites](/collab-invites).';
  const { items } = await listMyCampaigns(deps.db, deps.media, user.id, deps.now());
  if (items.length === 0)
    return 'You have not joined a campaign yet. See what is open on [Collab invites](/collab-invites).';
  const lines = items.slice(0, CAMPAIGNS_SHOWN).map(({ campaign, participation }) => {
    const paid = participation.payoutPaise
      ? `, ${formatRupees(participation.payoutPaise)} paid into your earnings`
      : '';
    const gift = participation.giftOrder ? `, gift order ${md(participation.giftOrder.number)}` : '';
    const note = participation.status === 'rejected' && participation.note ? `: “${md(participation.note)}”` : '';
    return `- **${md(campaign.title)}** (${md(campaign.brand)}): ${PARTICIPATION_TEXT[participation.status]}${note}${paid}${gift}`;
  });
  return [
    `Your campaigns:`,
    '',
    ...lines,
    '',
    'Submit or update post links on [Collab invites](/collab-invites).',
  ].join('\n');
}

/* Orders and earnings */

async function ordersAnswer(deps: ConciergeDeps, user: ChatAsker): Promise<string> {
  const [orders, profile] = await Promise.all([
    listMyOrders(deps.db, deps.media, user.id, deps.now()),
    getOwnProfile(deps.db, user, deps.now()),
  ]);
  const parts: string[] = [];
  if (orders.length === 0) {
    parts.push('You have no orders yet. Find something on [the shop](/shop).');
  } else {
    parts.push(`Your latest order${orders.length === 1 ? '' : 's'}:`, '');
    for (const order of orders.slice(0, 3)) {
      const items = order.lines.map((line) => `${line.quantity} × ${md(line.name)}`).join(', ');
      parts.push(
        `- **${md(order.number)}** (${shortDate(order.placedAt.slice(0, 10))}): ${LINE_STATUS_LABELS[order.status]}, ${items}, ${formatRupees(order.summary.totalPaise)}`,
      );
    }
    parts.push('', 'Track, cancel or review them on [Orders & deliveries](/orders-and-deliveries).');
  }
  if (profile.seller)
    parts.push('', 'Orders from buyers for your products are on your [dashboard](/dashboard), under Orders.');
  return parts.join('\n');
}

async function earningsAnswer(deps: ConciergeDeps, user: ChatAsker): Promise<string> {
  const profile = await getOwnProfile(deps.db, user, deps.now());
  if (!profile.store && !profile.seller)
    return `You have no earnings yet: they come from a store or from selling. ${howEarningsWork()}`;
  const parts: string[] = [];
  for (const as of ['creator', 'seller'] as const) {
    if (as === 'creator' ? !profile.store : !profile.seller) continue;
    const totals = await readOwnEarningsTotals(deps.db, user.id, as, deps.now());
    const inPayout = totals.in_payout > 0 ? `, ${formatRupees(totals.in_payout)} on its way to your bank` : '';
    parts.push(
      `**As a ${as}:** ${formatRupees(totals.paid)} paid out${inPayout}, ${formatRupees(totals.payable)} payable, ${formatRupees(totals.pending)} pending until return windows close, ${formatRupees(totals.awaiting)} awaiting delivery.`,
    );
  }
  const { payouts, nextRunAt, minimumPaise } = await readOwnPayouts(deps.db, user.id, deps.now(), deps.payoutSchedule);
  const last = payouts.find((payout) => payout.status === 'paid');
  if (last)
    parts.push(
      '',
      `Your last payout: ${formatRupees(last.netPaise)} on ${PAYOUT_DATE.format(new Date(last.settledAt ?? last.createdAt))}, UTR ${last.utr ?? ''}.`,
    );
  parts.push(
    '',
    nextRunAt
      ? `The next payout run is on ${PAYOUT_DATE.format(new Date(nextRunAt))}: it pays a payable balance of ${formatRupees(minimumPaise)} or more to your payout method.`
      : `Haat pays payable balances of ${formatRupees(minimumPaise)} or more to your payout method in its next payout run.`,
    'Every line is on your [dashboard](/dashboard), under Earnings and Payouts.',
  );
  return parts.join('\n');
}

const PAYOUT_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "2026-12-05" → "5 Dec". */
function shortDate(day: string): string {
  return DATE_FORMAT.format(new Date(`${day}T00:00:00Z`));
}
