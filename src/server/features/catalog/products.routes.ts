import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import {
  MAX_PHOTO_BYTES,
  productInputSchema,
  productListSchema,
  productSchema,
  productUpdateSchema,
} from '#shared/contracts/catalog.ts';
import { createRouter } from '../../app-context.ts';
import { readUpload } from '../../lib/uploads.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { requireUser } from '../auth/auth.session.ts';
import {
  addProductPhoto,
  createProduct,
  listOwnProducts,
  listPublicSellerProducts,
  removeProductPhoto,
  setProductStatus,
  updateProduct,
} from './products.service.ts';

export const PRODUCT_PHOTO_UPLOAD_PATH = /^\/api\/seller\/products\/[^/]+\/photos$/;

const productId = z.object({ id: text().max(100) });
const sellerErrors = {
  401: failure('Not signed in.'),
  403: failure('No seller account.'),
  404: failure('No such product, or another seller’s.'),
};

const listOwn = createRoute({
  method: 'get',
  path: '/seller/products',
  tags: ['catalog'],
  summary: "The signed-in seller's products, archived ones included",
  responses: { 200: json(productListSchema, 'The products.'), 401: sellerErrors[401], 403: sellerErrors[403] },
});

const create = createRoute({
  method: 'post',
  path: '/seller/products',
  tags: ['catalog'],
  summary: 'List a new product',
  request: jsonBody(productInputSchema),
  responses: { 201: json(productSchema, 'The product.'), 422: failure('Not valid.'), ...sellerErrors },
});

const update = createRoute({
  method: 'patch',
  path: '/seller/products/{id}',
  tags: ['catalog'],
  summary: 'Change a product',
  request: { params: productId, ...jsonBody(productUpdateSchema) },
  responses: { 200: json(productSchema, 'The product.'), 422: failure('Not valid.'), ...sellerErrors },
});

const statusRoute = (action: 'archive' | 'restore') =>
  createRoute({
    method: 'post',
    path: `/seller/products/{id}/${action}`,
    tags: ['catalog'],
    summary: action === 'archive' ? 'Archive a product: it leaves every store' : 'Bring an archived product back',
    request: { params: productId },
    responses: { 200: json(productSchema, 'The product.'), ...sellerErrors },
  });

const addPhoto = createRoute({
  method: 'post',
  path: '/seller/products/{id}/photos',
  tags: ['catalog'],
  summary: 'Add a photo (JPEG, PNG or WebP, at most 10 MB; at most 8 per product)',
  request: {
    params: productId,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            photo: z.any().optional().openapi({ type: 'string', format: 'binary' }),
            alt: text().max(200).optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: json(productSchema, 'The product with the photo.'),
    413: failure('Larger than 10 MB.'),
    422: failure('Not an image, or too many.'),
    ...sellerErrors,
  },
});

const removePhoto = createRoute({
  method: 'delete',
  path: '/seller/products/{id}/photos/{photoId}',
  tags: ['catalog'],
  summary: 'Remove a photo',
  request: { params: productId.extend({ photoId: text().max(100) }) },
  responses: { 200: json(productSchema, 'The product.'), ...sellerErrors },
});

const publicList = createRoute({
  method: 'get',
  path: '/sellers/by-slug/{slug}/products',
  tags: ['catalog'],
  summary: "A seller's products on sale",
  request: { params: z.object({ slug: text().max(100) }) },
  responses: { 200: json(productListSchema, 'The active products.'), 404: failure('Seller not found.') },
});

export const productRoutes = createRouter()
  .openapi(listOwn, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json({ items: await listOwnProducts(database.db, media, user.id) }, 200);
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await createProduct(database.db, media, user.id, c.req.valid('json')), 201);
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(
      await updateProduct(database.db, media, user.id, c.req.valid('param').id, c.req.valid('json'), now()),
      200,
    );
  })
  .openapi(statusRoute('archive'), async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(await setProductStatus(database.db, media, user.id, c.req.valid('param').id, 'archived', now()), 200);
  })
  .openapi(statusRoute('restore'), async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(await setProductStatus(database.db, media, user.id, c.req.valid('param').id, 'active', now()), 200);
  })
  .openapi(addPhoto, async (c) => {
    const user = await requireUser(c);
    const { photo, alt } = c.req.valid('form') as { photo?: unknown; alt?: string };
    const bytes = await readUpload(photo, { field: 'photo', maxBytes: MAX_PHOTO_BYTES, noun: 'a photo' });
    const { database, media } = c.get('deps');
    return c.json(await addProductPhoto(database.db, media, user.id, c.req.valid('param').id, bytes, alt ?? ''), 200);
  })
  .openapi(removePhoto, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    const { id, photoId } = c.req.valid('param');
    return c.json(await removeProductPhoto(database.db, media, user.id, id, photoId), 200);
  })
  .openapi(publicList, async (c) => {
    const { database, media } = c.get('deps');
    return c.json({ items: await listPublicSellerProducts(database.db, media, c.req.valid('param').slug) }, 200);
  });
