import type { AiContext, ChatTurn } from '#shared/contracts/ai-manager.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** Who is asking: richer answers for a signed-in user. */
export interface ChatAsker {
  id: string;
  name: string;
}

export interface ChatInput {
  messages: readonly ChatTurn[];
  context: AiContext;
  user: ChatAsker | null;
  /** The language of the app the question comes from (decision 047). */
  locale: Locale;
}

/**
 * Where answers come from: the offline concierge or an OpenAI-compatible server.
 * `open` resolves once the answer can start (or throws an AppError, and the
 * client gets a JSON error instead of a stream); the pieces then arrive in
 * order. A provider stops its work when `signal` aborts (the client left).
 */
export interface ChatProvider {
  readonly kind: 'concierge' | 'openai-compatible';
  /** Reported in every chunk's `model`. */
  readonly model: string;
  open(input: ChatInput, signal: AbortSignal): Promise<AsyncIterable<string>>;
}

/** How the model is told which language to answer in (decision 047). */
const LANGUAGE_RULE: Record<Locale, string> = {
  en: 'The app is in English. Answer in the language the visitor writes in: English, or Hindi in the script they use (Devanagari, or Latin letters for Hinglish).',
  hi: 'The app is in Hindi. Answer in Hindi, in Devanagari, as a shopkeeper would speak to a shopper; if the visitor writes Hindi in Latin letters (Hinglish), answer in Hinglish the same way; if they write English, answer in English.',
};

/** A short system prompt for language models: who they are, where, and in which language to answer. */
export function systemPrompt(context: AiContext, locale: Locale): string {
  const where =
    context === 'landing'
      ? 'The visitor is on the welcome screen choosing whether to start as a creator, a seller or a shopper; help them choose.'
      : 'The visitor is using the app; help with shopping, their store, orders, earnings and collaboration campaigns.';
  return [
    'You are the AI Manager of Haat, an Indian creator-commerce marketplace.',
    'Creators open a store, resell sellers’ products with their own markup and earn on each delivered sale.',
    'Sellers list products, let creators resell them and post collaboration campaigns that creators join for cash or gift payouts.',
    'Prices are in Indian rupees (₹). Be brief, warm and practical; use short bullet lists.',
    where,
    LANGUAGE_RULE[locale],
  ].join(' ');
}
