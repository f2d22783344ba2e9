import { type LegalMetrology, missingDeclarations, missingMessage } from '#shared/legal-metrology.ts';
import { AppError } from '../../lib/errors.ts';

/*
 * Catalog's rule on Legal Metrology (issue 39; the law as data in #shared/legal-metrology.ts): a product of a packaged
 * category (food, personal care, home) is on sale (active) only with every declaration a package must make, its
 * MRP included. The form, the API and a catalog file are held to it alike.
 */

export interface DeclaringProduct {
  category: string;
  originalPricePaise: number | null;
  legalMetrology: LegalMetrology | null;
}

export const DECLARATIONS_NEEDED =
  /*i18n*/ 'Packaged goods need their Legal Metrology declarations to be on sale. Add what is missing, or keep it archived.';

/** The missing declarations of a product, each field with what to add; empty when it may be on sale. */
export function declarationProblems(product: DeclaringProduct): Record<string, string[]> {
  return Object.fromEntries(missingDeclarations(product).map((field) => [field, [missingMessage(field)]]));
}

/** Refuses (422, a message per missing field) a product of a packaged category that lacks a declaration. */
export function requireDeclarationsOnSale(product: DeclaringProduct): void {
  const fields = declarationProblems(product);
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', DECLARATIONS_NEEDED, { fields });
}
