import { z } from 'zod';
import { text } from '../contracts/common.ts';
import {
  listEntryInputSchema,
  mergeListsSchema,
  productListNameSchema,
  productListsSchema,
} from '../contracts/lists.ts';
import { defineEndpoint } from './define.ts';
import { addListEntryRoute, removeListEntryRoute } from './lists-paths.ts';

const lists = { status: 200, schema: productListsSchema, description: 'Both lists, newest first.' } as const;

export const listEndpoints = {
  get: defineEndpoint({
    method: 'get',
    path: '/me/lists',
    access: 'signed-in',
    tags: ['lists'],
    summary: 'The signed-in user’s saved and liked products',
    response: lists,
  }),
  add: defineEndpoint({
    ...addListEntryRoute,
    keepsPublicCache: true,
    access: 'signed-in',
    tags: ['lists'],
    summary: 'Put a product on the saved or liked list (already there: left as it is)',
    params: z.object({ list: productListNameSchema }),
    body: listEntryInputSchema,
    response: lists,
    errors: { 404: 'Product not found.', 422: 'Not valid, or the list is full.' },
  }),
  remove: defineEndpoint({
    ...removeListEntryRoute,
    keepsPublicCache: true,
    access: 'signed-in',
    tags: ['lists'],
    summary: 'Take a product off a list',
    params: z.object({ list: productListNameSchema, productId: text().max(100) }),
    response: lists,
  }),
  merge: defineEndpoint({
    method: 'post',
    path: '/me/lists/merge',
    keepsPublicCache: true,
    access: 'signed-in',
    tags: ['lists'],
    summary: "Merge a visitor's local lists into the account at sign-in",
    body: mergeListsSchema,
    response: lists,
  }),
};
