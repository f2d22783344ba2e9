import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MAX_CHAT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  STREAM_DONE,
  type AiContext,
  type ChatChunk,
} from '#shared/contracts/ai-manager.ts';
import { endpointUrl } from '#shared/endpoints/define.ts';
import { aiManagerEndpoints } from '#shared/endpoints/ai-manager.ts';
import { readServerSentData } from '#shared/sse.ts';

/** A chat message (spec §3): id, role (user or ai), text. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'ai';
  text: string;
}

/** Spec §8: the AI message when the call fails (HTTP not ok, or no body), in the app's language. */
const chatFailure = () => t`Sorry, I encountered an error. Please try again.`;

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}-${(nextId += 1)}`;

/** The conversation as the ai-chat call takes it: the last 30 turns, each at most 4000 characters. */
function toTurns(messages: readonly ChatMessage[]) {
  return messages
    .filter((message) => message.text.trim().length > 0)
    .slice(-MAX_CHAT_MESSAGES)
    .map((message) => ({
      role: message.role === 'ai' ? 'assistant' : 'user',
      content: message.text.slice(0, MAX_CHAT_MESSAGE_CHARS),
    }));
}

/**
 * The AI Manager's conversation. `send` posts it to /api/ai-chat and builds
 * the assistant's message up as the stream arrives (spec §4); empty or
 * whitespace-only text is not sent (spec §5).
 */
export function useAiChat(context: AiContext) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [streaming, setStreaming] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (input: string) => {
      const text = input.trim();
      if (!text || abortRef.current) return false;
      const update = (id: string, change: (current: string) => string) =>
        setMessages((current) =>
          current.map((message) => (message.id === id ? { ...message, text: change(message.text) } : message)),
        );
      const question: ChatMessage = { id: newId(), role: 'user', text };
      const answer: ChatMessage = { id: newId(), role: 'ai', text: '' };
      const conversation = [...messages, question];
      setMessages([...conversation, answer]);
      setStreaming(true);
      const controller = new AbortController();
      abortRef.current = controller;
      let received = '';
      const failure = chatFailure();
      try {
        const response = await fetch(endpointUrl(aiManagerEndpoints.chat), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          credentials: 'same-origin',
          body: JSON.stringify({ messages: toTurns(conversation), context }),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          update(answer.id, () => failure);
          return true;
        }
        let failed = false;
        for await (const data of readServerSentData(response.body, controller.signal)) {
          if (data === STREAM_DONE) break;
          const chunk = JSON.parse(data) as ChatChunk;
          const piece = chunk.choices[0]?.delta.content ?? '';
          if (piece) {
            received += piece;
            update(answer.id, (current) => current + piece);
          }
          if (chunk.error) failed = true;
        }
        if (failed || !received) update(answer.id, (current) => (current ? `${current}\n\n${failure}` : failure));
      } catch {
        if (!controller.signal.aborted)
          update(answer.id, (current) => (current ? `${current}\n\n${failure}` : failure));
      } finally {
        abortRef.current = null;
        setStreaming(false);
      }
      return true;
    },
    [context, messages],
  );

  /** A message from the assistant without asking (a clicked notification's summary). */
  const say = useCallback((text: string) => {
    setMessages((current) => [...current, { id: newId(), role: 'ai', text }]);
  }, []);

  return { messages, streaming, send, say };
}
