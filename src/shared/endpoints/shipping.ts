import {
  bookParcelSchema,
  bulkBookedSchema,
  bulkBookSchema,
  dayLabelsQuerySchema,
  labelQuerySchema,
  chooseCarrierSchema,
  ndrChoiceSchema,
  orderParcelListSchema,
  orderParcelParams,
  orderParcelSchema,
  parcelFiguresQuerySchema,
  parcelFiguresSchema,
  parcelParams,
  parcelQuotesSchema,
  parcelSchema,
  parcelSizeQuerySchema,
  suggestedParcelSizeSchema,
  returnPickupParams,
  quoteParcelSchema,
  sellerCarrierSchema,
  sellerParcelListSchema,
  shiprocketWebhookHeaders,
} from '../contracts/shipping.ts';
import { returnPickupSchema } from '../contracts/orders-returns.ts';
import { defineEndpoint } from './define.ts';
import { orderTokenHeader } from './orders.ts';

/* Parcels that book themselves (decision 073): a seller's booking, its label, and the carriers' tracking events. */

const sellerCarrierPath = '/seller/carrier';
const sellerParcelsPath = '/seller/parcels';
const noOrder = 'No such order for this buyer or token.';

export const shippingEndpoints = {
  carrier: defineEndpoint({
    method: 'get',
    path: sellerCarrierPath,
    access: 'signed-in',
    tags: ['shipping'],
    summary: 'The carrier the signed-in seller ships with, and those set up here',
    response: { status: 200, schema: sellerCarrierSchema, description: 'The choice; null: by hand.' },
  }),
  chooseCarrier: defineEndpoint({
    method: 'put',
    path: sellerCarrierPath,
    access: 'signed-in',
    tags: ['shipping'],
    summary:
      'Ship with a carrier set up here (its promises then show on the trust strip and are checked at checkout), or by hand (null)',
    body: chooseCarrierSchema,
    response: { status: 200, schema: sellerCarrierSchema, description: 'The choice now.' },
    errors: { 409: 'That carrier is not set up here.' },
  }),
  parcels: defineEndpoint({
    method: 'get',
    path: sellerParcelsPath,
    access: 'signed-in',
    tags: ['shipping'],
    summary: 'The signed-in seller’s parcels booked with a carrier, newest first, each with its timeline',
    response: { status: 200, schema: sellerParcelListSchema, description: 'Up to 200 parcels.' },
  }),
  quotes: defineEndpoint({
    method: 'post',
    path: '/seller/parcel-quotes',
    access: 'signed-in',
    tags: ['shipping'],
    summary:
      'The quotes of every carrier set up here for the signed-in seller’s part of an order, at this size, side by side',
    body: quoteParcelSchema,
    response: {
      status: 200,
      schema: parcelQuotesSchema,
      description: 'Each courier’s rate and date, cheapest first; the carriers that could not quote, with why.',
    },
    errors: { 404: 'No such order, or none of it is the seller’s.', 409: 'No carrier is set up here.' },
  }),
  book: defineEndpoint({
    method: 'post',
    path: sellerParcelsPath,
    access: 'signed-in',
    tags: ['shipping'],
    summary:
      'Book the signed-in seller’s part of an order with a carrier: an AWB, a pickup and the label; its status then follows the carrier’s events',
    body: bookParcelSchema,
    response: { status: 201, schema: parcelSchema, description: 'The parcel, booked.' },
    errors: {
      404: 'No such order, or none of it is the seller’s.',
      409: 'An item is not confirmed, the parcel is booked already, or the carrier is not set up here.',
      422: 'The carrier refused it, with its reason.',
      503: 'The carrier could not be reached: nothing was booked.',
    },
  }),
  label: defineEndpoint({
    method: 'get',
    path: '/seller/parcels/{id}/label.pdf',
    access: 'signed-in',
    tags: ['shipping'],
    summary: 'The label of one of the signed-in seller’s parcels, as the carrier made it, on a 4×6 or an A4 page (PDF)',
    params: parcelParams,
    query: labelQuerySchema,
    response: { status: 200, stream: 'application/pdf', description: 'The label.' },
    errors: { 404: 'No such parcel of the seller’s.' },
  }),
  shiprocketWebhook: defineEndpoint({
    method: 'post',
    path: '/shipping/webhooks/shiprocket',
    access: 'public',
    tags: ['shipping'],
    summary: 'Shiprocket’s tracking events, carrying the webhook token in x-api-key',
    description:
      'Each event is recorded once (a redelivery changes nothing) and moves its parcel only forward: an event older than the last one applied, or after the parcel’s end, is kept but moves nothing.',
    headers: shiprocketWebhookHeaders,
    response: { status: 204, description: 'Handled, or already handled.' },
    errors: {
      400: 'The body is not a Shiprocket tracking event.',
      401: 'The token is not Shiprocket’s.',
      404: 'Shiprocket is not set up here.',
    },
  }),
  delhiveryWebhook: defineEndpoint({
    method: 'post',
    path: '/shipping/webhooks/delhivery',
    access: 'public',
    tags: ['shipping'],
    summary: 'Delhivery’s scan pushes, carrying the static token Delhivery was given in x-api-key',
    description: 'As Shiprocket’s: each scan recorded once, moving its parcel only forward.',
    headers: shiprocketWebhookHeaders,
    response: { status: 204, description: 'Handled, or already handled.' },
    errors: {
      400: 'The body is not a Delhivery scan.',
      401: 'The token is not the one Delhivery was given.',
      404: 'Delhivery is not set up here.',
    },
  }),
  orderParcels: defineEndpoint({
    method: 'get',
    path: '/orders/{id}/parcels',
    access: 'public',
    tags: ['shipping'],
    summary: 'The parcels of an order booked with a carrier, for its signed-in buyer or a guest holding its token',
    params: orderParcelParams.pick({ id: true }),
    headers: orderTokenHeader,
    response: { status: 200, schema: orderParcelListSchema, description: 'Each parcel with the carrier’s timeline.' },
    errors: { 404: noOrder },
  }),
  answerNdr: defineEndpoint({
    method: 'post',
    path: '/orders/{id}/parcels/{parcelId}/ndr',
    access: 'public',
    tags: ['shipping'],
    summary:
      'After a failed delivery, the buyer chooses what the courier does next (another attempt, a corrected address, or sending it back); the choice goes to the carrier',
    params: orderParcelParams,
    headers: orderTokenHeader,
    body: ndrChoiceSchema,
    response: { status: 200, schema: orderParcelSchema, description: 'The parcel, the answer sent.' },
    errors: {
      404: noOrder,
      409: 'The parcel is not waiting for an answer, or this attempt is answered already.',
      422: 'The date is not one the courier can come, or the carrier refused the answer.',
      503: 'The carrier could not be reached: nothing was sent. Try again.',
    },
  }),
  opsFigures: defineEndpoint({
    method: 'get',
    path: '/ops/parcels',
    access: 'operator',
    tags: ['shipping', 'ops'],
    summary:
      'Per carrier, by PIN zone and by seller: parcels booked in the last 7, 30 or 90 days, delivered, failed an attempt, sent back and lost, cash on delivery apart',
    query: parcelFiguresQuerySchema,
    response: { status: 200, schema: parcelFiguresSchema, description: 'The figures, most parcels first.' },
  }),
  collectReturn: defineEndpoint({
    method: 'post',
    path: '/seller/returns/{returnId}/pickup',
    access: 'signed-in',
    tags: ['shipping'],
    summary:
      'Accept a return request and book its pickup with the seller’s carrier: the item is taken back (restocked, the money moving) when the courier delivers it to the seller',
    params: returnPickupParams,
    body: returnPickupSchema,
    response: { status: 201, schema: parcelSchema, description: 'The pickup, booked; the buyer is told its date.' },
    errors: {
      404: 'No such return request of the seller’s.',
      409: 'The request is answered already, or the seller’s carrier books no return pickups.',
      422: 'The carrier refused it, with its reason.',
      503: 'The carrier could not be reached: nothing was booked.',
    },
  }),
  dayLabels: defineEndpoint({
    method: 'get',
    path: '/seller/labels.pdf',
    access: 'signed-in',
    tags: ['shipping'],
    summary:
      'The labels of every parcel the signed-in seller booked on a day (India), in one PDF: 4×6 pages, or A4 four a page',
    query: dayLabelsQuerySchema,
    response: { status: 200, stream: 'application/pdf', description: 'The labels, oldest booking first.' },
    errors: { 404: 'No parcel with a label was booked that day.' },
  }),
  parcelSize: defineEndpoint({
    method: 'get',
    path: '/seller/parcel-size',
    access: 'signed-in',
    tags: ['shipping'],
    summary:
      'The size to book the signed-in seller’s part of an order at: as they last packed its product, else its category’s usual box',
    query: parcelSizeQuerySchema,
    response: { status: 200, schema: suggestedParcelSizeSchema, description: 'The size, and where it comes from.' },
    errors: { 404: 'No such order, or none of it is the seller’s.' },
  }),
  bulkBook: defineEndpoint({
    method: 'post',
    path: '/seller/parcels/bulk',
    access: 'signed-in',
    tags: ['shipping'],
    summary:
      'Book many confirmed orders with the signed-in seller’s carrier at once, each at its suggested size (as last packed, else its category’s box), the carrier choosing the courier',
    body: bulkBookSchema,
    response: {
      status: 200,
      schema: bulkBookedSchema,
      description: 'The parcels booked, and each order not booked with why.',
    },
    errors: { 409: 'The seller ships by hand: no carrier chosen.' },
  }),
};
