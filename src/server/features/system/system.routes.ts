import { systemEndpoints } from '#shared/endpoints/system.ts';
import { AppError } from '../../lib/errors.ts';
import { createRouter } from '../../app-context.ts';

export const systemRoutes = createRouter()
  .serve(systemEndpoints.health, async (c) => {
    const { database } = c.get('deps');
    try {
      await database.ping();
    } catch {
      throw new AppError('unavailable', 'The database is not answering.');
    }
    return c.json({ status: 'ok' as const, database: database.kind }, 200);
  })
  .serve(systemEndpoints.reportClientError, (c) => {
    const report = c.req.valid('json');
    c.get('logger').warn({ clientError: report }, 'client error reported');
    return c.body(null, 204);
  });
