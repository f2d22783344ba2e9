import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { createRouter } from '../../router.ts';
import { answerQuestion, askQuestion, getProductFeedback, listQuestionsForSeller } from './feedback.service.ts';

export const feedbackRoutes = createRouter()
  .serve(catalogEndpoints.feedback, async (c) =>
    c.json(await getProductFeedback(c.get('deps').database.db, c.req.valid('param').id), 200),
  )
  .serve(catalogEndpoints.askQuestion, async (c) => {
    const { id } = c.req.valid('param');
    const { question } = c.req.valid('json');
    const { database, now } = c.get('deps');
    return c.json(await askQuestion(database.db, c.var.user.id, id, question, now()), 201);
  })
  .serve(catalogEndpoints.sellerQuestions, async (c) =>
    c.json({ items: await listQuestionsForSeller(c.get('deps').database.db, c.var.user.id) }, 200),
  )
  .serve(catalogEndpoints.answerQuestion, async (c) => {
    const { database, now } = c.get('deps');
    const { id } = c.req.valid('param');
    return c.json(await answerQuestion(database.db, c.var.user.id, id, c.req.valid('json').answer, now()), 200);
  });
