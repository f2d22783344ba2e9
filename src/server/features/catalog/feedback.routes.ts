import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import {
  answerQuestionSchema,
  askQuestionSchema,
  productFeedbackSchema,
  questionSchema,
  sellerQuestionSchema,
} from '#shared/contracts/catalog.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { requireUser } from '../auth/auth.session.ts';
import { answerQuestion, askQuestion, getProductFeedback, listQuestionsForSeller } from './feedback.service.ts';

const productId = z.object({ id: text().max(100) });

const feedback = createRoute({
  method: 'get',
  path: '/products/{id}/feedback',
  tags: ['catalog'],
  summary: "A product's rating, reviews and questions",
  request: { params: productId },
  responses: { 200: json(productFeedbackSchema, 'Reviews and Q&A.'), 404: failure('Product not found.') },
});

const ask = createRoute({
  method: 'post',
  path: '/products/{id}/questions',
  tags: ['catalog'],
  summary: 'Ask the seller a question about a product',
  request: { params: productId, ...jsonBody(askQuestionSchema) },
  responses: {
    201: json(questionSchema, 'The question.'),
    401: failure('Not signed in.'),
    404: failure('Product not found.'),
    422: failure('Not valid.'),
    429: failure('Too many unanswered questions.'),
  },
});

const sellerQuestions = createRoute({
  method: 'get',
  path: '/seller/questions',
  tags: ['catalog'],
  summary: "Questions on the signed-in seller's products, unanswered first",
  responses: {
    200: json(z.object({ items: z.array(sellerQuestionSchema) }), 'The questions.'),
    401: failure('Not signed in.'),
    403: failure('Not a seller.'),
  },
});

const answer = createRoute({
  method: 'put',
  path: '/seller/questions/{id}/answer',
  tags: ['catalog'],
  summary: "Answer a question on one of the seller's products",
  request: { params: productId, ...jsonBody(answerQuestionSchema) },
  responses: {
    200: json(sellerQuestionSchema, 'The answered question.'),
    401: failure('Not signed in.'),
    403: failure('Not a seller.'),
    404: failure("No such question, or one about another seller's product."),
    422: failure('Not valid.'),
  },
});

export const feedbackRoutes = createRouter()
  .openapi(feedback, async (c) =>
    c.json(await getProductFeedback(c.get('deps').database.db, c.req.valid('param').id), 200),
  )
  .openapi(ask, async (c) => {
    const user = await requireUser(c);
    return c.json(
      await askQuestion(c.get('deps').database.db, user.id, c.req.valid('param').id, c.req.valid('json').question),
      201,
    );
  })
  .openapi(sellerQuestions, async (c) => {
    const user = await requireUser(c);
    return c.json({ items: await listQuestionsForSeller(c.get('deps').database.db, user.id) }, 200);
  })
  .openapi(answer, async (c) => {
    const user = await requireUser(c);
    const { database, now } = c.get('deps');
    return c.json(
      await answerQuestion(database.db, user.id, c.req.valid('param').id, c.req.valid('json').answer, now()),
      200,
    );
  });
