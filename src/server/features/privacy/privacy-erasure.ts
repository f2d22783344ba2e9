import type { EraseAccount, Erasure } from '#shared/contracts/privacy.ts';
import type { ServiceContext } from '../../service-context.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { eraseSignIn, isOwnPassword } from '../auth/account-erasure.ts';
import { emptyErasedBag } from '../cart/cart.service.ts';
import { eraseComplaintsOf } from '../grievances/grievances.service.ts';
import { eraseOrderRecipients } from '../invoices/recipient-erasure.ts';
import { emptyErasedLists } from '../lists/lists.service.ts';
import { deleteMailOfErased } from '../mail/mailer.ts';
import { deleteErasedNotifications } from '../notifications/notifications.service.ts';
import { eraseBuyerOfOrders, openOrdersOf } from '../orders/buyer-data.ts';
import { eraseRefundUpiIds } from '../payments/cod-refunds.service.ts';
import { eraseParcelLabels } from '../shipping/shipping.service.ts';
import { eraseProfileOf, getOwnProfile } from '../profiles/profiles.service.ts';
import { unfollowAllOfErased } from '../stores/stores.service.ts';
import { logProcessing } from './privacy.service.ts';

/**
 * Deletes the signed-in account (DPDP Act, 2023, s. 12(3); decision 057). What running Haat needed goes; what a law
 * keeps stays, pseudonymised: the orders (the seller's books, the ledger, the place of supply) without the buyer's
 * name, phone, email or street address, and the tax documents without the recipient's name below ₹50,000
 * (invoices/recipient-erasure.ts). One transaction: it all happens or none of it.
 *
 * Refused, with the reason, while an order is on its way or a return undecided (the address is still needed), and
 * for a seller, a store or an operator: their money, tax records and duties are settled first, through a data
 * complaint to the grievance officer.
 */
export async function eraseOwnAccount(
  context: ServiceContext,
  user: { id: string; name: string },
  input: EraseAccount,
): Promise<Erasure> {
  const { db, now } = context;
  if (!(await isOwnPassword(db, user.id, input.password))) {
    throw new AppError('forbidden', /*i18n*/ 'That is not your password.', {
      fields: { password: [/*i18n*/ 'That is not your password.'] },
    });
  }
  const profile = await getOwnProfile(db, user, now);
  if (profile.store || profile.seller || profile.operator) {
    throw new AppError(
      'conflict',
      /*i18n*/ 'An account that sells, has a store or runs Haat is closed through the grievance officer, who settles its money and tax records first. File a complaint about your data.',
    );
  }
  const open = await openOrdersOf(db, user.id);
  if (open > 0) {
    throw new AppError(
      'conflict',
      phrase(
        /*i18n*/ '{count, plural, one {One of your orders is} other {# of your orders are}} still on the way or waiting for a return decision. Your account can be deleted once they are delivered, cancelled or decided.',
        { count: open },
      ),
    );
  }
  return db.transaction(async (tx) => {
    const orderIds = await eraseBuyerOfOrders(tx, user.id);
    const documents = await eraseOrderRecipients(tx, orderIds, now);
    await eraseRefundUpiIds(tx, orderIds, now);
    const counts = {
      orders: orderIds.length,
      labels: await eraseParcelLabels(tx, orderIds, now),
      documentsErased: documents.erased,
      documentsKept: documents.kept,
      bag: await emptyErasedBag(tx, user.id),
      lists: await emptyErasedLists(tx, user.id),
      notifications: await deleteErasedNotifications(tx, user.id),
      follows: await unfollowAllOfErased(tx, user.id),
      complaints: await eraseComplaintsOf(tx, user.id),
    };
    await eraseProfileOf(tx, user.id);
    const email = await eraseSignIn(tx, user.id, now);
    const mails = email ? await deleteMailOfErased(tx, email) : 0;
    await logProcessing(tx, user.id, 'account_erased', now, { ...counts, mails });
    return {
      erasedAt: now.toISOString(),
      ordersKept: orderIds.length,
      documentsKeptWithName: documents.kept,
    };
  });
}
