import { z } from 'zod';
import { makerRoles, netQuantityUnits } from '../legal-metrology.ts';
import { text } from './common.ts';

/*
 * A product's Legal Metrology declarations as the API takes and gives them (issue 39; the law as data in
 * #shared/legal-metrology.ts): the `legalMetrology` field of the product contracts (catalog.ts).
 */

/** The largest net quantity a package may declare, in any unit. */
export const MAX_NET_QUANTITY = 1_000_000;

/**
 * A product's Legal Metrology declarations (#shared/legal-metrology.ts): each optional here; which a product must
 * make to be on sale is the catalog service's check (missingDeclarations). An empty text is one not given.
 */
export const legalMetrologySchema = z
  .object({
    makerRole: z.enum(makerRoles, /*i18n*/ 'Choose manufacturer, packer or importer.').optional(),
    makerName: text().trim().max(120, /*i18n*/ 'At most 120 characters.').optional(),
    makerAddress: text({ multiline: true }).trim().max(300, /*i18n*/ 'At most 300 characters.').optional(),
    countryOfOrigin: text().trim().max(60, /*i18n*/ 'At most 60 characters.').optional(),
    genericName: text().trim().max(120, /*i18n*/ 'At most 120 characters.').optional(),
    netQuantity: z
      .number(/*i18n*/ 'Give the net quantity as a number, e.g. 250.')
      .positive(/*i18n*/ 'The net quantity must be more than 0.')
      .max(MAX_NET_QUANTITY, /*i18n*/ 'At most 10,00,000.')
      .optional(),
    netQuantityUnit: z.enum(netQuantityUnits, /*i18n*/ 'Choose g, kg, ml, l, cm, m or unit.').optional(),
    bestBefore: text().trim().max(80, /*i18n*/ 'At most 80 characters.').optional(),
  })
  .refine(
    (value) =>
      value.netQuantityUnit !== 'unit' || value.netQuantity === undefined || Number.isInteger(value.netQuantity),
    {
      path: ['netQuantity'],
      message: /*i18n*/ 'Goods sold by number come in whole units.',
    },
  );
export type LegalMetrologyDeclarations = z.infer<typeof legalMetrologySchema>;
