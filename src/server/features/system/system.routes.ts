import { systemEndpoints } from '#shared/endpoints/system.ts';
import type { ErrorEnvelope } from '#shared/contracts/common.ts';
import { AppError } from '../../lib/errors.ts';
import { runReadiness } from '../../lib/readiness.ts';
import { createRouter } from '../../router.ts';

export const systemRoutes = createRouter()
  .serve(systemEndpoints.health, async (c) => {
    const { database } = c.get('deps');
    try {
      await database.ping();
    } catch {
      throw new AppError('unavailable', /*i18n*/ 'The database is not answering.');
    }
    return c.json({ status: 'ok' as const, database: database.kind }, 200);
  })
  .serve(systemEndpoints.ready, async (c) => {
    const { readiness } = c.get('deps');
    const { ready, checks } = await runReadiness(readiness, c.get('logger'));
    if (ready) return c.json({ status: 'ready' as const, checks: checks as Record<string, 'ok'> }, 200);
    const failed = Object.entries(checks).filter(([, outcome]) => outcome !== 'ok');
    const message = `Not ready: ${failed.map(([name, outcome]) => `${name} ${outcome}`).join(', ')}.`;
    const body: ErrorEnvelope = { error: { code: 'unavailable', message, checks } };
    return c.json(body, 503);
  })
  .serve(systemEndpoints.reportClientError, (c) => {
    const report = c.req.valid('json');
    c.get('logger').warn({ clientError: report }, 'client error reported');
    return c.body(null, 204);
  });
