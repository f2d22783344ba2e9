import { OPEN_RETURN_STATUSES } from '#shared/contracts/orders-returns.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { SellerAction, SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { awaitsBuyerConfirmation, buyerConfirmationOf } from './cod-confirmation.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { lineShares } from '../ledger/ledger.service.ts';
import { loadLines, publicLine, returnWindowOpen } from './order-view.ts';
import { findLineWithOrder, findOrders, listSellerLineIds } from './orders.repository.ts';
import { chargedSummary } from './parcel-charges.ts';
import { tokensPaid } from './cod-collection.ts';
import { hasOpenReturn } from './return-view.ts';
import { ANSWER_THE_REQUEST, applyLineAction, RULES } from './line-actions.ts';

type Action = SellerAction['action'];

const ACTIONS = Object.keys(RULES) as Action[];
/** What waits while a cash-on-delivery order waits for its buyer's confirmation (decision 070). */
const WAIT_FOR_BUYER: readonly Action[] = ['confirm', 'ship'];

/**
 * What the seller may do next with a line. Marking it returned (a parcel that came back without a
 * request) only while its window is open and no buyer's return request waits: that one is accepted instead.
 */
function actionsFor(
  line: { status: LineStatus; deliveredAt: Date | null; returnDays: number },
  now: Date,
  openReturn: boolean,
): Action[] {
  return ACTIONS.filter((action) => {
    if (!RULES[action].from.includes(line.status)) return false;
    return action !== 'return' || (returnWindowOpen(line, now) && !openReturn);
  });
}

/** The seller's view of the given lines (with the buyer's delivery details and the next actions) at `now`. */
export async function sellerLines(
  db: Db,
  media: MediaStorage,
  lineIds: string[],
  now: Date,
): Promise<SellerOrderLine[]> {
  const loaded = await loadLines(db, media, { lineIds }, now);
  const orderIds = [...new Set([...loaded.values()].map((line) => line.orderId))];
  const orderRows = await findOrders(db, orderIds);
  const orderById = new Map(orderRows.map((row) => [row.id, row]));
  // The seller's lines of each order: their parcel, and what its courier collects, less any token the buyer paid.
  const parcels = Map.groupBy([...loaded.values()], (line) => line.orderId);
  const tokens = await tokensPaid(
    db,
    orderRows.filter((row) => row.paymentMethod === 'cod' && row.paymentStatus === 'due_on_delivery'),
  );
  const collect = (orderId: string) => {
    const order = orderById.get(orderId);
    if (order?.paymentMethod !== 'cod' || order.paymentStatus !== 'due_on_delivery') return null;
    const own = parcels.get(orderId) ?? [];
    return (
      tokens.get(orderId)?.get(own[0]?.row.sellerId ?? '') ?? chargedSummary(own.map((line) => line.row)).totalPaise
    );
  };
  return lineIds.flatMap((id) => {
    const line = loaded.get(id);
    const order = line && orderById.get(line.orderId);
    if (!line || !order) return [];
    return [
      {
        ...publicLine(line),
        orderId: order.id,
        orderNumber: order.number,
        placedAt: order.placedAt.toISOString(),
        buyerName: order.contactName,
        buyerPhone: order.contactPhone,
        address: {
          line1: order.addressLine1,
          line2: order.addressLine2,
          city: order.city,
          state: order.state,
          pincode: order.pincode,
        },
        basePaise: line.basePaise,
        earning: {
          basePaise: line.basePaise,
          commissionBps: line.row.commissionBps,
          commissionPaise: line.row.commissionPaise,
          commissionGstPaise: line.row.commissionGstPaise,
          markupGstPaise: line.row.markupGstPaise,
          deliveryPaise: line.row.deliveryPaise,
          netPaise: lineShares(line.row).seller,
        },
        collectOnDeliveryPaise: collect(order.id),
        buyerConfirmBy: awaitsBuyerConfirmation(order) ? (order.codConfirmBy?.toISOString() ?? null) : null,
        actions: actionsFor(
          line.row,
          now,
          line.returns.some((request) => (OPEN_RETURN_STATUSES as readonly string[]).includes(request.status)),
        ).filter((action) => !(awaitsBuyerConfirmation(order) && WAIT_FOR_BUYER.includes(action))),
      },
    ];
  });
}

const SELLER_LINES_PAGE = 200;

/** The signed-in seller's own order lines, newest first; no other seller's line is ever read. */
export async function listSellerLines(context: ServiceContext, userId: string): Promise<SellerOrderLine[]> {
  const { db, media, now } = context;
  const seller = await requireOwnSeller(db, userId);
  return sellerLines(db, media, await listSellerLineIds(db, seller.id, SELLER_LINES_PAGE), now);
}

const NOT_NOW: Record<Action, string> = {
  confirm: /*i18n*/ 'Only a new order can be confirmed.',
  ship: /*i18n*/ 'Confirm the order before shipping it; a shipped order cannot ship again.',
  out_for_delivery: /*i18n*/ 'Only a shipped order can go out for delivery.',
  deliver: /*i18n*/ 'Only a shipped order can be marked delivered.',
  fail: /*i18n*/ 'Only an order on its way can fail delivery.',
  return: /*i18n*/ 'A line can be marked returned only when delivered and within its return window.',
  cancel: /*i18n*/ 'Only an order that has not shipped can be cancelled.',
};

/**
 * A seller moves one of their own lines along; another seller's line does not
 * exist for them. The buyer's mail about it goes once the change has committed.
 */
export async function actOnLine(
  context: ServiceContext,
  userId: string,
  lineId: string,
  input: SellerAction,
): Promise<SellerOrderLine> {
  const { db, media, orderMails: mails, now } = context;
  const seller = await requireOwnSeller(db, userId);
  const line = isUuid(lineId) ? await findLineWithOrder(db, lineId) : null;
  if (!line || line.line.sellerId !== seller.id) throw new AppError('not_found', /*i18n*/ 'Order line not found.');
  if (input.action === 'return' && (await hasOpenReturn(db, line.line.id)))
    throw new AppError('conflict', ANSWER_THE_REQUEST);
  if (!actionsFor(line.line, now, false).includes(input.action)) throw new AppError('conflict', NOT_NOW[input.action]);
  if (WAIT_FOR_BUYER.includes(input.action) && (await buyerConfirmationOf(db, line.line.orderId)))
    throw new AppError(
      'conflict',
      /*i18n*/ 'The buyer has not confirmed this cash-on-delivery order yet: it ships once they do, and is cancelled if they do not in time.',
    );

  const moved = await db.transaction((tx) =>
    applyLineAction(tx, { now, mails }, { ...line, seller: { id: seller.id, name: seller.businessName } }, input),
  );
  if (!moved.moved) throw new AppError('conflict', NOT_NOW[input.action]);
  if (moved.mail) mails.compose(moved.mail);
  const [view] = await sellerLines(db, media, [line.line.id], now);
  return view as SellerOrderLine;
}
