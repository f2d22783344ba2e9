import { createHmac } from 'node:crypto';
import { envelope } from './razorpayx-contract.ts';

/*
 * The request rules of Razorpay's payment gateway APIs, for the Razorpay test server (docs: "Orders API: Create an
 * Order", "S2S JSON v2: Build Integration for UPI Intent", "Refunds API: Create a Normal / Instant Refund", "Create
 * a Normal Refund (Idempotent Request)", "Test S2S: Error Index", "Payment Signature Verification"). Each rule is
 * the docs' own; error descriptions are ours where the docs give none (marked "ours").
 */

type Json = Record<string, unknown>;

export interface PaymentsContractError {
  field?: string;
  description: string;
  reason?: string;
  step?: string;
}

/** The docs' error envelope `{error: {code, description, source, step, reason, metadata, field}}`. */
export function razorpayError(
  description: string,
  field?: string,
  {
    code = 'BAD_REQUEST_ERROR',
    source = 'business',
    step = 'payment_initiation',
    reason = 'input_validation_failed',
  } = {},
) {
  const { error } = envelope(code, description, field, source, reason);
  return { error: { ...error, step } };
}

export const contractError = (invalid: PaymentsContractError) =>
  razorpayError(invalid.description, invalid.field, {
    ...(invalid.reason ? { reason: invalid.reason } : {}),
    ...(invalid.step ? { step: invalid.step } : {}),
  });

/** The docs' answer to an id of no entity (orders, payments, refunds alike). */
export const idDoesNotExist = (field = 'id') => razorpayError('The id provided does not exist', field);

/** `razorpay_signature`: hex HMAC-SHA256 of `order_id|razorpay_payment_id`, keyed with the key secret. */
export const razorpayPaymentSignature = (orderId: string, paymentId: string, keySecret: string) =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`, 'utf8').digest('hex');

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const missing = (value: unknown) => value === undefined || value === null || value === '';
const required = (field: string): PaymentsContractError => ({ field, description: `The ${field} field is required.` });

/** Notes: at most 15 key-value pairs of at most 256 characters each (the docs'). */
function notesError(notes: unknown): PaymentsContractError | null {
  if (notes === undefined) return null;
  const ok =
    isObject(notes) &&
    Object.keys(notes).length <= 15 &&
    Object.values(notes).every(
      (value) => (typeof value === 'string' && value.length <= 256) || typeof value === 'number',
    );
  return ok ? null : { field: 'notes', description: 'Notes may have at most 15 values of 256 characters.' }; // ours
}

/** amount: a whole number of paise; the docs' "The amount must be an integer." */
function amountError(amount: unknown): PaymentsContractError | null {
  if (missing(amount)) return required('amount');
  if (!Number.isSafeInteger(amount)) return { field: 'amount', description: 'The amount must be an integer.' };
  return null;
}

/** Only INR: Haat sells in India (the docs' currency list is longer; the test server takes INR alone, ours). */
function currencyError(currency: unknown): PaymentsContractError | null {
  if (missing(currency)) return required('currency');
  return currency === 'INR' ? null : { field: 'currency', description: 'The currency must be INR.' }; // ours
}

function receiptError(receipt: unknown): PaymentsContractError | null {
  if (receipt === undefined || receipt === null) return null;
  return typeof receipt === 'string' && receipt.length <= 40
    ? null
    : { field: 'receipt', description: 'The receipt may not be greater than 40 characters.' }; // ours (40: docs')
}

/** POST /v1/orders: amount ≥ 100 paise (the error index's reason and step), currency, receipt ≤ 40, notes. */
export function orderCreateError(body: unknown): PaymentsContractError | null {
  if (!isObject(body)) return { field: 'body', description: 'The request body is not a JSON object.' }; // ours
  const amount = amountError(body.amount);
  if (amount) return amount;
  if (Number(body.amount) < 100) {
    return {
      field: 'amount',
      description: 'Order amount less than minimum amount allowed',
      reason: 'amount_less_than_minimum_amount',
      step: 'order_creation',
    };
  }
  return currencyError(body.currency) ?? receiptError(body.receipt) ?? notesError(body.notes);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CONTACT = /^\+?[0-9]{8,15}$/;

/**
 * POST /v1/payments/create/upi, intent flow: amount, currency, order_id, email, contact, method `upi`, the
 * customer's ip, referer and user_agent (all marked mandatory), `upi: {flow: 'intent'}`. The order's own rules
 * (it exists, is unpaid, amount equals amount_due) are checked by the state.
 */
export function upiIntentError(body: unknown): PaymentsContractError | null {
  if (!isObject(body)) return { field: 'body', description: 'The request body is not a JSON object.' }; // ours
  const invalid = amountError(body.amount) ?? currencyError(body.currency);
  if (invalid) return invalid;
  for (const field of ['order_id', 'email', 'contact', 'method', 'ip', 'referer', 'user_agent']) {
    if (missing(body[field])) return required(field);
  }
  if (typeof body.email !== 'string' || !EMAIL.test(body.email)) {
    return { field: 'email', description: 'The email must be a valid email address.' }; // ours
  }
  if (!CONTACT.test(String(body.contact))) {
    return { field: 'contact', description: 'The contact format is invalid.' }; // ours
  }
  if (body.method !== 'upi') return { field: 'method', description: 'The method must be upi.' }; // ours
  const upi = body.upi;
  if (!isObject(upi) || missing(upi.flow)) return required('upi.flow');
  if (upi.flow !== 'intent') {
    return { field: 'upi.flow', description: 'This test server implements the intent flow only.' }; // ours
  }
  return notesError(body.notes);
}

/** POST /v1/payments/:id/refund: amount ≥ 100 paise ("The amount must be at least INR 1.00"), speed, receipt. */
export function refundCreateError(body: unknown): PaymentsContractError | null {
  if (body === null) return null;
  if (!isObject(body)) return { field: 'body', description: 'The request body is not a JSON object.' }; // ours
  if (body.amount !== undefined) {
    const amount = amountError(body.amount);
    if (amount) return amount;
    if (Number(body.amount) < 100) return { field: 'amount', description: 'The amount must be at least INR 1.00' };
  }
  if (body.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum') {
    return { field: 'speed', description: 'The selected speed is invalid.' }; // ours
  }
  return receiptError(body.receipt) ?? notesError(body.notes);
}

/** X-Refund-Idempotency: at least 10 letters, digits, hyphens or underscores (the docs'). */
export const refundIdempotencyKeyError = (key: string): PaymentsContractError | null =>
  /^[A-Za-z0-9_-]{10,}$/.test(key)
    ? null
    : { field: 'X-Refund-Idempotency', description: 'The idempotency key format is invalid.' }; // ours

/** Paise as rupees with two decimals: 12345 → "123.45". */
export const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

const encode = (value: string) => encodeURIComponent(value).replaceAll('%40', '@');

/**
 * The intent `link`: `upi://pay?pa=…&pn=…&tr=…&tn=…&am=…&cu=INR&mc=…`, the parameters of the docs' sample (values
 * percent-encoded, spaces as %20, `@` kept). Ours: tr is the payment id, mc the MCC 5399 (general merchandise).
 */
export function upiIntentLink(link: { vpa: string; name: string; reference: string; paise: number; note: string }) {
  const parameters: [string, string][] = [
    ['pa', link.vpa],
    ['pn', link.name],
    ['tr', link.reference],
    ['tn', link.note],
    ['am', rupees(link.paise)],
    ['cu', 'INR'],
    ['mc', '5399'],
  ];
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}
