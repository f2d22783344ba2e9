import { randomInt } from 'node:crypto';

/*
 * The request rules of Cashfree's Payment Gateway API, for the Cashfree test server (docs, x-api-version 2023-08-01
 * and 2025-01-01: "Create Order", "Order Pay", "Create Refund", "Create Vendor", "Split After Payment", "Create On
 * Demand Transfer", the error samples `{message, code, type}`). Each rule is the docs' own; messages are ours where
 * the docs give none (marked "ours").
 */

type Json = Record<string, unknown>;

export interface CashfreeEvent {
  type: string;
  data: Json;
}

/** An answer to an API request and the webhooks it fires (sent after the answer). */
export interface Outcome {
  status: number;
  body: unknown;
  events?: CashfreeEvent[];
}

export const ok = (body: unknown, events?: CashfreeEvent[]): Outcome => ({
  status: 200,
  body,
  ...(events ? { events } : {}),
});

/** The docs' error body. */
export const cashfreeError = (status: number, message: string, code: string, type = 'invalid_request_error') => ({
  status,
  body: { message, code, type },
});
export const invalid = (message: string, code = 'request_invalid') => cashfreeError(400, message, code);
export const notFound = (entity: string) => cashfreeError(404, `${entity} not found`, `${entity}_not_found`); // ours
export const conflict = (message: string, code: string) => cashfreeError(409, message, code);

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const missing = (value: unknown) => value === undefined || value === null || value === '';
const required = (field: string) => `${field} : is missing in the request`; // ours

export const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
/** A Cashfree-like numeric id, as a string. */
export const numericId = () => `${randomInt(1, 10)}${digits(9)}`;

/** A time as Cashfree writes it: ISO 8601 in India's time, `2022-12-15T12:20:29+05:30`. */
export function istTime(ms: number): string {
  return `${new Date(ms + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;
}

/**
 * An amount in rupees "up to two decimals" as paise, read from the number's digits, or null: a string, a negative,
 * or a third decimal is not an amount.
 */
export function paiseOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(value));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
export const rupees = (paise: number) => paise / 100;

function amountError(field: string, value: unknown, minimumPaise: number): string | null {
  if (missing(value)) return required(field);
  const paise = paiseOf(value);
  if (paise === null) return `${field} : must be a number with at most two decimals`; // ours
  if (paise < minimumPaise) return `${field} : must be at least ${rupees(minimumPaise).toFixed(2)}`; // ours
  return null;
}

const ORDER_ID = /^[A-Za-z0-9_-]{3,45}$/; // the docs: alphanumeric, '_' and '-' (the length is ours)
const CUSTOMER_ID = /^[A-Za-z0-9_-]{3,50}$/; // ours
const PHONE = /^(\+91)?\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /pg/orders: order_amount ≥ ₹1 with two decimals, INR, customer_details with an id and a phone, ≤ 10 tags. */
export function orderCreateError(body: unknown): string | null {
  if (!isObject(body)) return 'request body : must be a JSON object'; // ours
  if (body.order_id !== undefined && (typeof body.order_id !== 'string' || !ORDER_ID.test(body.order_id))) {
    return "order_id : should contain alphanumeric, '_' and '-' only";
  }
  const amount = amountError('order_amount', body.order_amount, 100);
  if (amount) return amount;
  if (missing(body.order_currency)) return required('order_currency');
  if (body.order_currency !== 'INR') return 'order_currency : this account takes INR only'; // ours
  const customer = body.customer_details;
  if (!isObject(customer)) return required('customer_details');
  if (typeof customer.customer_id !== 'string' || !CUSTOMER_ID.test(customer.customer_id)) {
    return 'customer_details.customer_id : should be alphanumeric'; // ours
  }
  if (typeof customer.customer_phone !== 'string' || !PHONE.test(customer.customer_phone)) {
    return 'customer_details.customer_phone : should be a valid phone number'; // ours
  }
  if (
    customer.customer_email !== undefined &&
    (typeof customer.customer_email !== 'string' || !EMAIL.test(customer.customer_email))
  ) {
    return 'customer_details.customer_email : should be a valid email'; // ours
  }
  const tags = body.order_tags;
  if (tags !== undefined) {
    const fine =
      isObject(tags) && Object.keys(tags).length <= 10 && Object.values(tags).every((tag) => typeof tag === 'string');
    if (!fine) return 'order_tags : at most 10 tags of string values';
  }
  return null;
}

/** POST /pg/orders/sessions: a session and a UPI `link` payment method (the test server pays UPI links only: ours). */
export function orderPayError(body: unknown): string | null {
  if (!isObject(body)) return 'request body : must be a JSON object'; // ours
  if (typeof body.payment_session_id !== 'string' || !body.payment_session_id) return required('payment_session_id');
  const method = body.payment_method;
  if (!isObject(method)) return required('payment_method');
  const upi = method.upi;
  if (!isObject(upi)) return 'payment_method : the test server takes upi only'; // ours
  if (upi.channel !== 'link') return 'payment_method.upi.channel : the test server takes link only'; // ours
  return null;
}

const REFUND_ID = /^[A-Za-z0-9_-]{3,40}$/; // ours: the docs ask for alphanumeric values

/** POST /pg/orders/:id/refunds: refund_id, refund_amount (decimals allowed, ≥ ₹1: ours), refund_speed. */
export function refundCreateError(body: unknown): string | null {
  if (!isObject(body)) return 'request body : must be a JSON object'; // ours
  if (missing(body.refund_id)) return required('refund_id');
  if (typeof body.refund_id !== 'string' || !REFUND_ID.test(body.refund_id)) {
    return 'refund_id : should be alphanumeric'; // ours
  }
  const amount = amountError('refund_amount', body.refund_amount, 100);
  if (amount) return amount;
  if (body.refund_speed !== undefined && body.refund_speed !== 'STANDARD' && body.refund_speed !== 'INSTANT') {
    return 'refund_speed : should be one of STANDARD, INSTANT';
  }
  if (body.refund_note !== undefined && typeof body.refund_note !== 'string') return 'refund_note : should be a string';
  return null;
}

const VENDOR_ID = /^[A-Za-z0-9_]{1,50}$/; // the docs: alphanumeric and underscore (the length is ours)
const VENDOR_NAME = /^[\p{L}\p{N} ./&-]{1,100}$/u; // the docs: no special character except . / - &
const VENDOR_PHONE = /^(\+91)?\d{8,12}$/; // the docs: 8 to 12 digits after excluding +91
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER = /^[A-Za-z0-9]{5,35}$/; // ours
export const VENDOR_STATUSES = ['ACTIVE', 'BLOCKED', 'DELETED'];
/** The docs' "Schedule options supported": 1 to 9 and 11 to 16. */
export const SCHEDULE_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16];

/** POST /pg/easy-split/vendors: vendor_id, status, name, email, phone, kyc_details, a bank account or a UPI id. */
export function vendorCreateError(body: unknown): string | null {
  if (!isObject(body)) return 'request body : must be a JSON object'; // ours
  for (const field of ['vendor_id', 'status', 'name', 'email', 'phone', 'kyc_details']) {
    if (missing(body[field])) return required(field);
  }
  if (typeof body.vendor_id !== 'string' || !VENDOR_ID.test(body.vendor_id)) {
    return 'vendor_id : alphanumeric and underscore only';
  }
  if (!VENDOR_STATUSES.includes(String(body.status))) return 'status : should be one of ACTIVE, BLOCKED, DELETED';
  if (typeof body.name !== 'string' || !VENDOR_NAME.test(body.name)) {
    return 'name : no special character except . / - &';
  }
  if (typeof body.email !== 'string' || !EMAIL.test(body.email)) return 'email : should be a valid email';
  if (!VENDOR_PHONE.test(String(body.phone))) return 'phone : should be 8 to 12 digits';
  if (body.schedule_option !== undefined && !SCHEDULE_OPTIONS.includes(Number(body.schedule_option))) {
    return 'schedule_option : not a supported settlement cycle';
  }
  if (!isObject(body.kyc_details)) return 'kyc_details : should be an object'; // the docs' sample
  const bank = body.bank;
  if (bank === undefined && body.upi === undefined) return 'bank : a bank account or a upi id is required'; // ours
  if (bank !== undefined) {
    if (!isObject(bank)) return 'bank : should be an object'; // the docs' sample
    if (!ACCOUNT_NUMBER.test(String(bank.account_number ?? ''))) return 'bank.account_number : is invalid';
    if (typeof bank.account_holder !== 'string' || !bank.account_holder) return required('bank.account_holder');
    if (!IFSC.test(String(bank.ifsc ?? ''))) return 'bank.ifsc : is invalid';
  }
  return null;
}

/** POST /pg/easy-split/orders/:id/split: each split a vendor and an amount or a percentage. */
export function splitError(body: unknown): string | null {
  if (!isObject(body)) return 'request body : must be a JSON object'; // ours
  if (!Array.isArray(body.split) || body.split.length === 0) return required('split');
  for (const [index, split] of body.split.entries()) {
    if (!isObject(split) || typeof split.vendor_id !== 'string') return required(`split[${index}].vendor_id`);
    const byAmount = split.amount !== undefined;
    if (byAmount === (split.percentage !== undefined)) {
      return `split[${index}] : give either amount or percentage`; // ours
    }
    if (byAmount) {
      const amount = amountError(`split[${index}].amount`, split.amount, 1);
      if (amount) return amount;
    } else if (typeof split.percentage !== 'number' || split.percentage <= 0 || split.percentage > 100) {
      return `split[${index}].percentage : should be more than 0 and at most 100`; // ours
    }
    if (split.tags !== undefined && !(isObject(split.tags) && Object.keys(split.tags).length <= 10)) {
      return `split[${index}].tags : at most 10 tags`;
    }
  }
  if (body.disable_split !== undefined && typeof body.disable_split !== 'boolean') {
    return 'disable_split : should be a boolean';
  }
  return null;
}

/** POST /pg/easy-split/vendors/:id/transfer: from the MERCHANT's or the VENDOR's balance, ON_DEMAND, an amount. */
export function onDemandError(body: unknown): string | null {
  if (!isObject(body)) return 'request body : must be a JSON object'; // ours
  if (body.transfer_from !== 'MERCHANT' && body.transfer_from !== 'VENDOR') {
    return 'transfer_from : should be one of MERCHANT, VENDOR';
  }
  if (body.transfer_type !== 'ON_DEMAND') return 'transfer_type : should be ON_DEMAND';
  return amountError('transfer_amount', body.transfer_amount, 1);
}

/** An x-idempotency-key: the docs' `string<UUID>`. */
export const idempotencyKeyError = (key: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)
    ? null
    : 'x-idempotency-key : should be a UUID'; // ours

/** A JSON text of `value` with object keys sorted: the same request is the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).toSorted();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
