import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductFeedback } from '#shared/contracts/catalog.ts';
import { productReviews } from './catalog.schema.ts';
import { sellerWithProduct, signedInSeller } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let product: Product;

const feedback = async (id: string) =>
  (await (await server.fetch(`/api/products/${id}/feedback`)).json()) as ProductFeedback;

beforeAll(async () => {
  server = await startTestServer();
  ({ cookie: seller, product } = await sellerWithProduct(
    server,
    { businessName: 'Pashmina House', slug: 'pashmina-house', pickupPincode: '190001' },
    { name: 'Pashmina stole', category: 'fashion', pricePaise: 350_000, stock: 2 },
  ));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('reviews and questions', () => {
  it('rates an unreviewed product 4.5 and averages real reviews', async () => {
    expect(await feedback(product.id)).toEqual({ rating: 4.5, reviewCount: 0, reviews: [], questions: [] });
    const first = await signedInAccount(server, { name: 'Asha' });
    const second = await signedInAccount(server, { name: 'Ravi' });
    await server.database.db.insert(productReviews).values([
      { productId: product.id, userId: first.account.id, rating: 5, body: 'So soft.' },
      { productId: product.id, userId: second.account.id, rating: 4, body: 'Lovely colour.' },
    ]);
    const result = await feedback(product.id);
    expect(result).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(result.reviews.map((review) => review.body).toSorted()).toEqual(['Lovely colour.', 'So soft.']);
    expect((await server.fetch('/api/products/nope/feedback')).status).toBe(404);
  });

  it('lets a signed-in shopper ask and only the product’s seller answer', async () => {
    const { cookie: shopper } = await signedInAccount(server, { name: 'Meher' });
    const asked = await server.send('POST', `/api/products/${product.id}/questions`, shopper, {
      question: 'Is it pure pashmina?',
    });
    expect(asked.status).toBe(201);
    const question = (await asked.json()) as { id: string; author: string };
    expect(question.author).toBe('Meher');
    expect(
      (await server.send('POST', `/api/products/${product.id}/questions`, shopper, { question: 'Hi' })).status,
    ).toBe(422);
    expect(
      (
        await server.send('POST', `/api/products/${product.id}/questions`, undefined, {
          question: 'Anonymous question?',
        })
      ).status,
    ).toBe(401);

    const queue = (await (await server.send('GET', '/api/seller/questions', seller)).json()) as {
      items: { id: string; productName: string }[];
    };
    expect(queue.items[0]).toMatchObject({ id: question.id, productName: 'Pashmina stole' });

    const { cookie: otherSeller } = await signedInSeller(server, {
      businessName: 'Rival',
      slug: 'rival-shawls',
      pickupPincode: '190002',
    });
    expect(
      (await server.send('PUT', `/api/seller/questions/${question.id}/answer`, otherSeller, { answer: 'No.' })).status,
    ).toBe(404);
    expect(
      (await server.send('PUT', `/api/seller/questions/${question.id}/answer`, shopper, { answer: 'Yes.' })).status,
    ).toBe(403);
    expect(
      (
        await server.send('PUT', `/api/seller/questions/${question.id}/answer`, seller, {
          answer: 'Yes, 100% Changthangi pashmina.',
        })
      ).status,
    ).toBe(200);
    expect((await feedback(product.id)).questions[0]).toMatchObject({
      question: 'Is it pure pashmina?',
      answer: 'Yes, 100% Changthangi pashmina.',
    });
  });

  it('caps the unanswered questions one shopper may have open on a product', async () => {
    const { cookie } = await signedInAccount(server);
    for (const n of [1, 2, 3]) {
      expect(
        (
          await server.send('POST', `/api/products/${product.id}/questions`, cookie, {
            question: `Question number ${n}?`,
          })
        ).status,
      ).toBe(201);
    }
    expect(
      (await server.send('POST', `/api/products/${product.id}/questions`, cookie, { question: 'Question number 4?' }))
        .status,
    ).toBe(429);
  });
});
