import { msg, select, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MakerRole, NetQuantityUnit, UnitSalePriceBasis } from '#shared/legal-metrology.ts';
import { formatRupees } from '#shared/money.ts';
import { formatCount, pluralOf } from '#web/lib/format.ts';

/*
 * The words of a product's Legal Metrology declarations (#shared/legal-metrology.ts), for the seller's form and what
 * buyers read: units, the maker's role, the net quantity and the unit sale price.
 */

/** Each unit's symbol, as a package prints it. */
export const UNIT_NAMES: Record<NetQuantityUnit, MessageDescriptor> = {
  g: msg({ message: 'g', context: 'unit of net quantity' }),
  kg: msg({ message: 'kg', context: 'unit of net quantity' }),
  ml: msg({ message: 'ml', context: 'unit of net quantity' }),
  l: msg({ message: 'l', context: 'unit of net quantity' }),
  cm: msg({ message: 'cm', context: 'unit of net quantity' }),
  m: msg({ message: 'm', context: 'unit of net quantity' }),
  unit: msg({ message: 'units (by number)', context: 'unit of net quantity' }),
};

/** The role's name in the form's choice. */
export const MAKER_ROLE_NAMES: Record<MakerRole, MessageDescriptor> = {
  manufacturer: msg`Manufacturer`,
  packer: msg`Packer`,
  importer: msg`Importer`,
};

/** What a package says before the maker's name and address. */
export function madeByLabel(role: MakerRole | undefined): string {
  if (role === 'packer') return t`Packed by`;
  if (role === 'importer') return t`Imported by`;
  return t`Manufactured by`;
}

/** "250 g", "1.5 kg", "6 units". */
export function netQuantityLabel(quantity: number, unit: NetQuantityUnit): string {
  const amount = formatCount(quantity);
  const form = pluralOf(quantity);
  if (unit === 'unit') return t`${select(form, { one: `${amount} unit`, other: `${amount} units` })}`;
  const symbol = unitSymbol(unit);
  return t`${amount} ${symbol}`;
}

function unitSymbol(unit: Exclude<UnitSalePriceBasis, 'unit'>): string {
  switch (unit) {
    case 'g':
      return t({ message: 'g', context: 'unit of net quantity' });
    case 'kg':
      return t({ message: 'kg', context: 'unit of net quantity' });
    case 'ml':
      return t({ message: 'ml', context: 'unit of net quantity' });
    case 'l':
      return t({ message: 'l', context: 'unit of net quantity' });
    case 'cm':
      return t({ message: 'cm', context: 'unit of net quantity' });
    default:
      return t({ message: 'm', context: 'unit of net quantity' });
  }
}

/** "₹1.40 per g", "₹75.00 per unit": the unit sale price as rule 6(11) has it declared. */
export function unitSalePriceLabel(price: { paise: number; per: UnitSalePriceBasis }): string {
  const amount = formatRupees(price.paise);
  if (price.per === 'unit') return t`${amount} per unit`;
  const symbol = unitSymbol(price.per);
  return t`${amount} per ${symbol}`;
}
