// The end-to-end tests' OpenAI-compatible server (a Playwright webServer): the relay check asks it through a second app.
import { startOpenAiCompatibleServer } from '../../../src/server/testing/openai-compatible-server.ts';

const port = Number(process.env.PORT ?? 3197);
await startOpenAiCompatibleServer({ port, pieceDelayMs: 40 });
console.log(`OpenAI-compatible test server on http://127.0.0.1:${port}`);
