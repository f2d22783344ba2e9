import { razorpayError } from './razorpay-payments-contract.ts';
import type { Event, Outcome } from './razorpay-payments-state.ts';
import { accountCreateSchema, check, productRequestSchema, productUpdateSchema } from './razorpay-route-contract.ts';
import {
  linkedAccount,
  type RazorpayLinkedAccount,
  type RazorpayRouteProduct,
  routeProduct,
} from './razorpay-route-entities.ts';
import { unixNow } from './razorpayx-webhook-sender.ts';

/*
 * The linked accounts of the Razorpay test server and their route products (docs: "Create a Linked Account",
 * "Request / Update / Fetch a Product Configuration"): an account is `created`, its route product
 * `needs_clarification` until its settlements are given, then both `activated` (ours: at once, no review), which
 * sends the docs' `product.route.activated`. Only an activated account takes transfers.
 */

export const bad = (description: string, field?: string, reason?: string): Outcome => ({
  status: 400,
  body: razorpayError(description, field, reason ? { reason } : {}),
});
export const ok = (body: unknown, events?: Event[]): Outcome => ({ status: 200, body, ...(events ? { events } : {}) });

/** The docs' answer to an account id of nothing. */
const noAccount = () => bad('Linked account does not exist', 'account_id', 'linked_account_id_does_not_exist');

export function createLinkedAccountsState() {
  const accounts = new Map<string, RazorpayLinkedAccount>();
  const products = new Map<string, RazorpayRouteProduct>();

  const productOf = (accountId: string) => [...products.values()].find((product) => product.account_id === accountId);

  function fetchProduct(accountId: string, productId: string): Outcome {
    if (!accounts.has(accountId)) return noAccount();
    const product = products.get(productId);
    if (product?.account_id !== accountId) {
      return bad("The provided product config id doesn't exist for the merchant", 'product_id'); // the docs'
    }
    return ok(product);
  }

  return {
    accounts,
    products,
    fetchProduct,

    /** A transfer's recipient must exist and have its route product activated. */
    recipientError(account: string, field: string): Outcome | null {
      if (!accounts.has(account)) return bad('The id provided does not exist', field);
      if (productOf(account)?.activation_status !== 'activated') return bad('Linked account is not activated', field); // ours
      return null;
    },

    /** POST /v2/accounts. reference_id and email are each unique among the linked accounts. */
    createAccount(body: unknown): Outcome {
      const { data, error } = check(accountCreateSchema, body);
      if (error) return { status: 400, body: error };
      const all = [...accounts.values()];
      const sameReference = data.reference_id && all.find((account) => account.reference_id === data.reference_id);
      if (sameReference) return bad(`Reference id already exists for account - ${sameReference.id}`, 'reference_id'); // ours
      const sameEmail = all.find((account) => account.email === data.email);
      if (sameEmail) return bad(`Merchant email already exists for account - ${sameEmail.id.slice(4)}`, 'email'); // the docs'
      const account = linkedAccount(data);
      accounts.set(account.id, account);
      return ok(account);
    },

    fetchAccount: (id: string) => (accounts.has(id) ? ok(accounts.get(id)) : noAccount()),

    /** POST /v2/accounts/:id/products: the account's route product, requested once (a second request answers it). */
    requestProduct(accountId: string, body: unknown): Outcome {
      if (!accounts.has(accountId)) return noAccount();
      const { error } = check(productRequestSchema, body);
      if (error) return { status: 400, body: error };
      const product = productOf(accountId) ?? routeProduct(accountId);
      products.set(product.id, product);
      return ok(product);
    },

    /** PATCH /v2/accounts/:id/products/:pid with settlements: activated at once, and the account with it (ours). */
    updateProduct(accountId: string, productId: string, body: unknown): Outcome {
      const found = fetchProduct(accountId, productId);
      if (found.status !== 200) return found;
      const { data, error } = check(productUpdateSchema, body);
      if (error) return { status: 400, body: error };
      const product = products.get(productId) as RazorpayRouteProduct;
      const account = accounts.get(accountId) as RazorpayLinkedAccount;
      const first = product.activation_status !== 'activated';
      Object.assign(product, {
        active_configuration: { settlements: data.settlements },
        requirements: [],
        activation_status: 'activated',
      });
      Object.assign(account, { status: 'activated', activated_at: account.activated_at ?? unixNow() });
      const event = {
        event: 'product.route.activated',
        payload: {
          merchant_product: { entity: { id: productId, merchant_id: accountId, activation_status: 'activated' } },
        },
      };
      return ok(product, first ? [event] : []);
    },
  };
}

export type LinkedAccountsState = ReturnType<typeof createLinkedAccountsState>;
