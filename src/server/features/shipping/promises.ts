import { TYPICAL_PARCEL } from '#shared/parcel-sizes.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Carrier, CarrierName } from './carriers/carrier.ts';
import {
  findCarrierQuote,
  findSellerCarriers,
  type PromiseAnswer,
  saveCarrierQuote,
} from './carrier-choice.repository.ts';

/*
 * What a seller's carrier promises for a PIN code pair (issue 38; decision 073): whether it delivers there (for cash,
 * if asked), in how many days and by when. Kept for a day per pair; asked within a time budget, so a carrier that is
 * slow or down never holds up the trust strip or checkout, which fall back to Haat's own estimate.
 */

/** How long the buyer waits for a carrier's answer before Haat's own estimate stands in. */
export const CARRIER_PROMISE_BUDGET_MS = 1_500;
const KEPT_MS = 86_400_000;

export interface PromiseDeps {
  db: Db;
  now: () => Date;
  carriers: Map<CarrierName, Carrier>;
  logger: Logger;
}

export type CarrierPromise = PromiseAnswer & { carrier: CarrierName };

/** Each seller's carrier, among those set up here. */
export async function carriersOfSellers(deps: PromiseDeps, sellerIds: string[]): Promise<Map<string, CarrierName>> {
  // Without a carrier set up (the default), every estimate and checkout skips the question entirely.
  if (deps.carriers.size === 0) return new Map();
  const chosen = await findSellerCarriers(deps.db, sellerIds);
  return new Map([...chosen].filter(([, carrier]) => deps.carriers.has(carrier)));
}

/**
 * The promise of the carrier `name` from one PIN code to another; null when it could not say in time (Haat's own
 * estimate stands). A carrier's answer is kept for a day, served or not.
 */
export async function carrierPromise(
  deps: PromiseDeps,
  name: CarrierName,
  route: { fromPincode: string; toPincode: string; cod: boolean; declaredValuePaise: number },
): Promise<CarrierPromise | null> {
  const carrier = deps.carriers.get(name);
  if (!carrier) return null;
  const key = { carrier: name, fromPincode: route.fromPincode, toPincode: route.toPincode, cod: route.cod };
  const kept = await findCarrierQuote(deps.db, key);
  if (kept && deps.now().getTime() - kept.fetchedAt.getTime() < KEPT_MS) return { ...kept.answer, carrier: name };
  const asked = carrier.quote({ ...route, ...TYPICAL_PARCEL }).then((answer): PromiseAnswer => {
    const best = answer.quotes.toSorted((a, b) => a.days - b.days)[0];
    return {
      serviceable: answer.serviceable,
      reason: answer.reason,
      days: best?.days ?? null,
      estimatedDelivery: best?.estimatedDelivery ?? null,
    };
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CARRIER_PROMISE_BUDGET_MS);
  });
  try {
    const answer = await Promise.race([asked, late]);
    if (!answer) {
      // Kept when it comes, for the next buyer.
      asked.then((later) => saveCarrierQuote(deps.db, key, later, deps.now())).catch(() => undefined);
      return null;
    }
    await saveCarrierQuote(deps.db, key, answer, deps.now());
    return { ...answer, carrier: name };
  } catch (error) {
    deps.logger.warn(
      { err: error, carrier: name },
      'a carrier could not say whether it delivers: Haat’s estimate stands',
    );
    return null;
  } finally {
    clearTimeout(timer);
  }
}
