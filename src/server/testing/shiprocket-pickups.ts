import { invalid, type Outcome, required, text } from './shiprocket-answers.ts';

/*
 * The Shiprocket test server's pickup locations (apidocs.shiprocket.in: "Add a New Pickup Location", POST
 * /settings/company/addpickup): each under a nickname of at most 36 characters, with a street address of at least
 * 10; a nickname is taken once. An order names one (pickup_location), else Shiprocket refuses it.
 */

const FIELDS = ['pickup_location', 'name', 'email', 'phone', 'address', 'city', 'state', 'country', 'pin_code'];

export function createPickupLocations() {
  const locations = new Map<string, Record<string, unknown>>();
  return {
    locations,
    has: (nickname: string) => locations.has(nickname),
    add(body: Record<string, unknown>): Outcome {
      const missing: Record<string, string[]> = {};
      for (const field of FIELDS) if (!text(body[field])) missing[field] = required(field);
      if (Object.keys(missing).length > 0) return invalid(missing);
      const nickname = text(body.pickup_location);
      if (nickname.length > 36)
        return invalid({ pickup_location: ['The pickup location may not be greater than 36 characters.'] });
      if (text(body.address).length < 10)
        return invalid({ address: ['Address line 1 should have atleast 10 characters'] });
      if (locations.has(nickname)) return invalid({ pickup_location: ['Address nick name already in use'] });
      locations.set(nickname, body);
      const pickupId = locations.size + 4_000_000;
      return { status: 200, body: { success: true, address: { ...body, id: pickupId }, pickup_id: pickupId } };
    },
  };
}
