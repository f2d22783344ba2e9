import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { PayoutMethodInput } from '#shared/contracts/payouts.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { payoutEndpoints } from '#shared/endpoints/payouts.ts';
import { callEndpoint, dataOf } from './call-endpoint.ts';
import {
  type Business,
  chennaiBuyer,
  createdListing,
  createdProduct,
  enrolmentBank,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from './shop-setup.ts';
import type { TestServer } from './test-server.ts';

/*
 * Payees with payable earnings, made through the API as people make them: a seller and a creator, a delivered
 * order whose return window has closed, and (when given) each one's payout method.
 */

const DAY_MS = 86_400_000;

export const creatorUpi = {
  kind: 'upi',
  upiId: 'meera.wears@okaxis',
  pan: 'ABCPI1234F',
  panName: 'Meera Iyer',
} satisfies PayoutMethodInput;
/**
 * A seller registered for GST, who sells without payout details (their GSTIN holds their PAN): the one a test of a
 * payee without a payout method needs, since a seller not registered enrols with their PAN on file.
 */
export const registeredBusiness = (businessName: string, slug: string): Business => ({
  businessName,
  slug,
  pickupPincode: '411001',
  gstin: '27AALCK5097P1ZJ',
});

/** The bank account an unregistered seller enrolled with (shop-setup.ts). */
export const sellerBank = enrolmentBank;

export const savePayoutMethod = async (server: TestServer, cookie: string, body: PayoutMethodInput) =>
  dataOf(await callEndpoint(server, payoutEndpoints.saveMethod, { body }, cookie));

/**
 * A seller (a GST registration when `business.gstin`) and a creator, each with payout methods unless `null`, and
 * `quantity` of a ₹1,200 kurta with a ₹300 markup delivered, its return window closed: payable.
 */
export async function payeesWithPayables(
  server: TestServer,
  options: {
    business: Business;
    handle: string;
    quantity?: number;
    sellerMethod?: PayoutMethodInput | null;
    creatorMethod?: PayoutMethodInput | null;
  },
) {
  const seller = await signedInSeller(server, options.business);
  const creator = await signedInCreator(server, { handle: options.handle });
  const product = await createdProduct(server, seller.cookie, {
    name: 'Block-print kurta',
    category: 'fashion',
    pricePaise: 120_000,
    stock: 50,
    returnPolicyDays: 7,
  });
  const listing = await createdListing(server, creator.cookie, product.id, 30_000);
  const order = await placedOrder(server, {
    ...chennaiBuyer,
    lines: [{ listingId: listing.id, quantity: options.quantity ?? 1 }],
  });
  const steps: SellerAction[] = [
    { action: 'confirm' },
    { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL445566' },
    { action: 'deliver' },
  ];
  for (const line of order.order.lines)
    for (const body of steps)
      dataOf(await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId: line.id }, body }, seller.cookie));
  server.deps.clock.advance(8 * DAY_MS);
  // Reading the ledger makes what is due payable.
  dataOf(await callEndpoint(server, ledgerEndpoints.earnings, { query: { as: 'seller' } }, seller.cookie));
  if (options.sellerMethod !== null) await savePayoutMethod(server, seller.cookie, options.sellerMethod ?? sellerBank);
  if (options.creatorMethod !== null)
    await savePayoutMethod(server, creator.cookie, options.creatorMethod ?? creatorUpi);
  return { seller, creator, order };
}
