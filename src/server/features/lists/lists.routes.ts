import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import {
  listEntryInputSchema,
  mergeListsSchema,
  productListNameSchema,
  productListsSchema,
} from '#shared/contracts/lists.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { requireUser } from '../auth/auth.session.ts';
import { addToList, getLists, mergeLists, removeFromList } from './lists.service.ts';

const entryParams = z.object({ list: productListNameSchema, productId: text().max(100) });
const lists = json(productListsSchema, 'Both lists, newest first.');

const get = createRoute({
  method: 'get',
  path: '/me/lists',
  tags: ['lists'],
  summary: 'The signed-in user’s saved and liked products',
  responses: { 200: lists, 401: failure('Not signed in.') },
});

const add = createRoute({
  method: 'put',
  path: '/me/lists/{list}',
  tags: ['lists'],
  summary: 'Put a product on the saved or liked list (already there: left as it is)',
  request: { params: entryParams.pick({ list: true }), ...jsonBody(listEntryInputSchema) },
  responses: {
    200: lists,
    401: failure('Not signed in.'),
    404: failure('Product not found.'),
    422: failure('Not valid, or the list is full.'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/me/lists/{list}/{productId}',
  tags: ['lists'],
  summary: 'Take a product off a list',
  request: { params: entryParams },
  responses: { 200: lists, 401: failure('Not signed in.'), 422: failure('Not valid.') },
});

const merge = createRoute({
  method: 'post',
  path: '/me/lists/merge',
  tags: ['lists'],
  summary: "Merge a visitor's local lists into the account at sign-in",
  request: jsonBody(mergeListsSchema),
  responses: { 200: lists, 401: failure('Not signed in.'), 422: failure('Not valid.') },
});

export const listRoutes = createRouter()
  .openapi(get, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await getLists(database.db, media, user.id), 200);
  })
  .openapi(add, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(
      await addToList(database.db, media, user.id, c.req.valid('param').list, c.req.valid('json'), now()),
      200,
    );
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    const { list, productId } = c.req.valid('param');
    return c.json(await removeFromList(database.db, media, user.id, list, productId), 200);
  })
  .openapi(merge, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(await mergeLists(database.db, media, user.id, c.req.valid('json'), now()), 200);
  });
