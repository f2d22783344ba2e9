import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { AppError } from '../../lib/errors.ts';
import { applyGatewayEvent, applyPaymentOfOrder } from './capture.service.ts';
import { opsPayments } from './ops-payments.service.ts';
import { GatewayUnavailable, GatewayWebhookError } from './providers/gateway.ts';

export const paymentRoutes = createRouter()
  .serve(paymentEndpoints.options, (c) => {
    const { gateway } = c.get('deps').payments;
    return c.json({ methods: gateway ? (['upi', 'cod'] as const) : (['cod'] as const) }, 200);
  })
  .serve(paymentEndpoints.razorpayWebhook, async (c) => {
    const context = serviceContext(c);
    const gateway = context.paymentGateway;
    if (!gateway) throw new AppError('not_found', /*i18n*/ 'Razorpay is not the payment gateway.');
    const headers = c.req.valid('header');
    let event;
    try {
      event = gateway.verifyWebhook(await c.req.text(), {
        signature: headers['x-razorpay-signature'],
        eventId: headers['x-razorpay-event-id'],
      });
    } catch (error) {
      if (error instanceof GatewayWebhookError) throw new AppError('bad_request', error.message);
      throw error;
    }
    // Genuine, but nothing Haat acts on (payment.authorized, order.paid…): acknowledged, so not resent.
    if (event) await applyGatewayEvent({ db: context.db, now: context.now, mails: context.orderMails }, event);
    return c.body(null, 204);
  })
  .serve(paymentEndpoints.return, async (c) => {
    const context = serviceContext(c);
    const gateway = context.paymentGateway;
    if (!gateway) throw new AppError('not_found', /*i18n*/ 'No payment gateway is set up.');
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
