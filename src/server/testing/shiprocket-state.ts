import { createHmac } from 'node:crypto';
import {
  couriers,
  error,
  invalid,
  type NdrActionRecord,
  type Outcome,
  positive,
  required,
  type ShiprocketShipment,
  text,
  TOKEN_LIFETIME_MS,
} from './shiprocket-answers.ts';

import { createPickupLocations } from './shiprocket-pickups.ts';

export { error, type Outcome, type ShiprocketShipment, unauthenticated } from './shiprocket-answers.ts';

const DAY_MS = 86_400_000;

/*
 * The state of the Shiprocket test server and the answers of its API, as Shiprocket's external API documents them
 * (apidocs.shiprocket.in: Authentication, Couriers, Orders, Shipments, Labels, Tracking, NDR; the digest of the
 * contract is decision 073's): tokens valid for 10 days, serviceability with each courier's rate in rupees, custom
 * orders under the seller's `order_id` (taken once: 422 "The order id has already been taken."), AWBs, pickups,
 * labels as PDF URLs, NDR actions answered 202, and errors as `{message, errors?, status_code}`.
 */

export function createShiprocketState(options: { email: string; password: string; secret: string; now: () => Date }) {
  const shipments = new Map<number, ShiprocketShipment>();
  const ndrActions: NdrActionRecord[] = [];
  const unserviceable = new Set<string>();
  const noCod = new Set<string>();
  const pickups = createPickupLocations();
  let nextOrder = 281_248_100;
  let nextShipment = 16_090_200;
  let nextAwb = 19_041_424_751_500;
  let logins = 0;
  let serviceabilityCalls = 0;

  /** A token is the time it was issued, signed: valid for ten days from then. */
  const sign = (issued: number) => createHmac('sha256', options.secret).update(String(issued)).digest('hex');
  const tokenOf = (issued: number) => `${Buffer.from(String(issued)).toString('base64url')}.${sign(issued)}`;

  function tokenValid(header: string | undefined): boolean {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
    const [issuedPart = '', signature = ''] = token.split('.');
    const issued = Number(Buffer.from(issuedPart, 'base64url').toString());
    if (!Number.isFinite(issued) || signature !== sign(issued)) return false;
    return options.now().getTime() < issued + TOKEN_LIFETIME_MS;
  }

  function login(body: Record<string, unknown>): Outcome {
    if (body.email !== options.email || body.password !== options.password)
      return error(403, 'Invalid email and password combination');
    logins += 1;
    const issued = options.now().getTime();
    return { status: 200, body: { id: 1, email: options.email, company_id: 25_149, token: tokenOf(issued) } };
  }

  function serviceability(query: URLSearchParams): Outcome {
    serviceabilityCalls += 1;
    const missing: Record<string, string[]> = {};
    for (const field of ['pickup_postcode', 'delivery_postcode', 'weight', 'cod'])
      if (!query.get(field)) missing[field] = required(field);
    if (Object.keys(missing).length > 0) return invalid(missing, 'Required field missing');
    const to = query.get('delivery_postcode') ?? '';
    if (unserviceable.has(to))
      return { status: 404, body: { status: 404, message: 'No courier serviceable for this pincode' } };
    const cod = query.get('cod') === '1';
    const weight = Math.max(0.5, Number(query.get('weight')));
    const offered = couriers.filter((courier) => !cod || (courier.cod && !noCod.has(to)));
    if (offered.length === 0)
      return { status: 404, body: { status: 404, message: 'COD is not available for this pincode' } };
    const today = options.now().getTime();
    return {
      status: 200,
      body: {
        status: 200,
        currency: 'INR',
        data: {
          available_courier_companies: offered.map((courier) => ({
            courier_company_id: courier.id,
            courier_name: courier.name,
            rate: courier.base + Math.ceil(weight / 0.5) * (courier.perKg / 2),
            freight_charge: courier.base,
            cod: courier.cod && !noCod.has(to) ? 1 : 0,
            estimated_delivery_days: String(courier.days),
            etd: new Date(today + courier.days * DAY_MS).toLocaleDateString('en-US', {
              month: 'short',
              day: '2-digit',
              year: 'numeric',
              timeZone: 'Asia/Kolkata',
            }),
          })),
          recommended_courier_company_id: offered[0]?.id,
        },
      },
    };
  }

  /**
   * A new order and its shipment, once its required fields are there (Shiprocket's 422 otherwise) and its order_id
   * is new (a retry's second create is refused, as Shiprocket refuses it).
   */
  function placeOrder(
    body: Record<string, unknown>,
    fields: string[],
    shipment: Pick<ShiprocketShipment, 'paymentMethod' | 'deliveryPincode' | 'isReturn'>,
  ): ShiprocketShipment | Outcome {
    const missing: Record<string, string[]> = {};
    for (const field of ['order_id', 'order_date', ...fields, 'payment_method'])
      if (!text(body[field])) missing[field] = required(field);
    for (const field of ['sub_total', 'length', 'breadth', 'height', 'weight'])
      if (!positive(body[field])) missing[field] = required(field);
    if (!Array.isArray(body.order_items) || body.order_items.length === 0)
      missing.order_items = required('order_items');
    if (Object.keys(missing).length > 0) return invalid(missing);
    const channelOrderId = text(body.order_id);
    if ([...shipments.values()].some((each) => each.channelOrderId === channelOrderId))
      return invalid({ order_id: ['The order id has already been taken.'] });
    nextOrder += 1;
    nextShipment += 1;
    const placed: ShiprocketShipment = {
      orderId: nextOrder,
      shipmentId: nextShipment,
      channelOrderId,
      courierId: null,
      courierName: null,
      awb: null,
      pickupDate: null,
      labelUrl: null,
      subTotal: Number(body.sub_total),
      weightKg: Number(body.weight),
      payload: body,
      ...shipment,
    };
    shipments.set(placed.shipmentId, placed);
    return placed;
  }

  /** POST /orders/create/adhoc: the parcel to the buyer (billing_*, shipped there), COD or prepaid. */
  function createOrder(body: Record<string, unknown>): Outcome {
    if (text(body.pickup_location) && !pickups.has(text(body.pickup_location)))
      return {
        status: 422,
        body: {
          message: 'Wrong Pickup location entered. Please choose one location from data given',
          status_code: 422,
        },
      };
    const address = ['customer_name', 'address', 'city', 'pincode', 'state', 'country', 'phone'];
    const placed = placeOrder(body, ['pickup_location', ...address.map((field) => `billing_${field}`)], {
      paymentMethod: body.payment_method === 'COD' ? 'COD' : 'Prepaid',
      deliveryPincode: text(body.billing_pincode),
      isReturn: false,
    });
    if (!('shipmentId' in placed)) return placed;
    const answer = { order_id: placed.orderId, shipment_id: placed.shipmentId, status: 'NEW', status_code: 1 };
    return { status: 200, body: { ...answer, awb_code: null, courier_company_id: null, courier_name: null } };
  }

  /**
   * POST /orders/create/return: a return order, picked up at the pickup_* address (the buyer's) and shipped to the
   * shipping_* one (the seller's); always prepaid. Answers its ids with status RETURN PENDING (status_code 21).
   */
  function createReturn(body: Record<string, unknown>): Outcome {
    const address = ['customer_name', 'address', 'city', 'state', 'country', 'pincode', 'phone'];
    const fields = ['pickup', 'shipping'].flatMap((side) => address.map((field) => `${side}_${field}`));
    const placed = placeOrder(body, fields, {
      paymentMethod: 'Prepaid',
      deliveryPincode: text(body.shipping_pincode),
      isReturn: true,
    });
    if (!('shipmentId' in placed)) return placed;
    const answer = { order_id: placed.orderId, shipment_id: placed.shipmentId };
    return { status: 200, body: { ...answer, status: 'RETURN PENDING', status_code: 21 } };
  }

  /** GET /orders?search=: the seller's order by its order_id, with its shipments. */
  function searchOrders(query: URLSearchParams): Outcome {
    const search = query.get('search') ?? '';
    const found = [...shipments.values()].filter((shipment) => shipment.channelOrderId === search);
    return {
      status: 200,
      body: {
        data: found.map((shipment) => ({
          id: shipment.orderId,
          channel_order_id: shipment.channelOrderId,
          shipments: [{ id: shipment.shipmentId, awb: shipment.awb ?? '', courier: shipment.courierName ?? '' }],
        })),
        meta: { pagination: { total: found.length, count: found.length, per_page: 15, current_page: 1 } },
      },
    };
  }

  function assignAwb(body: Record<string, unknown>): Outcome {
    if (!text(body.shipment_id)) return invalid({ shipment_id: required('shipment_id') }, 'Required field missing');
    const shipment = shipments.get(Number(body.shipment_id));
    if (!shipment) return error(400, 'Invalid shipment id');
    if (shipment.awb)
      return {
        status: 200,
        body: { awb_assign_status: 0, response: { data: { awb_assign_error: 'AWB is already assigned' } } },
      };
    const courier = couriers.find((each) => each.id === Number(body.courier_id)) ?? couriers[0];
    if (shipment.paymentMethod === 'COD' && (!courier.cod || noCod.has(shipment.deliveryPincode)))
      return error(400, `${courier.name} does not collect cash on delivery here`);
    nextAwb += 1;
    shipment.awb = String(nextAwb);
    shipment.courierId = courier.id;
    shipment.courierName = courier.name;
    const data = {
      courier_company_id: courier.id,
      awb_code: shipment.awb,
      cod: shipment.paymentMethod === 'COD' ? 1 : 0,
      order_id: shipment.orderId,
      shipment_id: shipment.shipmentId,
      awb_code_status: 1,
      courier_name: courier.name,
    };
    return { status: 200, body: { awb_assign_status: 1, response: { data } } };
  }

  function withAwb(body: Record<string, unknown>): ShiprocketShipment | Outcome {
    if (!Array.isArray(body.shipment_id)) return invalid({ shipment_id: ['The shipment id must be an array.'] });
    const shipment = shipments.get(Number(body.shipment_id[0]));
    if (!shipment) return error(400, 'Invalid shipment id');
    if (!shipment.awb) return { status: 400, body: { message: 'Awb not Assigned' } };
    return shipment;
  }

  function generatePickup(body: Record<string, unknown>): Outcome {
    const shipment = withAwb(body);
    if (!('shipmentId' in shipment)) return shipment;
    if (shipment.pickupDate) return { status: 400, body: { message: 'Already in Pickup Queue.' } };
    const tomorrow = new Date(options.now().getTime() + DAY_MS);
    shipment.pickupDate = tomorrow.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const response = {
      pickup_scheduled_date: `${shipment.pickupDate} 12:00:00`,
      pickup_token_number: `Reference No: ${shipment.courierId}_${shipment.shipmentId}`,
      status: 3,
      data: `Pickup is confirmed by ${shipment.courierName} For AWB :- ${shipment.awb}`,
    };
    return { status: 200, body: { pickup_status: 1, response } };
  }

  function generateLabel(body: Record<string, unknown>, origin: string): Outcome {
    const shipment = withAwb(body);
    if (!('shipmentId' in shipment))
      return 'status' in shipment && shipment.status === 400
        ? { status: 200, body: { label_created: 0, not_created: [], response: 'No valid shipment ids to print label' } }
        : shipment;
    shipment.labelUrl = `${origin}/labels/shipping-label-${shipment.shipmentId}-${shipment.awb}.pdf`;
    return {
      status: 200,
      body: {
        label_created: 1,
        label_url: shipment.labelUrl,
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      },
    };
  }

  function ndrAction(awb: string, body: Record<string, unknown>): Outcome {
    if (![...shipments.values()].some((shipment) => shipment.awb === awb)) return error(404, '404 Not Found');
    if (!['re-attempt', 'return', 'fake-attempt'].includes(text(body.action)))
      return invalid({ action: ['The selected action is invalid.'] });
    if (!text(body.comments)) return invalid({ comments: required('comments') }, 'Required field missing');
    ndrActions.push({ awb, body: structuredClone(body) });
    return { status: 202, body: { status: 'Data Updated Sucessfully' } };
  }

  return {
    shipments,
    ndrActions,
    pickupLocations: pickups.locations,
    addPickup: pickups.add,
    unserviceable,
    noCod,
    logins: () => logins,
    serviceabilityCalls: () => serviceabilityCalls,
    tokenValid,
    login,
    serviceability,
    createOrder,
    createReturn,
    searchOrders,
    assignAwb,
    generatePickup,
    generateLabel,
    ndrAction,
  };
}

export type ShiprocketState = ReturnType<typeof createShiprocketState>;
