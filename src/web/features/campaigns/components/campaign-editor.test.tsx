// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_BANNER_BYTES, type SellerCampaign } from '#shared/contracts/campaigns.ts';
import type { Product } from '#shared/contracts/catalog.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { testCampaign } from '../test-campaigns.ts';
import { CampaignEditor } from './campaign-editor.tsx';

const product = (id: string, name: string, pricePaise: number, status: Product['status'] = 'active'): Product => ({
  id,
  sellerId: 'seller-1',
  sku: null,
  nameHi: null,
  descriptionHi: null,
  hsnCode: '8518',
  gstRateBps: 1800,
  maxMarkupPercent: null,
  name,
  description: '',
  category: 'electronics',
  brand: '',
  model: '',
  warranty: '',
  shipping: '',
  deliveryFeePaise: 0,
  returnPolicyDays: 30,
  pricePaise,
  originalPricePaise: null,
  legalMetrology: null,
  stock: 5,
  resellable: true,
  status,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

// The editor once the server has answered the seller's products; nothing here is valid enough to be sent, so the
// products are all that goes to the network (a request nothing answers fails the test).
async function renderEditor(campaign?: SellerCampaign) {
  server.use(
    answer(catalogEndpoints.ownProducts, () => ({
      items: [product('p-1', 'Aura headphones', 499_900), product('p-2', 'Old speaker', 99_900, 'archived')],
    })),
  );
  const { client } = renderScreen(<CampaignEditor campaign={campaign} brand="Voltbyte Electronics" />, {
    route: '/edit-collab/new',
  });
  await waitFor(() => expect(client.isFetching()).toBe(0));
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the campaign editor', () => {
  it('starts a new campaign with the business name and suggests the payout text until it is edited', async () => {
    await renderEditor();
    expect(input('Brand').value).toBe('Voltbyte Electronics');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();

    fireEvent.change(input('Payout per approved post (₹)'), { target: { value: '2000' } });
    expect(input('Payout text').value).toBe('₹2,000 per post');

    fireEvent.click(screen.getByRole('radio', { name: /Gift/ }));
    const gifts = screen.getByLabelText('Gift product') as HTMLSelectElement;
    expect([...gifts.options].map((option) => option.text)).toEqual([
      'Choose one of your products',
      'Aura headphones (₹4,999)',
    ]);
    fireEvent.change(gifts, { target: { value: 'p-1' } });
    expect(input('Payout text').value).toBe('Free Aura headphones (worth ₹4,999)');

    fireEvent.change(input('Payout text'), { target: { value: 'Headphones + ₹500' } });
    fireEvent.click(screen.getByRole('radio', { name: /Cash/ }));
    expect(input('Payout text').value).toBe('Headphones + ₹500');
  });

  it('shows each problem under its field before sending anything', async () => {
    await renderEditor();
    fireEvent.change(input('Hashtags'), { target: { value: '#Diwali glow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Each hashtag starts with #')).toBeTruthy();
    expect(screen.getByText('Enter a title of at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Enter the payout in ₹, e.g. 2000.')).toBeTruthy();
    expect(screen.getByText('Choose the last day creators can take part.')).toBeTruthy();
    expect(input('Hashtags').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a banner that is too large or not an image it takes', async () => {
    await renderEditor();
    const banner = input('Banner');
    const large = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(large, 'size', { value: MAX_BANNER_BYTES + 1 });
    fireEvent.change(banner, { target: { files: [large] } });
    expect(screen.getByText(/larger than 10 MB/)).toBeTruthy();
    fireEvent.change(banner, { target: { files: [new File(['x'], 'anim.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
  });

  it('saves changes to an open campaign, and only reads a closed one', async () => {
    const figures = { participants: 2, submissions: 1, approved: 0, paidOutPaise: 0 };
    const open = { ...testCampaign(7, { title: 'Kurta Stories', deadline: '2999-01-01' }), ...figures };
    await renderEditor(open);
    expect(input('Title').value).toBe('Kurta Stories');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    cleanup();

    await renderEditor({ ...testCampaign(8, { title: 'Old One', status: 'closed' }), ...figures });
    expect(screen.getByText(/This campaign is closed/)).toBeTruthy();
    await waitFor(() => expect(input('Title').closest('fieldset')?.disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
