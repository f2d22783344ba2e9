import { moderationNoticeEndpoints, opsEndpoints } from '#shared/endpoints/ops.ts';
import { createRouter } from '../../router.ts';
import { readAuditLog } from './audit.service.ts';
import { moderate, moderationNoticesFor, searchForModeration } from './moderation.service.ts';
import { getOperator } from './operators.service.ts';

/* The operator console's API (every /ops endpoint is `access: 'operator'`), and an owner's moderation notices. */

export const opsRoutes = createRouter()
  .serve(opsEndpoints.me, async (c) => c.json(await getOperator(c.get('deps').database.db, c.var.user.id), 200))
  .serve(opsEndpoints.moderate, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await moderate(database.db, c.var.user.id, c.req.valid('json'), now()), 200);
  })
  .serve(opsEndpoints.search, async (c) =>
    c.json(await searchForModeration(c.get('deps').database.db, c.req.valid('query').q), 200),
  )
  .serve(opsEndpoints.audit, async (c) =>
    c.json(await readAuditLog(c.get('deps').database.db, c.req.valid('query').before), 200),
  )
  .serve(moderationNoticeEndpoints.mine, async (c) =>
    c.json(await moderationNoticesFor(c.get('deps').database.db, c.var.user.id), 200),
  );
