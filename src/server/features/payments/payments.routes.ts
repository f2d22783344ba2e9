import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { AppError, say } from '../../lib/errors.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { codTermsFor } from './cod-rules.service.ts';
import { applyGatewayEvent, applyPaymentOfOrder } from './capture.service.ts';
import { opsPayments } from './ops-payments.service.ts';
import { GatewayUnavailable, GatewayWebhookError, type PaymentGateway } from './providers/gateway.ts';

/** A gateway's webhook, verified (a bad one answered 400) and applied once. */
async function applyWebhook(
  context: ReturnType<typeof serviceContext>,
  gateway: PaymentGateway,
  rawBody: string,
  headers: Parameters<PaymentGateway['verifyWebhook']>[1],
): Promise<void> {
  let event;
  try {
    event = gateway.verifyWebhook(rawBody, headers, context.now);
  } catch (error) {
    if (error instanceof GatewayWebhookError) throw new AppError('bad_request', error.message);
    throw error;
  }
  if (!event) return;
  await applyGatewayEvent(
    { db: context.db, now: context.now, mails: context.orderMails, provider: gateway.name },
    event,
  );
}

export const paymentRoutes = createRouter()
  .serve(paymentEndpoints.options, async (c) => {
    const { payments, database } = c.get('deps');
    const { gateway } = payments;
    const query = c.req.valid('query');
    const terms = await codTermsFor(database.db, query, gateway !== null);
    const locale = requestLocale(c);
    return c.json(
      {
        methods: gateway ? ['upi' as const, 'cod' as const] : ['cod' as const],
        cod: {
          available: terms.available,
          reason: terms.reasonPhrase === null ? null : say(locale, terms.reasonPhrase),
          tokenPaise: terms.tokenPaise,
          confirmation: terms.confirmation,
          feePaise: terms.feePaise,
        },
      },
      200,
    );
  })
  .serve(paymentEndpoints.razorpayWebhook, async (c) => {
    const context = serviceContext(c);
    const gateway = context.paymentGateway;
    if (gateway?.name !== 'razorpay') throw new AppError('not_found', /*i18n*/ 'Razorpay is not the payment gateway.');
    const headers = c.req.valid('header');
    const signed = { signature: headers['x-razorpay-signature'], eventId: headers['x-razorpay-event-id'] };
    // Genuine, but nothing Haat acts on (payment.authorized, order.paid…): acknowledged, so not resent.
    await applyWebhook(context, gateway, await c.req.text(), signed);
    return c.body(null, 204);
  })
  .serve(paymentEndpoints.cashfreeWebhook, async (c) => {
    const context = serviceContext(c);
    const gateway = context.paymentGateway;
    if (gateway?.name !== 'cashfree') throw new AppError('not_found', /*i18n*/ 'Cashfree is not the payment gateway.');
    const headers = c.req.valid('header');
    const signed = { signature: headers['x-webhook-signature'], timestamp: headers['x-webhook-timestamp'] };
    // Genuine, but nothing Haat acts on (a user drop, a vendor's settlement…): acknowledged, so not resent.
    await applyWebhook(context, gateway, await c.req.text(), signed);
    return c.body(null, 204);
  })
  .serve(paymentEndpoints.return, async (c) => {
    const context = serviceContext(c);
    const gateway = context.paymentGateway;
    if (!gateway) throw new AppError('not_found', /*i18n*/ 'No payment gateway is set up.');
    // Cashfree's checkout returns unsigned: its webhook or the sweep places the order.
    if (gateway.name !== 'razorpay') {
      throw new AppError(
        'not_found',
        /*i18n*/ 'This payment gateway signs no return: the order is placed when it is paid.',
      );
    }
    const signed = c.req.valid('json');
    const genuine = gateway.verifyReturn({
      providerOrderId: signed.razorpay_order_id,
      providerPaymentId: signed.razorpay_payment_id,
      signature: signed.razorpay_signature,
    });
    if (!genuine) throw new AppError('bad_request', /*i18n*/ 'This payment’s signature does not match.');
    try {
      await applyPaymentOfOrder(
        { db: context.db, now: context.now, mails: context.orderMails, gateway },
        signed.razorpay_order_id,
      );
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      throw new AppError('unavailable', /*i18n*/ 'The payment could not be checked yet. Your order page will update.');
    }
    return c.body(null, 204);
  })
  .serve(paymentEndpoints.ops, async (c) => {
    const context = serviceContext(c);
    return c.json(await opsPayments(context.db, context.paymentGateway), 200);
  });
