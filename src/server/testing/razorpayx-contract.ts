/*
 * The request rules of RazorpayX's composite payout API ("Create a Payout to Bank Account / to VPA Using Composite
 * API", razorpay.com/docs/api/x/payout-composite), for the test server. Each rule is the docs' own; the error
 * descriptions are ours where the docs give none (marked "ours").
 */

/** The API's error envelope: `{"error":{"code","description","source","step","reason","metadata","field"}}`. */
export function envelope(
  code: string,
  description: string,
  field?: string,
  source = 'business',
  reason = 'input_validation_failed',
) {
  return { error: { code, description, source, step: null, reason, metadata: {}, ...(field ? { field } : {}) } };
}

/** What `failNextWith` answers: the docs' 5xx description; the 429 wording is ours. */
export const serverError = (status: number) =>
  status === 429
    ? envelope('BAD_REQUEST_ERROR', 'Too many requests', undefined, 'internal', 'rate_limited') // ours
    : envelope(
        'SERVER_ERROR',
        'We are facing some trouble completing your request at the moment. Please try again shortly.',
        undefined,
        'internal',
        'server_error',
      );

export interface ContractError {
  field: string;
  description: string;
}

const MODES = ['NEFT', 'RTGS', 'IMPS', 'UPI'];
const PURPOSES = ['refund', 'cashback', 'payout', 'salary', 'utility bill', 'vendor bill'];
const CONTACT_TYPES = ['vendor', 'customer', 'employee', 'self'];
/** Names: a-z, A-Z, 0-9, space, ’ - _ / ( ) , . (the docs' list). */
const NAME_CHARACTERS = /^[A-Za-z0-9 ’\-_/(),.]+$/u;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function required(body: Json, field: string, path = field): ContractError | null {
  const value = body[field];
  return value === undefined || value === null || value === ''
    ? { field: path, description: `The ${path.split('.').join(' ')} field is required.` }
    : null;
}

function contactErrors(contact: unknown): ContractError | null {
  if (!isObject(contact)) return { field: 'fund_account.contact', description: 'The contact field is required.' };
  const name = text(contact.name);
  if (!name) return required(contact, 'name', 'fund_account.contact.name');
  if (name.length < 3 || name.length > 50 || !NAME_CHARACTERS.test(name) || /[’\-_/(),]$/u.test(name)) {
    return { field: 'fund_account.contact.name', description: 'The contact name is invalid.' }; // ours
  }
  if (contact.type !== undefined && !CONTACT_TYPES.includes(String(contact.type))) {
    return { field: 'fund_account.contact.type', description: 'Invalid type: ' + String(contact.type) }; // ours
  }
  const reference = contact.reference_id;
  if (reference !== undefined && (typeof reference !== 'string' || reference.length > 40)) {
    return {
      field: 'fund_account.contact.reference_id',
      description: 'The reference id may not exceed 40 characters.',
    };
  }
  return null;
}

function fundAccountErrors(fundAccount: unknown, mode: string): ContractError | null {
  if (!isObject(fundAccount)) return { field: 'fund_account', description: 'The fund account field is required.' };
  if (fundAccount.account_type === 'bank_account') {
    const bank = fundAccount.bank_account;
    if (!isObject(bank))
      return { field: 'fund_account.bank_account', description: 'The bank account field is required.' };
    const name = text(bank.name);
    if (!name || name.length < 4 || name.length > 120 || !NAME_CHARACTERS.test(name)) {
      return { field: 'fund_account.bank_account.name', description: 'The account holder name is invalid.' }; // ours
    }
    // The docs: "Has to be 11 characters". The 4 letters, 0, 6 characters shape is every IFSC's (RBI), our check.
    if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(text(bank.ifsc) ?? '')) {
      return { field: 'fund_account.bank_account.ifsc', description: 'Invalid IFSC Code in Bank Account' }; // ours
    }
    if (!/^[A-Za-z0-9]{5,35}$/.test(text(bank.account_number) ?? '')) {
      return { field: 'fund_account.bank_account.account_number', description: 'The account number is invalid.' }; // ours
    }
    if (mode === 'UPI') return { field: 'mode', description: 'UPI mode is not allowed for a bank account.' }; // ours
  } else if (fundAccount.account_type === 'vpa') {
    const vpa = fundAccount.vpa;
    const address = isObject(vpa) ? (text(vpa.address) ?? '') : '';
    // Between 3 and 100 characters of a-z, A-Z, 0-9, '.', '-' and one '@'.
    if (address.length < 3 || address.length > 100 || !/^[A-Za-z0-9.-]+@[A-Za-z0-9.-]+$/.test(address)) {
      return {
        field: 'fund_account.vpa.address',
        description: 'Invalid VPA. Please enter a valid Virtual Payment Address',
      }; // ours
    }
    if (mode !== 'UPI') return { field: 'mode', description: 'The mode has to be UPI for a VPA.' }; // ours
  } else {
    return { field: 'fund_account.account_type', description: 'Invalid account type.' }; // ours
  }
  return contactErrors(fundAccount.contact);
}

/** The first broken rule of a composite create body, or null. */
export function compositePayoutError(body: unknown, accountNumber: string): ContractError | null {
  if (!isObject(body)) return { field: 'body', description: 'The request body is not a JSON object.' }; // ours
  for (const field of ['account_number', 'amount', 'currency', 'mode', 'purpose', 'fund_account']) {
    const missing = required(body, field);
    if (missing) return missing;
  }
  if (body.account_number !== accountNumber) {
    return { field: 'account_number', description: 'The account number is invalid.' }; // ours
  }
  if (!Number.isSafeInteger(body.amount) || Number(body.amount) < 100) {
    return { field: 'amount', description: 'The amount must be at least 100.' }; // ours (minimum 100 is the docs')
  }
  if (body.currency !== 'INR') return { field: 'currency', description: 'The currency must be INR.' }; // ours
  const mode = String(body.mode);
  if (!MODES.includes(mode)) return { field: 'mode', description: 'The selected mode is invalid.' }; // ours
  if (!PURPOSES.includes(String(body.purpose))) {
    return { field: 'purpose', description: 'The selected purpose is invalid.' }; // ours
  }
  if (body.queue_if_low_balance !== undefined && typeof body.queue_if_low_balance !== 'boolean') {
    return { field: 'queue_if_low_balance', description: 'The queue if low balance field must be true or false.' };
  }
  if (body.reference_id !== undefined && (typeof body.reference_id !== 'string' || body.reference_id.length > 40)) {
    return { field: 'reference_id', description: 'The reference id may not be greater than 40 characters.' }; // ours
  }
  if (body.narration !== undefined && !/^[A-Za-z0-9 ]{0,30}$/.test(text(body.narration) ?? '\u0000')) {
    return { field: 'narration', description: 'The narration format is invalid.' }; // ours
  }
  if (body.notes !== undefined) {
    const notes = body.notes;
    const ok =
      isObject(notes) &&
      Object.keys(notes).length <= 15 &&
      Object.values(notes).every((value) => typeof value === 'string' && value.length <= 256);
    if (!ok) return { field: 'notes', description: 'Notes may have at most 15 values of 256 characters.' }; // ours
  }
  return fundAccountErrors(body.fund_account, mode);
}

/** JSON with object keys sorted, to compare two request bodies by content ("the same body"; our reading). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const entries = Object.keys(value)
      .toSorted()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
