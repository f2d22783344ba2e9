import { privacyEndpoints } from '#shared/endpoints/privacy.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { enforceThrottle } from '../auth/auth-throttle.ts';
import { expiredSessionCookies } from '../auth/session-cookies.ts';
import { eraseOwnAccount } from './privacy-erasure.ts';
import { exportOwnData, listOwnConsents, setOwnConsent } from './privacy.service.ts';

/** A download gathers every feature's rows, and an erasure checks a password: few of each an hour. */
const DOWNLOADS = { limit: 10, windowMs: 3_600_000 };
const ERASURES = { limit: 5, windowMs: 3_600_000 };

export const privacyRoutes = createRouter()
  .serve(privacyEndpoints.consents, async (c) => {
    return c.json(await listOwnConsents(serviceContext(c).db, c.var.user.id), 200);
  })
  .serve(privacyEndpoints.setConsent, async (c) => {
    const { db, now } = serviceContext(c);
    return c.json(await setOwnConsent(db, c.var.user.id, c.req.valid('json'), now), 200);
  })
  .serve(privacyEndpoints.personalData, async (c) => {
    const context = serviceContext(c);
    const user = c.var.user;
    await enforceThrottle(
      context.db,
      `privacy:export:${user.id}`,
      DOWNLOADS,
      context.now.getTime(),
      /*i18n*/ 'Too many downloads.',
    );
    const data = await exportOwnData(context, user, requestLocale(c));
    c.header('Content-Disposition', 'attachment; filename="haat-my-data.json"');
    c.header('Cache-Control', 'no-store');
    return c.json(data, 200);
  })
  .serve(privacyEndpoints.erase, async (c) => {
    const context = serviceContext(c);
    const user = c.var.user;
    await enforceThrottle(
      context.db,
      `privacy:erase:${user.id}`,
      ERASURES,
      context.now.getTime(),
      /*i18n*/ 'Too many attempts.',
    );
    const erasure = await eraseOwnAccount(context, user, c.req.valid('json'));
    const secure = c.get('deps').env.publicOrigin.startsWith('https://');
    for (const cookie of expiredSessionCookies(secure)) c.header('set-cookie', cookie, { append: true });
    return c.json(erasure, 200);
  });
