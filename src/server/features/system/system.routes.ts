import { createRoute } from '@hono/zod-openapi';
import { clientErrorReportSchema, healthResponseSchema } from '#shared/contracts/system.ts';
import { AppError } from '../../lib/errors.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Liveness and database check',
  responses: {
    200: jsonContent(healthResponseSchema, 'The server and its database answer.'),
    503: errorResponse('The database does not answer.'),
  },
});

const reportClientError = createRoute({
  method: 'post',
  path: '/client-errors',
  tags: ['system'],
  summary: 'Report a crash seen in the web app',
  request: jsonBody(clientErrorReportSchema),
  responses: {
    204: { description: 'Logged.' },
    422: errorResponse('The report is not valid.'),
  },
});

export const systemRoutes = createRouter()
  .openapi(health, async (c) => {
    const { database } = c.get('deps');
    try {
      await database.ping();
    } catch {
      throw new AppError('unavailable', 'The database is not answering.');
    }
    return c.json({ status: 'ok' as const, database: database.kind }, 200);
  })
  .openapi(reportClientError, (c) => {
    const report = c.req.valid('json');
    c.get('logger').warn({ clientError: report }, 'client error reported');
    return c.body(null, 204);
  });
