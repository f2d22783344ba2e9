// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductInput } from '#shared/contracts/catalog.ts';
import { commissionEndpoints } from '#shared/endpoints/commission.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { ProductForm } from './product-form.tsx';

const terms = { sellerDefaultBps: 0, sellerCategoryBps: {}, creatorMarkupBps: 0, feeGstBps: 1800, effectiveFrom: null };

function renderForm() {
  server.use(answer(commissionEndpoints.terms, () => terms));
  const onSubmit = vi.fn<(input: ProductInput) => Promise<void>>(async () => {});
  const rendered = renderScreen(<ProductForm submitLabel="Save" onSubmit={onSubmit} onCancel={() => {}} />);
  return { ...rendered, onSubmit };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** The message tied to a control by aria-describedby, as a screen reader reads it. */
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the product form’s packaging declarations (Legal Metrology)', () => {
  it('marks them required for food, works out the unit sale price, and sends them', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByRole('group', { name: 'Packaging declarations (Legal Metrology)' })).toBeTruthy();
    // Optional until the category is a packaged one; no best before outside food.
    expect(field('Their name').getAttribute('aria-required')).toBeNull();
    expect(screen.queryByLabelText(/Best before/)).toBeNull();

    await user.selectOptions(field('Category'), 'food');
    expect(field('Their name (required)').getAttribute('aria-required')).toBe('true');
    expect(field('Best before (required)')).toBeTruthy();
    expect(field('Country of origin (required)').value).toBe('India');

    await user.type(field('Product name'), 'Masala chai');
    await user.type(field('Stock'), '20');
    await user.type(field('Price (₹)'), '349');
    await user.type(field('MRP (₹, inclusive of all taxes, required)'), '399');
    await user.selectOptions(field('Manufacturer, packer or importer (required)'), 'packer');
    await user.type(field('Their name (required)'), 'Malabar Naturals');
    await user.type(field('Their complete address (required)'), 'Broadway, Kochi, Kerala 682002');
    await user.type(field('Generic name (required)'), 'Tea');
    await user.type(field('Net quantity (required)'), '250');
    await user.selectOptions(field('Unit (required)'), 'g');
    await user.type(field('Best before (required)'), '12 months from packing');
    // ₹399 for 250 g: ₹1.596 a gram.
    expect(field('Unit sale price').value).toBe('₹1.60 per g');
    expect(field('Unit sale price').readOnly).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      category: 'food',
      originalPricePaise: 39_900,
      legalMetrology: {
        makerRole: 'packer',
        makerName: 'Malabar Naturals',
        makerAddress: 'Broadway, Kochi, Kerala 682002',
        countryOfOrigin: 'India',
        genericName: 'Tea',
        netQuantity: 250,
        netQuantityUnit: 'g',
        bestBefore: '12 months from packing',
      },
    });
  });

  it('names each missing declaration under its field and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(field('Category'), 'beauty');
    await user.type(field('Product name'), 'Face oil');
    await user.type(field('Stock'), '5');
    await user.type(field('Price (₹)'), '799');
    await user.type(field('Net quantity (required)'), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedBy(field('Their name (required)'))).toContain(
        'Give the name of the manufacturer, packer or importer.',
      ),
    );
    expect(describedBy(field('MRP (₹, inclusive of all taxes, required)'))).toContain('Give the MRP');
    expect(describedBy(field('Unit (required)'))).toContain('Choose the unit of the net quantity.');
    expect(field('Net quantity (required)').getAttribute('aria-invalid')).toBe('false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends no declarations for a product of another category that was given none', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(field('Category'), 'jewellery');
    await user.type(field('Product name'), 'Silver jhumkas');
    await user.type(field('Stock'), '5');
    await user.type(field('Price (₹)'), '799');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ category: 'jewellery', legalMetrology: null });
  });
});
