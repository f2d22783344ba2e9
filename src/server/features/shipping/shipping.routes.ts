import type { Context } from 'hono';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import type { AppEnv } from '../../app-env.ts';
import { pdfDownload } from '../../lib/downloads.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { viewer } from '../orders/orders.routes.ts';
import { answerNdr, orderParcels } from './ndr.service.ts';
import { parcelFigures } from './parcel-figures.ts';
import { collectReturn } from './return-pickups.ts';
import { dayLabels, parcelLabel } from './labels.service.ts';
import { suggestedParcelSize } from './parcel-sizes.ts';
import { bookMany } from './bulk-booking.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { listSellerParcels, quoteParcel } from './seller-parcels.service.ts';
import {
  applyCarrierWebhook,
  bookParcel,
  chooseCarrier,
  sellerCarrier,
  type ShippingDeps,
} from './shipping.service.ts';

/* Parcels booked with a carrier, their labels, and the carriers' tracking webhooks (decision 073). */

function shippingDeps(c: Pick<Context<AppEnv>, 'get'>): ShippingDeps {
  const context = serviceContext(c);
  const { now, shipping, mailer, env } = c.get('deps');
  return {
    db: context.db,
    now,
    mails: context.orderMails,
    carriers: shipping.carriers,
    logger: context.logger,
    mailer,
    signer: context.signer,
    origin: env.publicOrigin,
  };
}

export const shippingRoutes = createRouter()
  .serve(shippingEndpoints.carrier, async (c) => c.json(await sellerCarrier(shippingDeps(c), c.var.user.id), 200))
  .serve(shippingEndpoints.chooseCarrier, async (c) =>
    c.json(await chooseCarrier(shippingDeps(c), c.var.user.id, c.req.valid('json').carrier), 200),
  )
  .serve(shippingEndpoints.parcels, async (c) =>
    c.json({ items: await listSellerParcels(shippingDeps(c), c.var.user.id) }, 200),
  )
  .serve(shippingEndpoints.quotes, async (c) =>
    c.json(await quoteParcel(shippingDeps(c), c.var.user.id, c.req.valid('json')), 200),
  )
  .serve(shippingEndpoints.orderParcels, async (c) =>
    c.json({ items: await orderParcels(shippingDeps(c), c.req.valid('param').id, await viewer(c)) }, 200),
  )
  .serve(shippingEndpoints.answerNdr, async (c) => {
    const { id, parcelId } = c.req.valid('param');
    const parcel = await answerNdr(shippingDeps(c), { orderId: id, parcelId }, c.req.valid('json'), await viewer(c));
    return c.json(parcel, 200);
  })
  .serve(shippingEndpoints.opsFigures, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await parcelFigures(database.db, now(), c.req.valid('query').days), 200);
  })
  .serve(shippingEndpoints.collectReturn, async (c) => {
    const parcel = await collectReturn(
      shippingDeps(c),
      c.var.user.id,
      c.req.valid('param').returnId,
      c.req.valid('json').note,
    );
    return c.json(parcel, 201);
  })
  .serve(shippingEndpoints.parcelSize, async (c) => {
    const { database } = c.get('deps');
    return c.json(await suggestedParcelSize(database.db, c.var.user.id, c.req.valid('query').orderId), 200);
  })
  .serve(shippingEndpoints.bulkBook, async (c) =>
    c.json(await bookMany(shippingDeps(c), c.var.user.id, c.req.valid('json').orderIds, requestLocale(c)), 200),
  )
  .serve(shippingEndpoints.book, async (c) =>
    c.json(await bookParcel(shippingDeps(c), c.var.user.id, c.req.valid('json')), 201),
  )
  .serve(shippingEndpoints.label, async (c) => {
    const { database } = c.get('deps');
    const { id } = c.req.valid('param');
    const label = await parcelLabel(database.db, c.var.user.id, id, c.req.valid('query').size);
    return pdfDownload(c, label.filename, label.pdf);
  })
  .serve(shippingEndpoints.dayLabels, async (c) => {
    const { database } = c.get('deps');
    const { day, size } = c.req.valid('query');
    const labels = await dayLabels(database.db, c.var.user.id, day, size);
    return pdfDownload(c, labels.filename, labels.pdf);
  })
  .serve(shippingEndpoints.shiprocketWebhook, async (c) => {
    const headers = { 'x-api-key': c.req.valid('header')['x-api-key'] };
    await applyCarrierWebhook(shippingDeps(c), 'shiprocket', await c.req.text(), headers);
    return c.body(null, 204);
  })
  .serve(shippingEndpoints.delhiveryWebhook, async (c) => {
    const headers = { 'x-api-key': c.req.valid('header')['x-api-key'] };
    await applyCarrierWebhook(shippingDeps(c), 'delhivery', await c.req.text(), headers);
    return c.body(null, 204);
  });
