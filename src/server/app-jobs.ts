import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import { type AccountMailDeps, accountMailJobs } from './features/auth/account-mail-jobs.ts';
import { cleanExpiredAuth } from './features/auth/auth-cleanup.ts';
import { applyRetention } from './features/privacy/privacy-retention.ts';
import { haatSupplier, issueDueFeeInvoices } from './features/invoices/fee-invoices.service.ts';
import { deliverMail, type MailDeliveryDeps, sweepMail } from './features/mail/mail-delivery.ts';
import { releaseDueEarnings } from './features/ledger/ledger.service.ts';
import { remindGrievanceOfficer } from './features/grievances/grievances-report.ts';
import { operatorIdentity } from './features/grievances/grievances.service.ts';
import { composeOrderMail, orderMailsAt, sweepOrderMail } from './features/orders/order-mails.ts';
import type { OrderMails } from './features/orders/order-mail-event.ts';
import { sweepAwaitingPayments } from './features/payments/capture.service.ts';
import { expireUnconfirmedCodOrders } from './features/orders/cod-confirmation.ts';
import { linkPayees } from './features/payments/linked-accounts.service.ts';
import { reconcilePayments } from './features/payments/reconciliation.service.ts';
import { settlePaymentMoney } from './features/payments/route-payouts.service.ts';
import { type OrderMailDeps } from './features/orders/order-mail-contents.ts';
import { composeOwedPayoutMail, PAYOUT_MAIL_JOB } from './features/payouts/payout-mails.ts';
import { runScheduledPayouts } from './features/payouts/schedule.ts';
import type { AppDeps } from './app-env.ts';
import type { FieldCrypto } from './lib/field-crypto.ts';
import { createInProcessQueue } from './lib/jobs/in-process-queue.ts';
import type { JobDefinition, JobQueue, SendOptions } from './lib/jobs/job-queue.ts';
import { createPgBossQueue } from './lib/jobs/pg-boss-queue.ts';
import type { Logger } from './lib/logger.ts';

export interface AppJobDeps {
  db: Db;
  env: Env;
  logger: Logger;
  now: () => Date;
  /** What sending a mail needs (mail-delivery.ts), the mailer's first attempt and this job's retries alike. */
  mailDelivery: MailDeliveryDeps;
  payoutCrypto: FieldCrypto;
  payouts: AppDeps['payouts'];
  payments: AppDeps['payments'];
  /**
   * What composing an order's mail needs, a payout's too (the mailer is made after the queue, so it is asked for when
   * a job runs).
   */
  orderMail: () => OrderMailDeps;
  /** What an account's mail and a reset request need (made after the queue, so asked for when a job runs). */
  accountMail: () => AccountMailDeps;
  send(name: string, data: object, options?: SendOptions): Promise<void>;
}

const MINUTE = 60;

/** Order mails a job records: composed by the `orders.mail` job once its transaction has committed. */
function jobOrderMails(deps: AppJobDeps): OrderMails {
  return orderMailsAt(deps.now, (eventId) => {
    deps.send('orders.mail', { eventId }, { singletonKey: eventId }).catch((error: unknown) => {
      deps.logger.warn({ err: error, eventId }, 'the order mail job could not be queued; the sweep will');
    });
  });
}

/** What moving money at the payment gateway needs. */
const paymentMoney = (deps: AppJobDeps) => ({
  db: deps.db,
  gateway: deps.payments.gateway,
  logger: deps.logger,
  crypto: deps.payoutCrypto,
  payoutProvider: deps.payouts.provider,
  mails: jobOrderMails(deps),
});

/**
 * A job that recurs every `everyMinutes`, once across processes. It is not retried: its next run is the retry, and
 * what it looks for is still there.
 */
function recurring(
  name: string,
  everyMinutes: number,
  expireInSeconds: number,
  run: () => Promise<unknown>,
): JobDefinition<never> {
  return {
    name,
    everyMinutes,
    retryLimit: 0,
    retryDelaySeconds: MINUTE,
    retryDelayMaxSeconds: MINUTE,
    expireInSeconds,
    run: async () => {
      await run();
    },
  };
}

/** Every background job of the app (decision 044). Each is idempotent against its feature's rows. */
export function appJobs(deps: AppJobDeps): JobDefinition<never>[] {
  const mail = deps.mailDelivery;
  const deliver = (mailId: string) => deps.send('mail.deliver', { mailId }, { singletonKey: mailId });
  const jobs: JobDefinition<never>[] = [
    {
      // A mail server down for minutes: retried at about 5 s, 10 s, 20 s, 40 s, then every minute for an hour.
      name: 'mail.deliver',
      retryLimit: 64,
      retryDelaySeconds: 5,
      retryDelayMaxSeconds: MINUTE,
      expireInSeconds: 3 * MINUTE,
      run: (data: { mailId: string }) => deliverMail(mail, data.mailId),
    } satisfies JobDefinition<{ mailId: string }> as JobDefinition<never>,
    recurring('mail.sweep', 1, 5 * MINUTE, () => sweepMail(mail, deliver)),
    {
      // An order change's mail, written to the outbox once (order-mails.ts); retried while the database is away.
      name: 'orders.mail',
      retryLimit: 10,
      retryDelaySeconds: 5,
      retryDelayMaxSeconds: MINUTE,
      expireInSeconds: 3 * MINUTE,
      run: async (data: { eventId: string }) => {
        await composeOrderMail(deps.orderMail(), data.eventId);
      },
    } satisfies JobDefinition<{ eventId: string }> as JobDefinition<never>,
    recurring('orders.mail.sweep', 1, 5 * MINUTE, () =>
      sweepOrderMail(deps.db, deps.now(), (eventId) =>
        deps.send('orders.mail', { eventId }, { singletonKey: eventId }),
      ),
    ),
    {
      // A paid payout's mail to its payee, written to the outbox once (payout-mails.ts); retried while the database
      // is away. Asked for after a settlement commits; the sweep below writes what a lost job left.
      name: PAYOUT_MAIL_JOB,
      retryLimit: 10,
      retryDelaySeconds: 5,
      retryDelayMaxSeconds: MINUTE,
      expireInSeconds: 3 * MINUTE,
      run: async () => {
        await composeOwedPayoutMail(deps.orderMail());
      },
    },
    recurring('payouts.mail.sweep', 1, 5 * MINUTE, () => composeOwedPayoutMail(deps.orderMail())),
    // UPI payments (decision 068): awaiting ones asked about (a lost webhook still places its order) or expired with
    // their stock released; refunds owed sent to the gateway.
    recurring('payments.sweep', 1, 5 * MINUTE, () =>
      sweepAwaitingPayments({
        db: deps.db,
        now: deps.now(),
        gateway: deps.payments.gateway,
        logger: deps.logger,
        mails: jobOrderMails(deps),
      }),
    ),
    // Split settlement (decision 069): transfers, reversals, refunds and route payouts, in that order, in one job;
    // payees' linked accounts; the daily reconciliation with the gateway.
    recurring('payments.settle', 1, 5 * MINUTE, () => settlePaymentMoney(paymentMoney(deps), deps.now())),
    recurring('payments.accounts', 5, 15 * MINUTE, () => linkPayees(paymentMoney(deps), deps.now())),
    recurring('payments.reconcile', 24 * 60, 60 * MINUTE, () => reconcilePayments(paymentMoney(deps), deps.now())),
    // Cash-on-delivery orders their buyers did not confirm in time are cancelled, their stock released (decision 070).
    recurring('orders.cod-expiry', 5, 5 * MINUTE, () =>
      expireUnconfirmedCodOrders({ db: deps.db, now: deps.now(), mails: jobOrderMails(deps) }),
    ),
    // Pending earnings whose return window has closed become payable (and their owners are told).
    recurring('earnings.release', 1, 5 * MINUTE, () => releaseDueEarnings(deps.db, deps.now())),
    // The weekly payout run, and payouts a crash left unsubmitted (features/payouts/schedule.ts).
    recurring('payouts.scheduled', 5, 15 * MINUTE, async () => {
      if (deps.env.PAYOUT_SCHEDULE === 'off') return;
      const { failures } = await runScheduledPayouts(
        deps.db,
        deps.payoutCrypto,
        deps.payouts.providerName,
        deps.payouts.provider,
        deps.now(),
      );
      for (const { payoutId, error } of failures)
        deps.logger.error({ err: error, payoutId }, 'a payout could not be submitted: it stays pending');
      // Submitted or asked for, some may be paid now: their payees' mail goes out at once.
      await deps.send(PAYOUT_MAIL_JOB, {}, { singletonKey: 'owed' });
    }),
    recurring('auth.clean', 60, 15 * MINUTE, () => cleanExpiredAuth(deps.db, deps.now())),
    // The grievance officer hears of each complaint whose clock runs out soon (features/grievances).
    recurring('grievances.remind', 15, 5 * MINUTE, () => {
      const { mailer, origin } = deps.orderMail();
      return remindGrievanceOfficer(
        { db: deps.db, now: deps.now(), mailer, origin, operator: operatorIdentity(deps.env) },
        deps.logger,
      );
    }),
    // Haat's monthly invoices for its fees, issued in the first days of each month (features/invoices; decision 062).
    recurring('invoices.haat-fees', 6 * 60, 15 * MINUTE, () =>
      issueDueFeeInvoices({ db: deps.db, now: deps.now(), haat: haatSupplier(deps.env) }),
    ),
    // Personal data kept past its retention goes (features/privacy; decision 057).
    recurring('privacy.retain', 24 * 60, 15 * MINUTE, () =>
      applyRetention(
        deps.db,
        {
          processingLog: deps.env.PROCESSING_LOG_RETENTION_DAYS,
          readNotifications: deps.env.READ_NOTIFICATION_RETENTION_DAYS,
        },
        deps.now(),
        deps.logger,
      ),
    ),
    // Verification, "you already have an account" and reset mail, off the request path (decision 044).
    ...accountMailJobs(deps.accountMail),
  ];
  return jobs;
}

export interface JobQueueChoice {
  /** Run the recurring jobs on their schedules (the server; tests drive them by hand). */
  recurring: boolean;
  /** pg-boss on PostgreSQL unless told otherwise; always in-process on PGlite. */
  engine?: 'pg-boss' | 'in-process';
  pollingIntervalSeconds?: number;
  superviseIntervalSeconds?: number;
  /** Multiplies the in-process runner's retry delays (tests replay a minute's outage in seconds). */
  retryDelayScale?: number;
}

/** The app's jobs on the queue that suits its database. */
export function createAppJobQueue(
  database: Database,
  logger: Logger,
  choice: JobQueueChoice,
  define: (send: AppJobDeps['send']) => JobDefinition<never>[],
): JobQueue {
  let queue: JobQueue | null = null;
  const send: AppJobDeps['send'] = (name, data, options) => {
    if (!queue) throw new Error('the job queue is not built yet');
    return queue.send(name, data, options);
  };
  const definitions = define(send);
  const engine = database.url ? (choice.engine ?? 'pg-boss') : 'in-process';
  queue =
    engine === 'pg-boss' && database.url
      ? createPgBossQueue(definitions, {
          connectionString: database.url,
          logger,
          recurring: choice.recurring,
          pollingIntervalSeconds: choice.pollingIntervalSeconds,
          superviseIntervalSeconds: choice.superviseIntervalSeconds,
        })
      : createInProcessQueue(definitions, {
          logger,
          recurring: choice.recurring,
          retryDelayScale: choice.retryDelayScale,
        });
  return queue;
}
