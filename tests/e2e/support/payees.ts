import { type APIRequestContext, expect } from '@playwright/test';
import { mailedLink } from './inbox.ts';
import { newCreator } from './new-creator.ts';
import { apiSignIn } from './sign-in.ts';

const PASSWORD = 'kesar-pista-2026';

/** A new seller registered for GST, made through the API the screens use; `request` is left signed in as them. */
export async function newGstSeller(request: APIRequestContext, origin: string, label: string) {
  const stamp = `${label}.${Date.now() % 1_000_000}`;
  const email = `seller.${stamp}@example.in`;
  const signedUp = await request.post('/api/auth/sign-up/email', {
    data: { name: `Seller ${label}`, email, password: PASSWORD, roleIntent: 'merchant' },
    headers: { origin },
  });
  expect(signedUp.ok()).toBe(true);
  expect((await request.get(await mailedLink(email, 'verify'))).ok()).toBe(true);
  await apiSignIn(request, origin, email, PASSWORD);
  const opened = await request.post('/api/onboarding/seller', {
    data: {
      businessName: `Loom House ${label}`,
      slug: `loom-${stamp.replaceAll('.', '-')}`.toLowerCase(),
      pickupPincode: '400001',
      gstin: '27AAPFU0939F1ZV',
      supportPhone: '9876501234',
      acceptsUndertaking: true,
    },
    headers: { origin },
  });
  expect(opened.status()).toBe(201);
  return { email, password: PASSWORD };
}

/**
 * A new GST-registered seller and a new creator whose store sold `quantity` of the seller's ₹10,000 kurta at a
 * ₹3,000 markup to a guest; the seller delivered it and the app's clock moved past the 7-day return window.
 */
export async function payeesWithPayables(request: APIRequestContext, origin: string, label: string, quantity: number) {
  const seller = await newGstSeller(request, origin, label);
  const product = await request.post('/api/seller/products', {
    data: {
      name: `Handloom kurta ${label}`,
      category: 'fashion',
      hsnCode: '6211',
      gstRateBps: 500,
      pricePaise: 1_000_000,
      stock: 20,
      returnPolicyDays: 7,
    },
    headers: { origin },
  });
  expect(product.status()).toBe(201);
  const { id: productId } = (await product.json()) as { id: string };
  await request.post('/api/auth/sign-out', { headers: { origin } });

  const creator = await newCreator(request, origin, label);
  const listed = await request.post('/api/me/store/listings', {
    data: { productId, markupPaise: 300_000 },
    headers: { origin },
  });
  expect(listed.status()).toBe(201);
  const { id: listingId } = (await listed.json()) as { id: string };
  await request.post('/api/auth/sign-out', { headers: { origin } });

  const placed = await request.post('/api/orders', {
    data: {
      contact: { name: 'Meera Iyer', phone: '+91 98765 43210' },
      address: { line1: '12 Lake View Road', line2: '', city: 'Chennai', state: 'Tamil Nadu', pincode: '600017' },
      payment: { method: 'cod' },
      lines: [{ listingId, quantity }],
    },
    headers: { origin, 'idempotency-key': crypto.randomUUID() },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { lines: { id: string }[] } };

  await apiSignIn(request, origin, seller.email, seller.password);
  for (const line of order.lines)
    for (const step of [
      { action: 'confirm' },
      { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL556677' },
      { action: 'deliver' },
    ]) {
      const moved = await request.post(`/api/seller/order-lines/${line.id}`, { data: step, headers: { origin } });
      expect(moved.ok()).toBe(true);
    }
  expect((await request.post('/api/testing/clock', { data: { advanceDays: 8 }, headers: { origin } })).ok()).toBe(true);
  await request.post('/api/auth/sign-out', { headers: { origin } });
  return { seller, creator: { email: creator.email, password: PASSWORD } };
}
