import { randomUUID } from 'node:crypto';
import { stream } from 'hono/streaming';
import { STREAM_DONE, type ChatChunk } from '#shared/contracts/ai-manager.ts';
import { aiManagerEndpoints } from '#shared/endpoints/ai-manager.ts';
import { createRouter } from '../../router.ts';
import { clientIp } from '../../lib/request-ip.ts';
import { enforceThrottle } from '../auth/auth-throttle.ts';
import { getSessionUser } from '../auth/auth.session.ts';
import { requestLocale } from '../../lib/request-locale.ts';

const PER_USER = { limit: 20, windowMs: 60_000 };
const PER_IP_WINDOW_MS = 60_000;
const CUT_OFF = 'The answer broke off part-way. Please try again.';

export const aiChatRoutes = createRouter().serve(aiManagerEndpoints.chat, async (c) => {
  const { database, env, now, chat: provider, logger } = c.get('deps');
  const body = c.req.valid('json');
  const user = await getSessionUser(c);
  const at = now().getTime();
  await enforceThrottle(
    database.db,
    `ai-chat:ip:${clientIp(c)}`,
    { limit: env.AI_CHAT_LIMIT_PER_IP, windowMs: PER_IP_WINDOW_MS },
    at,
    /*i18n*/ 'Too many questions from your network.',
  );
  if (user) await enforceThrottle(database.db, `ai-chat:user:${user.id}`, PER_USER, at, /*i18n*/ 'Too many questions.');

  // Aborted when the client goes away, which stops the provider's work (and an upstream request).
  const stop = new AbortController();
  c.req.raw.signal.addEventListener('abort', () => stop.abort(), { once: true });
  const pieces = await provider.open(
    { ...body, user: user ? { id: user.id, name: user.name } : null, locale: requestLocale(c) },
    stop.signal,
  );

  const id = `chatcmpl-${randomUUID()}`;
  const created = Math.floor(now().getTime() / 1000);
  const chunk = (
    delta: ChatChunk['choices'][number]['delta'],
    finishReason: ChatChunk['choices'][number]['finish_reason'],
    error?: ChatChunk['error'],
  ) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: provider.model, choices: [{ index: 0, delta, finish_reason: finishReason }], ...(error ? { error } : {}) } satisfies ChatChunk)}\n\n`;

  c.header('Content-Type', 'text/event-stream; charset=utf-8');
  c.header('Cache-Control', 'no-cache, no-store');
  c.header('X-Accel-Buffering', 'no');
  return stream(c, async (out) => {
    out.onAbort(() => stop.abort());
    let first = true;
    try {
      for await (const piece of pieces) {
        if (out.aborted) break;
        await out.write(chunk(first ? { role: 'assistant', content: piece } : { content: piece }, null));
        first = false;
      }
      if (!stop.signal.aborted) await out.write(chunk({}, 'stop'));
    } catch (error) {
      if (stop.signal.aborted) return;
      logger.warn({ err: error, provider: provider.kind }, 'the AI Manager’s answer broke off');
      await out.write(chunk({}, 'error', { code: 'upstream_failed', message: CUT_OFF }));
    }
    if (!stop.signal.aborted) await out.write(`data: ${STREAM_DONE}\n\n`);
  });
});
