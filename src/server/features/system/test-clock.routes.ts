import { testClockEndpoints } from '#shared/endpoints/system.ts';
import { createRouter } from '../../router.ts';

/** Mounted only when TEST_CLOCK is on: end-to-end tests close return windows, and run what follows, without waiting. */
export const testClockRoutes = createRouter()
  .serve(testClockEndpoints.advance, (c) => {
    const now = c.get('deps').clock.advance(c.req.valid('json').advanceDays * 86_400_000);
    return c.json({ now: now.toISOString() }, 200);
  })
  // After moving the clock, the job that would notice it runs now rather than at its next minute.
  .serve(testClockEndpoints.runJob, async (c) => {
    await c.get('deps').jobs.send(c.req.valid('param').name, {});
    return c.body(null, 204);
  });
