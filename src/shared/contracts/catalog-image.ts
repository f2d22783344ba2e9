import { z } from 'zod';

/**
 * A product photo as the API answers it. Its own module: the saved and liked lists and the bag show photos, and a
 * product link's popup loads them without the catalog's contracts (decision 075).
 */
export const productImageSchema = z.object({
  id: z.string(),
  /** The middle width, for a plain <img src>. */
  url: z.string(),
  srcset: z.string(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;
