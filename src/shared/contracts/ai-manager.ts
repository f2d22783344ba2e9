import { z } from 'zod';
import { listEnvelopeSchema, text } from './common.ts';

/* The AI Manager: the streaming chat call, its chunks, and the panel's ads (spec §3, §7). */

export const MAX_CHAT_MESSAGES = 30;
export const MAX_CHAT_MESSAGE_CHARS = 4000;

export const chatRoleSchema = z.enum(['user', 'assistant']);

export const aiContextSchema = z.enum(['landing', 'default']);
export type AiContext = z.infer<typeof aiContextSchema>;

export const chatTurnSchema = z.strictObject({
  role: chatRoleSchema,
  // The assistant's earlier answers come back as turns: Markdown over several lines.
  content: text({ multiline: true })
    .max(MAX_CHAT_MESSAGE_CHARS, /*i18n*/ 'At most 4000 characters.')
    .refine((message) => message.trim().length > 0, /*i18n*/ 'Write a message.'),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const chatRequestSchema = z.strictObject({
  messages: z
    .array(chatTurnSchema)
    .min(1, /*i18n*/ 'Send at least one message.')
    .max(MAX_CHAT_MESSAGES, /*i18n*/ 'At most 30 messages.')
    .refine((messages) => messages.at(-1)?.role === 'user', /*i18n*/ 'The last message must be the user’s.'),
  context: aiContextSchema.default('default'),
});

/** One `data:` line of the stream: the shape of OpenAI's chat-completion chunks. */
export const chatChunkSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion.chunk'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      delta: z.object({ role: z.literal('assistant').optional(), content: z.string().optional() }),
      finish_reason: z.enum(['stop', 'length', 'error']).nullable(),
    }),
  ),
  /** Set on the last chunk when the answer broke off part-way (the upstream failed). */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type ChatChunk = z.infer<typeof chatChunkSchema>;

export const STREAM_DONE = '[DONE]';

/* Advertisements */

export const adTypes = ['image', 'gif', 'video'] as const;
export const adTypeSchema = z.enum(adTypes);
export type AdType = z.infer<typeof adTypeSchema>;

export const advertisementSchema = z.object({
  id: z.string(),
  type: adTypeSchema,
  url: z.string(),
  altText: z.string(),
  link: z.string(),
  /** A still shown before a video plays. */
  posterUrl: z.string().nullable(),
  /** An open campaign shown as an ad. */
  sponsored: z.object({ brand: z.string(), title: z.string(), payout: z.string() }).nullable(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;

export const adListSchema = listEnvelopeSchema(advertisementSchema);
