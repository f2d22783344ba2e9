// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductFacts } from './product-facts.tsx';

afterEach(cleanup);

const facts = {
  brand: '',
  model: '',
  warranty: '',
  shipping: '',
  deliveryFeePaise: 0,
  returnPolicyDays: 7,
  description: '',
};

/** The details as label → value, read from the definition list as a buyer's screen reader would. */
function shown(): Record<string, string> {
  const terms = screen.queryAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('a product’s details', () => {
  it('say nothing the seller did not give: no warranty, brand or model is assumed', () => {
    render(<ProductFacts product={facts} />);
    expect(shown()).toEqual({ Shipping: 'Free delivery', 'Return policy': '7 days' });
    expect(screen.queryByText(/2 Years/)).toBeNull();
  });

  it('show the seller’s own words and the delivery fee they set', () => {
    render(
      <ProductFacts
        product={{
          ...facts,
          brand: 'Rangmahal',
          warranty: '6 months plating warranty',
          shipping: 'Insured',
          deliveryFeePaise: 4_900,
          returnPolicyDays: 0,
        }}
      />,
    );
    expect(shown()).toEqual({
      Brand: 'Rangmahal',
      Warranty: '6 months plating warranty',
      Shipping: '₹49 delivery · Insured',
      'Return policy': 'No returns',
    });
  });
});
