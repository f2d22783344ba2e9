import { MAX_IMPORT_BYTES } from '#shared/contracts/catalog-csv.ts';
import { MAX_PHOTO_BYTES } from '#shared/contracts/catalog.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { csvDownload } from '../../lib/downloads.ts';
import { readUpload } from '../../lib/uploads.ts';
import { exportCatalog, importCatalog } from './catalog-import.service.ts';
import {
  addProductPhoto,
  createProduct,
  listOwnProducts,
  listPublicSellerProducts,
  removeProductPhoto,
  setProductStatus,
  summarizeOwnCatalog,
  updateProduct,
} from './products.service.ts';

export const productRoutes = createRouter()
  .serve(catalogEndpoints.ownProducts, async (c) => {
    return c.json({ items: await listOwnProducts(serviceContext(c), c.var.user.id) }, 200);
  })
  .serve(catalogEndpoints.catalogSummary, async (c) => {
    const { database } = c.get('deps');
    return c.json(await summarizeOwnCatalog(database.db, c.var.user.id), 200);
  })
  .serve(catalogEndpoints.exportProducts, async (c) => {
    const { database, now } = c.get('deps');
    const { csv, filename } = await exportCatalog(database.db, c.var.user.id, now());
    return csvDownload(c, filename, csv);
  })
  .serve(catalogEndpoints.importProducts, async (c) => {
    const { database, now } = c.get('deps');
    const { file } = c.req.valid('form') as { file?: unknown };
    const bytes = await readUpload(file, { field: 'file', maxBytes: MAX_IMPORT_BYTES, noun: 'csv' });
    return c.json(await importCatalog(database.db, c.var.user.id, new TextDecoder().decode(bytes), now()), 200);
  })
  .serve(catalogEndpoints.createProduct, async (c) => {
    return c.json(await createProduct(serviceContext(c), c.var.user.id, c.req.valid('json')), 201);
  })
  .serve(catalogEndpoints.updateProduct, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateProduct(serviceContext(c), c.var.user.id, id, c.req.valid('json')), 200);
  })
  .serve(catalogEndpoints.archiveProduct, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await setProductStatus(serviceContext(c), c.var.user.id, id, 'archived'), 200);
  })
  .serve(catalogEndpoints.restoreProduct, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await setProductStatus(serviceContext(c), c.var.user.id, id, 'active'), 200);
  })
  .serve(catalogEndpoints.removePhoto, async (c) => {
    const { id, photoId } = c.req.valid('param');
    return c.json(await removeProductPhoto(serviceContext(c), c.var.user.id, id, photoId), 200);
  })
  .serve(catalogEndpoints.sellerProducts, async (c) => {
    return c.json({ items: await listPublicSellerProducts(serviceContext(c), c.req.valid('param').slug) }, 200);
  })
  .serve(catalogEndpoints.addPhoto, async (c) => {
    const user = c.var.user;
    const { photo, alt } = c.req.valid('form');
    const bytes = await readUpload(photo, { field: 'photo', maxBytes: MAX_PHOTO_BYTES, noun: 'photo' });
    return c.json(await addProductPhoto(serviceContext(c), user.id, c.req.valid('param').id, bytes, alt ?? ''), 200);
  });
