import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { orderMailsAt } from './order-mails.ts';
import type { OrderMails } from './order-mail-event.ts';

/**
 * The order mails of a request: recorded at the request's clock, composed by the app's order mail composer. (Only
 * `get` of the context, so a signed-in endpoint's context, which holds more, serves too.)
 */
export function orderMailsOf(c: Pick<Context<AppEnv>, 'get'>): OrderMails {
  const { orderMail, now } = c.get('deps');
  const logger = c.get('logger');
  return orderMailsAt(now, (eventId, placed) => orderMail.compose(eventId, logger, placed));
}
