import { adListSchema, chatRequestSchema } from '../contracts/ai-manager.ts';
import { defineEndpoint } from './define.ts';

export const aiManagerEndpoints = {
  chat: defineEndpoint({
    method: 'post',
    path: '/ai-chat',
    keepsPublicCache: true,
    access: 'public',
    tags: ['ai-manager'],
    summary: 'Ask the AI Manager; the answer streams as OpenAI-style chat-completion chunks ending with [DONE]',
    description:
      'Open to anonymous visitors; a signed-in user gets answers about their own orders, earnings and campaigns. ' +
      'Each `data:` line is a `chat.completion.chunk`; the answer is the concatenation of `choices[0].delta.content`. ' +
      'If the answer breaks off, the last chunk has `finish_reason: "error"` and an `error`.',
    body: chatRequestSchema,
    response: { status: 200, stream: 'text/event-stream', description: 'The answer as a server-sent event stream.' },
    errors: {
      422: 'Not a valid conversation: 1 to 30 messages of at most 4000 characters, the last one the user’s.',
      429: 'Too many questions from this network or account; see Retry-After.',
      502: 'The language-model server refused or could not be reached.',
    },
  }),
  ads: defineEndpoint({
    method: 'get',
    path: '/ads',
    access: 'public',
    tags: ['ai-manager'],
    summary: 'The ads the AI Manager rotates through: house ads, then open campaigns as sponsored ads',
    response: { status: 200, schema: adListSchema, description: 'The ads in rotation order.' },
  }),
};
