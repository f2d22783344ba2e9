import type { AiContext, ChatTurn } from '#shared/contracts/ai.ts';

/** Who is asking: richer answers for a signed-in user. */
export interface ChatAsker {
  id: string;
  name: string;
}

export interface ChatInput {
  messages: readonly ChatTurn[];
  context: AiContext;
  user: ChatAsker | null;
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

/** A short system prompt for language models: who they are and where. */
export function systemPrompt(context: AiContext): string {
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
  ].join(' ');
}
