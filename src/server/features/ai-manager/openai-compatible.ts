import { AppError } from '../../lib/errors.ts';
import { systemPrompt, type ChatProvider } from './chat-provider.ts';
import { readServerSentData } from '#shared/sse.ts';

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama); `/chat/completions` is added. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  /** How long to wait for the server to start answering. */
  connectTimeoutMs?: number;
}

const UNAVAILABLE = 'The assistant is not available right now. Please try again.';

/**
 * Relays a chat to any server speaking OpenAI's chat-completions API with
 * `stream: true` (OpenAI, Ollama, vLLM, LM Studio): the answer's pieces are
 * passed on in order as they arrive. Aborting the signal closes the upstream
 * request, so a visitor who leaves stops the generation.
 */
export function createOpenAiCompatible(config: OpenAiCompatibleConfig): ChatProvider {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    kind: 'openai-compatible',
    model: config.model,
    async open(input, signal) {
      const connectTimeout = AbortSignal.timeout(config.connectTimeoutMs ?? 30_000);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            stream: true,
            messages: [
              { role: 'system', content: systemPrompt(input.context, input.locale) },
              ...input.messages.map(({ role, content }) => ({ role, content })),
            ],
          }),
          signal: AbortSignal.any([signal, connectTimeout]),
        });
      } catch (error) {
        if (signal.aborted) throw error;
        throw new AppError('upstream_failed', UNAVAILABLE);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw new AppError('upstream_failed', UNAVAILABLE);
      }
      return contentOf(response.body, signal);
    },
  };
}

async function* contentOf(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncIterable<string> {
  let finished = false;
  for await (const data of readServerSentData(body, signal)) {
    if (data === '[DONE]') return;
    let chunk: {
      choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>;
      error?: { message?: unknown };
    };
    try {
      chunk = JSON.parse(data) as typeof chunk;
    } catch {
      throw new Error('The upstream sent a line that is not JSON.');
    }
    if (chunk.error) throw new Error(`The upstream reported an error: ${String(chunk.error.message ?? 'unknown')}`);
    const content = chunk.choices?.[0]?.delta?.content;
    if (typeof content === 'string' && content.length > 0) yield content;
    if (chunk.choices?.[0]?.finish_reason) finished = true;
  }
  // A stream that ends without [DONE] or a finish reason was cut off.
  if (!finished && !signal.aborted) throw new Error('The upstream stream ended before [DONE].');
}
