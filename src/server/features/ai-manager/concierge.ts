import { setTimeout as sleep } from 'node:timers/promises';
import { productCategories } from '#shared/catalog/categories.ts';
import { productInLanguage } from '#shared/i18n/product-words.ts';
import { escapeMarkdown as md, markdownLink, urlPart } from '#shared/markdown.ts';
import { formatRupees, formatRupeesShort } from '#shared/money.ts';
import { listCampaigns } from '../campaigns/campaigns.service.ts';
import { listMyCampaigns } from '../campaigns/participation.service.ts';
import { getOwnProfile } from '../profiles/profiles.service.ts';
import { findProducts } from '../stores/discovery.service.ts';
import type { ChatAsker, ChatInput, ChatProvider } from './chat-provider.ts';
import type { Budget } from './concierge-budget.ts';
import type { Intent } from './concierge-intent.ts';
import { type Asked, type ConciergeDeps, shortDate, terms } from './concierge-context.ts';
import { earningsAnswer, ordersAnswer, receivedOrdersAnswer } from './concierge-own-figures.ts';
import {
  chooseRole,
  guestOrdersAnswer,
  howEarningsWork,
  type Say,
  sayIn,
  signInToFollowCampaigns,
  startAsCreator,
  startAsSeller,
  welcome,
} from './concierge-texts.ts';

export type { ConciergeDeps };

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

/**
 * The answer to the visitor's latest message, in the language it is asked in (Hindi in either script, or English);
 * a message that does not say (a product's name alone) is answered in the language of the app (decision 047).
 */
export async function answerFor(deps: ConciergeDeps, input: ChatInput): Promise<string> {
  const question = input.messages.at(-1)?.content ?? '';
  // The intent reader (its Hindi and English word lists and budget patterns) loads with the first question, not at
  // start: most server processes answer none (decision 081).
  const { readIntent } = await import('./concierge-intent.ts');
  const intent = readIntent(question);
  const locale = intent.language ?? input.locale;
  const say = sayIn(locale);
  const asked = { ...deps, say, locale };
  switch (intent.topic) {
    case 'products':
      return productAnswer(asked, intent);
    case 'campaigns':
      return campaignAnswer(asked, input.user);
    case 'my_campaigns':
      return input.user ? myCampaignsAnswer(asked, input.user) : signInToFollowCampaigns(say);
    case 'orders':
      return input.user ? ordersAnswer(asked, input.user) : guestOrdersAnswer(say);
    case 'received_orders':
      return input.user ? receivedOrdersAnswer(asked, input.user) : guestOrdersAnswer(say);
    case 'earnings':
      return input.user ? earningsAnswer(asked, input.user) : howEarningsWork(say, await terms(deps));
    case 'start_creator':
      return startAsCreator(say, await terms(deps));
    case 'start_seller':
      return startAsSeller(say, await terms(deps));
    case 'start_either':
      return chooseRole(say);
    case 'greeting':
    case 'help':
      return welcome(say, input.context, input.user, intent.topic === 'greeting');
  }
}

/* Products */

const categoryLabel = (say: Say, id: string) =>
  say(productCategories.find((category) => category.id === id)?.label ?? id);

function budgetText(say: Say, budget: Budget): string {
  if (budget.minPaise !== null && budget.maxPaise !== null)
    return say(/*i18n*/ ' between {low} and {high}', {
      low: formatRupeesShort(budget.minPaise),
      high: formatRupeesShort(budget.maxPaise),
    });
  if (budget.maxPaise !== null) return say(/*i18n*/ ' under {high}', { high: formatRupeesShort(budget.maxPaise) });
  if (budget.minPaise !== null) return say(/*i18n*/ ' over {low}', { low: formatRupeesShort(budget.minPaise) });
  return '';
}

async function productAnswer(deps: Asked, intent: Intent): Promise<string> {
  const { say } = deps;
  const price = { minPricePaise: intent.budget.minPaise, maxPricePaise: intent.budget.maxPaise };
  // The words first; when they find nothing, the category they belong to.
  let found =
    intent.words.length > 0 ? await findProducts(deps.db, { anyWord: intent.words, ...price }, PRODUCTS_SHOWN) : [];
  const category = intent.category ? md(categoryLabel(say, intent.category).toLowerCase()) : '';
  let what = intent.phrase ? md(intent.phrase) : category || say(/*i18n*/ 'products');
  if (found.length === 0 && intent.category) {
    found = await findProducts(deps.db, { category: intent.category, ...price }, PRODUCTS_SHOWN);
    if (found.length > 0 && intent.phrase)
      what = say(/*i18n*/ '{what}, but here is some {category}', { what: md(intent.phrase), category });
  }
  if (found.length === 0 && intent.words.length === 0 && !intent.category) {
    found = await findProducts(deps.db, price, PRODUCTS_SHOWN);
  }
  const budget = budgetText(say, intent.budget);
  const shop = say(/*i18n*/ 'the shop');
  const searchLink = `/shop${intent.words.length > 0 ? `?q=${urlPart(intent.words[0] ?? '')}` : intent.category ? `?category=${urlPart(intent.category)}` : ''}`;
  if (found.length === 0) {
    return [
      say(/*i18n*/ 'I couldn’t find {what}{budget} on Haat right now.', { what, budget }),
      say(/*i18n*/ '- Try fewer words or a wider budget, e.g. “{example} under ₹2,000”.', {
        example: md(intent.words[0] ?? 'jhumkas'),
      }),
      say(/*i18n*/ '- Or browse everything on {shop}.', { shop: markdownLink(shop, searchLink) }),
    ].join('\n');
  }
  const lines = found.map((product) =>
    say(/*i18n*/ '- {product}: **{price}** in {store}’s store', {
      product: markdownLink(
        productInLanguage(product, deps.locale).name,
        `/@${urlPart(product.storeHandle)}?product=${urlPart(product.listingId)}`,
      ),
      price: formatRupeesShort(product.pricePaise),
      store: md(product.storeName),
    }),
  );
  return [
    say(/*i18n*/ '{count, plural, one {Here is one pick} other {Here are # picks}} for {what}{budget}:', {
      count: found.length,
      what,
      budget,
    }),
    '',
    ...lines,
    '',
    say(/*i18n*/ 'Tap a product to see its photos, details and reviews. More on {shop}.', {
      shop: markdownLink(shop, searchLink),
    }),
  ].join('\n');
}

/* Campaigns */

async function campaignAnswer(deps: Asked, user: ChatAsker | null): Promise<string> {
  const { say } = deps;
  const open = await listCampaigns(
    { db: deps.db, media: deps.media, now: deps.now() },
    { status: 'open', sort: 'deadline' },
  );
  if (open.length === 0) {
    return say(
      /*i18n*/ 'No collaboration campaigns are open right now. New ones appear on [Collab invites](/collab-invites); sellers post them from their dashboard.',
    );
  }
  const lines = open.slice(0, CAMPAIGNS_SHOWN).map((campaign) =>
    say(
      /*i18n*/ '- **{title}** by {brand}: {payout} ({type, select, cash {cash} other {gift}}), until {deadline}, {joined} joined',
      {
        title: md(campaign.title),
        brand: md(campaign.brand),
        payout: md(campaign.payout),
        type: campaign.payoutType,
        deadline: shortDate(deps.locale, campaign.deadline),
        joined: campaign.joined,
      },
    ),
  );
  const cash = open.filter((campaign) => campaign.payoutType === 'cash').length;
  return [
    say(
      /*i18n*/ '{count, plural, one {# campaign is} other {# campaigns are}} open, {cash} paying cash and {gifts} paying in gifts:',
      { count: open.length, cash, gifts: open.length - cash },
    ),
    '',
    ...lines,
    '',
    user
      ? say(
          /*i18n*/ 'Join one on [Collab invites](/collab-invites), post about it, then submit your post’s link; the seller approves it and the payout follows.',
        )
      : say(
          /*i18n*/ 'Creators join them on [Collab invites](/collab-invites) once they have a store. [Start as a creator](/role-select).',
        ),
  ].join('\n');
}

const PARTICIPATION_TEXT = {
  joined: /*i18n*/ 'joined, post not submitted yet',
  submitted: /*i18n*/ 'post submitted, waiting for the seller',
  approved: /*i18n*/ 'approved',
  rejected: /*i18n*/ 'changes asked',
} as const;

async function myCampaignsAnswer(deps: Asked, user: ChatAsker): Promise<string> {
  const { say } = deps;
  const profile = await getOwnProfile(deps.db, user, deps.now());
  if (!profile.store)
    return say(
      /*i18n*/ 'Campaigns are for creators with a store. [Open your store](/role-select) first, then join campaigns on [Collab invites](/collab-invites).',
    );
  const { items } = await listMyCampaigns({ db: deps.db, media: deps.media, now: deps.now() }, user.id);
  if (items.length === 0)
    return say(/*i18n*/ 'You have not joined a campaign yet. See what is open on [Collab invites](/collab-invites).');
  const lines = items.slice(0, CAMPAIGNS_SHOWN).map(({ campaign, participation }) => {
    const paid = participation.payoutPaise
      ? say(/*i18n*/ ', {amount} paid into your earnings', { amount: formatRupees(participation.payoutPaise) })
      : '';
    const gift = participation.giftOrder
      ? say(/*i18n*/ ', gift order {number}', { number: md(participation.giftOrder.number) })
      : '';
    const note = participation.status === 'rejected' && participation.note ? `: “${md(participation.note)}”` : '';
    return `- **${md(campaign.title)}** (${md(campaign.brand)}): ${say(PARTICIPATION_TEXT[participation.status])}${note}${paid}${gift}`;
  });
  return [
    say(/*i18n*/ 'Your campaigns:'),
    '',
    ...lines,
    '',
    say(/*i18n*/ 'Submit or update post links on [Collab invites](/collab-invites).'),
  ].join('\n');
}
