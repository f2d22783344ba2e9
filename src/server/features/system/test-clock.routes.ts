import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../app-context.ts';
import { jsonBody, jsonContent as json } from '../../lib/openapi.ts';

const advance = createRoute({
  method: 'post',
  path: '/testing/clock',
  tags: ['testing'],
  summary: 'Move the app’s clock forward (only with TEST_CLOCK on, never in production)',
  request: jsonBody(z.object({ advanceDays: z.number().min(0).max(400) })),
  responses: { 200: json(z.object({ now: z.string() }), 'The app’s time after the move.') },
});

/** Mounted only when TEST_CLOCK is on: end-to-end tests close return windows without waiting. */
export const testClockRoutes = createRouter().openapi(advance, (c) => {
  const now = c.get('deps').clock.advance(c.req.valid('json').advanceDays * 86_400_000);
  return c.json({ now: now.toISOString() }, 200);
});
