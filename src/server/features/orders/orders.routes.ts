import { getConnInfo } from '@hono/node-server/conninfo';
import { clientIp } from '../../lib/request-ip.ts';
import type { Context } from 'hono';
import { ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { confirmCodOrder } from './cod-confirmation.ts';
import { giveCodRefundUpiId, payNow } from './pay-now.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { type AppEnv } from '../../app-env.ts';
import { pdfDownload } from '../../lib/downloads.ts';
import { AppError } from '../../lib/errors.ts';
import { hitThrottle } from '../auth/auth-throttle.ts';
import { getSessionUser } from '../auth/auth.session.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { placeOrder } from './checkout.service.ts';
import {
  cancelOrder,
  getOrder,
  getOrderInvoicePdf,
  getPlacedOrderAfterCommit,
  listMyOrders,
  lookupGuestOrder,
  type OrderViewer,
  placedOrderView,
} from './orders.service.ts';

const LOOKUPS_PER_IP = { limit: 20, windowMs: 10 * 60_000 };

export async function viewer(c: Context<AppEnv>): Promise<OrderViewer> {
  const user = await getSessionUser(c);
  return { userId: user?.id ?? null, token: c.req.header(ORDER_TOKEN_HEADER) };
}

export const orderRoutes = createRouter()
  .serve(invoiceEndpoints.orderPdf, async (c) => {
    const { id, invoiceId } = c.req.valid('param');
    const pdf = await getOrderInvoicePdf(serviceContext(c), id, invoiceId, await viewer(c));
    return pdfDownload(c, pdf.filename, pdf.bytes);
  })
  .serve(orderEndpoints.mine, async (c) => {
    return c.json({ items: await listMyOrders(serviceContext(c), c.var.user.id) }, 200);
  })
  .serve(orderEndpoints.lookup, async (c) => {
    const { database, now } = c.get('deps');
    const ip = getConnInfo(c).remote.address ?? 'unknown';
    const state = await hitThrottle(database.db, `order-lookup:ip:${ip}`, LOOKUPS_PER_IP, now().getTime());
    if (!state.allowed)
      throw new AppError(
        'rate_limited',
        /*i18n*/ 'Too many order look-ups from your network. Try again in a few minutes.',
        { retryAfterSeconds: state.retryAfterSeconds },
      );
    return c.json(await lookupGuestOrder(serviceContext(c), c.req.valid('json')), 200);
  })
  .serve(orderEndpoints.place, async (c) => {
    const user = await getSessionUser(c);
    const context = serviceContext(c);
    const result = await placeOrder(context, {
      userId: user?.id ?? null,
      idempotencyKey: c.req.valid('header')['idempotency-key'],
      input: c.req.valid('json'),
      locale: requestLocale(c),
      client: {
        ip: clientIp(c),
        userAgent: c.req.header('user-agent') ?? '',
        referer: c.req.header('referer') ?? c.get('deps').env.publicOrigin,
      },
    });
    if (result.created)
      return c.json(placedOrderView(context, result.order, result.lines, result.payment, result.payNowRates), 201);
    return c.json(await getPlacedOrderAfterCommit(context, result.orderId), 200);
  })
  .serve(orderEndpoints.get, async (c) => {
    return c.json(await getOrder(serviceContext(c), c.req.valid('param').id, await viewer(c)), 200);
  })
  .serve(orderEndpoints.cancel, async (c) => {
    return c.json(await cancelOrder(serviceContext(c), c.req.valid('param').id, await viewer(c)), 200);
  })
  .serve(orderEndpoints.confirmCod, async (c) => {
    return c.json(await confirmCodOrder(serviceContext(c), c.req.valid('param').id, await viewer(c)), 200);
  })
  .serve(orderEndpoints.codRefundUpi, async (c) => {
    const { id, refundId } = c.req.valid('param');
    return c.json(
      await giveCodRefundUpiId(serviceContext(c), { id, refundId, upiId: c.req.valid('json').upiId }, await viewer(c)),
      200,
    );
  })
  .serve(orderEndpoints.payNow, async (c) => {
    const client = {
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? '',
      referer: c.req.header('referer') ?? c.get('deps').env.publicOrigin,
    };
    return c.json(await payNow(serviceContext(c), c.req.valid('param').id, await viewer(c), client), 200);
  });
