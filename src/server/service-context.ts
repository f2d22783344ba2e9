import type { Db } from './db/client.ts';
import type { OrderMails } from './features/orders/order-mail-event.ts';
import type { Carrier, CarrierName } from './features/shipping/carriers/carrier.ts';
import type { PaymentGateway } from './features/payments/providers/gateway.ts';
import type { FieldCrypto } from './lib/field-crypto.ts';
import type { Logger } from './lib/logger.ts';
import type { MediaStorage } from './lib/media-storage.ts';
import type { Signer } from './lib/signer.ts';

/**
 * What a service needs of the request it serves, in one argument instead of one each: the database (or the
 * transaction it runs in), media, the request's time (the app clock's, read once), the signer, the request's
 * logger, the payout details' crypto and the order mails. Built by `serviceContext(c)` (router.ts); a service passes
 * it on, with `db` swapped for its transaction. A service that needs only the database takes `db` alone.
 * Types only, so any service may import it.
 */
export interface ServiceContext {
  db: Db;
  media: MediaStorage;
  now: Date;
  signer: Signer;
  logger: Logger;
  /** Encrypts and decrypts payout details at rest. */
  payoutCrypto: FieldCrypto;
  /** The request's order mails: recorded in its transaction, composed after the commit. */
  orderMails: OrderMails;
  /** The payment gateway UPI orders are paid through; none when only cash on delivery is taken. */
  paymentGateway: PaymentGateway | null;
  /** The carriers sellers may ship with (decision 073); none when absent. */
  carriers?: Map<CarrierName, Carrier>;
}
