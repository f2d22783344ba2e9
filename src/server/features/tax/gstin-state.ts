import { gstinStateCode, gstStateCode, gstStateName } from '#shared/gst.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { placeOfPincode } from '../geo/geo.service.ts';

/**
 * A GSTIN is one state's registration (CGST Act, section 25(1): registration in each state from which taxable
 * supplies are made), and a seller's goods leave from their pickup PIN code: the GSTIN they give must be that
 * state's. A PIN code India Post's directory does not know is refused elsewhere, so it passes here.
 */
export async function checkGstinState(gstin: string, pickupPincode: string): Promise<void> {
  const place = await placeOfPincode(pickupPincode);
  const shipsFrom = place ? gstStateCode(place.state) : null;
  const registeredIn = gstinStateCode(gstin);
  if (!place || shipsFrom === null || shipsFrom === registeredIn) return;
  const message = phrase(
    /*i18n*/ 'This GSTIN is registered in {gstinState}, but your pickup PIN code {pincode} is in {pinState}. Give the GSTIN of the state you ship from.',
    { gstinState: gstStateName(registeredIn) ?? registeredIn, pincode: pickupPincode, pinState: place.state },
  );
  throw new AppError('validation_failed', message, { fields: { gstin: [message] } });
}
