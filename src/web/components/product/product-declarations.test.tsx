// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductDeclarations } from './product-declarations.tsx';

afterEach(cleanup);

/** The declarations as label → value, read from the definition list as a buyer's screen reader would. */
function shown(): Record<string, string> {
  const terms = screen.queryAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('a product’s packaging declarations', () => {
  it('say who packed it, where, what and how much, the MRP with taxes, the unit sale price and customer care', () => {
    render(
      <ProductDeclarations
        product={{
          originalPricePaise: 39_900,
          legalMetrology: {
            makerRole: 'packer',
            makerName: 'Malabar Naturals',
            makerAddress: '41/2012 Broadway, Kochi, Kerala 682002',
            countryOfOrigin: 'India',
            genericName: 'Tea',
            netQuantity: 250,
            netQuantityUnit: 'g',
            bestBefore: '12 months from packing',
          },
        }}
        care={{ supportPhone: '+91 98765 01234', supportEmail: 'care@malabar.example' }}
      />,
    );
    expect(shown()).toEqual({
      'Packed by': 'Malabar Naturals, 41/2012 Broadway, Kochi, Kerala 682002',
      'Country of origin': 'India',
      'Generic name': 'Tea',
      'Net quantity': '250 g',
      MRP: '₹399.00 (inclusive of all taxes)',
      'Unit sale price': '₹1.60 per g',
      'Best before': '12 months from packing',
      'Customer care': '+91 98765 01234 · care@malabar.example',
    });
  });

  it('leave out what was not declared, and the unit sale price when it is the MRP', () => {
    render(
      <ProductDeclarations
        product={{
          originalPricePaise: 89_900,
          legalMetrology: {
            makerRole: 'manufacturer',
            makerName: 'Mitti Studio',
            netQuantity: 1,
            netQuantityUnit: 'unit',
          },
        }}
      />,
    );
    expect(shown()).toEqual({
      'Manufactured by': 'Mitti Studio',
      'Net quantity': '1 unit',
      MRP: '₹899.00 (inclusive of all taxes)',
    });
  });

  it('show nothing for a product that declares nothing', () => {
    const { container } = render(<ProductDeclarations product={{ originalPricePaise: null, legalMetrology: null }} />);
    expect(container.textContent).toBe('');
  });
});
