import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/contracts/catalog.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { productReviews } from './catalog.schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { sellerWithProduct, signedInSeller } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let product: Product;

const feedbackAnswer = (id: string) => callEndpoint(server, catalogEndpoints.feedback, { params: { id } });
const feedback = async (id: string) => dataOf(await feedbackAnswer(id));
const ask = (question: string, cookie?: string) =>
  callEndpoint(server, catalogEndpoints.askQuestion, { params: { id: product.id }, body: { question } }, cookie);
const answer = (id: string, text: string, cookie: string) =>
  callEndpoint(server, catalogEndpoints.answerQuestion, { params: { id }, body: { answer: text } }, cookie);

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
    expect((await feedbackAnswer('nope')).status).toBe(404);
  });

  it('lets a signed-in shopper ask and only the product’s seller answer', async () => {
    const { cookie: shopper } = await signedInAccount(server, { name: 'Meher' });
    const asked = await ask('Is it pure pashmina?', shopper);
    expect(asked.status).toBe(201);
    const question = dataOf(asked);
    expect(question.author).toBe('Meher');
    expect((await ask('Hi', shopper)).status).toBe(422);
    expect((await ask('Anonymous question?')).status).toBe(401);

    const queue = dataOf(await callEndpoint(server, catalogEndpoints.sellerQuestions, {}, seller));
    expect(queue.items[0]).toMatchObject({ id: question.id, productName: 'Pashmina stole' });

    const { cookie: otherSeller } = await signedInSeller(server, {
      businessName: 'Rival',
      slug: 'rival-shawls',
      pickupPincode: '190002',
    });
    expect((await answer(question.id, 'No.', otherSeller)).status).toBe(404);
    expect((await answer(question.id, 'Yes.', shopper)).status).toBe(403);
    expect((await answer(question.id, 'Yes, 100% Changthangi pashmina.', seller)).status).toBe(200);
    expect((await feedback(product.id)).questions[0]).toMatchObject({
      question: 'Is it pure pashmina?',
      answer: 'Yes, 100% Changthangi pashmina.',
    });
  });

  it('caps the unanswered questions one shopper may have open on a product', async () => {
    const { cookie } = await signedInAccount(server);
    for (const n of [1, 2, 3]) {
      expect((await ask(`Question number ${n}?`, cookie)).status).toBe(201);
    }
    expect((await ask('Question number 4?', cookie)).status).toBe(429);
  });
});
