import { endpointUrl } from '#shared/endpoints/define.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/** The seller's whole catalog as CSV: a plain link, so the browser downloads it with the server's file name. */
export const catalogExportUrl = endpointUrl(catalogEndpoints.exportProducts);

export function importCatalog(file: File) {
  const form = new FormData();
  form.set('file', file);
  return callEndpoint(catalogEndpoints.importProducts, { body: form });
}
