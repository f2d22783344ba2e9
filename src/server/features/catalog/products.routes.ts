import { createRoute, z } from '@hono/zod-openapi';
import { MAX_PHOTO_BYTES } from '#shared/contracts/catalog.ts';
import { text } from '#shared/contracts/common.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { createRouter } from '../../app-context.ts';
import { route } from '../../endpoint-route.ts';
import { readUpload } from '../../lib/uploads.ts';
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

/*
 * The photo's form carries `alt`, a text field beside the file, which a definition's `form` (the names of its file
 * fields) cannot hold: this route is the definition's with `alt` in the form's contract, served with `.openapi`, so
 * its handler checks the session itself (and last: `.openapi` returns a plain OpenAPIHono, which has no `.serve`).
 */
const addPhotoDefined = route(catalogEndpoints.addPhoto);
const addPhoto = createRoute({
  ...addPhotoDefined,
  request: {
    params: addPhotoDefined.request.params,
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
});

export const productRoutes = createRouter()
  .serve(catalogEndpoints.ownProducts, async (c) => {
    const { database, media } = c.get('deps');
    return c.json({ items: await listOwnProducts(database.db, media, c.var.user.id) }, 200);
  })
  .serve(catalogEndpoints.createProduct, async (c) => {
    const { database, media, now } = c.get('deps');
    return c.json(await createProduct(database.db, media, c.var.user.id, c.req.valid('json'), now()), 201);
  })
  .serve(catalogEndpoints.updateProduct, async (c) => {
    const { database, media, now } = c.get('deps');
    const { id } = c.req.valid('param');
    return c.json(await updateProduct(database.db, media, c.var.user.id, id, c.req.valid('json'), now()), 200);
  })
  .serve(catalogEndpoints.archiveProduct, async (c) => {
    const { database, media, now } = c.get('deps');
    const { id } = c.req.valid('param');
    return c.json(await setProductStatus(database.db, media, c.var.user.id, id, 'archived', now()), 200);
  })
  .serve(catalogEndpoints.restoreProduct, async (c) => {
    const { database, media, now } = c.get('deps');
    const { id } = c.req.valid('param');
    return c.json(await setProductStatus(database.db, media, c.var.user.id, id, 'active', now()), 200);
  })
  .serve(catalogEndpoints.removePhoto, async (c) => {
    const { database, media } = c.get('deps');
    const { id, photoId } = c.req.valid('param');
    return c.json(await removeProductPhoto(database.db, media, c.var.user.id, id, photoId), 200);
  })
  .serve(catalogEndpoints.sellerProducts, async (c) => {
    const { database, media } = c.get('deps');
    return c.json({ items: await listPublicSellerProducts(database.db, media, c.req.valid('param').slug) }, 200);
  })
  .openapi(addPhoto, async (c) => {
    const user = await requireUser(c);
    const { photo, alt } = c.req.valid('form');
    const bytes = await readUpload(photo, { field: 'photo', maxBytes: MAX_PHOTO_BYTES, noun: 'a photo' });
    const { database, media } = c.get('deps');
    return c.json(await addProductPhoto(database.db, media, user.id, c.req.valid('param').id, bytes, alt ?? ''), 200);
  });
