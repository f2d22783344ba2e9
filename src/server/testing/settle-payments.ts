import { orderMailsAt } from '../features/orders/order-mails.ts';
import { settlePaymentMoney } from '../features/payments/route-payouts.service.ts';
import type { TestServer } from './test-server.ts';

/** The minute's `payments.settle` job, run now on the test server's dependencies (its mails composed as the job's). */
export const settlePaymentsNow = (server: TestServer) =>
  settlePaymentMoney(
    {
      db: server.database.db,
      gateway: server.deps.payments.gateway,
      logger: server.deps.logger,
      crypto: server.deps.payoutCrypto,
      payoutProvider: server.deps.payouts.provider,
      mails: orderMailsAt(server.deps.now, (eventId, placed) =>
        server.deps.orderMail.compose(eventId, server.deps.logger, placed),
      ),
    },
    server.deps.now(),
  );
