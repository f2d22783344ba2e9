import { testClockEndpoints } from '#shared/endpoints/system.ts';
import { createRouter } from '../../router.ts';

/** Mounted only when TEST_CLOCK is on: end-to-end tests close return windows without waiting. */
export const testClockRoutes = createRouter().serve(testClockEndpoints.advance, (c) => {
  const now = c.get('deps').clock.advance(c.req.valid('json').advanceDays * 86_400_000);
  return c.json({ now: now.toISOString() }, 200);
});
