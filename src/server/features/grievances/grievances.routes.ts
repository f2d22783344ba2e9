import type { Context } from 'hono';
import { grievanceEndpoints } from '#shared/endpoints/grievances.ts';
import type { AppEnv } from '../../app-env.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { clientIp } from '../../lib/request-ip.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { enforceThrottle } from '../auth/auth-throttle.ts';
import { getSessionUser } from '../auth/auth.session.ts';
import { grievanceReport } from './grievances-report.ts';
import {
  acknowledgeGrievance,
  fileGrievance,
  type GrievanceDeps,
  grievanceQueue,
  listOwnGrievances,
  operatorIdentity,
  resolveGrievance,
} from './grievances.service.ts';

/** A complaint writes a row and two mails: few from one network a day, fewer from one account an hour. */
const PER_IP = { limit: 10, windowMs: 24 * 3_600_000 };
const PER_ACCOUNT = { limit: 5, windowMs: 3_600_000 };

function grievanceDeps(c: Pick<Context<AppEnv>, 'get'>): GrievanceDeps {
  const { env, mailer } = c.get('deps');
  const { db, now } = serviceContext(c);
  return { db, now, mailer, operator: operatorIdentity(env), origin: env.publicOrigin };
}

export const grievanceRoutes = createRouter()
  .serve(grievanceEndpoints.operator, (c) => {
    // Configuration: the same until the next deploy. A browser and the public cache may keep it an hour.
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(operatorIdentity(c.get('deps').env), 200);
  })
  .serve(grievanceEndpoints.file, async (c) => {
    const deps = grievanceDeps(c);
    const user = await getSessionUser(c);
    const at = deps.now.getTime();
    if (user) {
      await enforceThrottle(deps.db, `grievance:user:${user.id}`, PER_ACCOUNT, at, /*i18n*/ 'Too many complaints.');
    } else {
      await enforceThrottle(
        deps.db,
        `grievance:ip:${clientIp(c)}`,
        PER_IP,
        at,
        /*i18n*/ 'Too many complaints from your network.',
      );
    }
    const ticket = await fileGrievance(
      deps,
      { user: user ? { id: user.id, name: user.name, email: user.email } : null, locale: requestLocale(c) },
      c.req.valid('json'),
    );
    return c.json(ticket, 201);
  })
  .serve(grievanceEndpoints.mine, async (c) => {
    return c.json({ items: await listOwnGrievances(serviceContext(c).db, c.var.user.id) }, 200);
  })
  .serve(grievanceEndpoints.queue, async (c) => {
    const { db, now } = serviceContext(c);
    return c.json({ items: await grievanceQueue(db, c.req.valid('query').status, now) }, 200);
  })
  .serve(grievanceEndpoints.acknowledge, async (c) => {
    return c.json(await acknowledgeGrievance(grievanceDeps(c), c.var.user.id, c.req.valid('param').id), 200);
  })
  .serve(grievanceEndpoints.resolve, async (c) => {
    const { id } = c.req.valid('param');
    const { resolution } = c.req.valid('json');
    return c.json(await resolveGrievance(grievanceDeps(c), c.var.user.id, id, resolution), 200);
  })
  .serve(grievanceEndpoints.report, async (c) => {
    return c.json(await grievanceReport(serviceContext(c).db, c.req.valid('query').month), 200);
  });
