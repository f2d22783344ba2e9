import { describe, expect, it } from 'vitest';
import { MAX_BANNER_BYTES } from '#shared/contracts/campaigns.ts';
import {
  bannerFileProblem,
  type CampaignFormValues,
  changedFields,
  formFieldFor,
  HASHTAG_START_MESSAGE,
  parseBadges,
  parseHashtags,
  payoutSuggestion,
  toCampaignFields,
  toFormErrors,
} from './campaign-form-model.ts';

const today = '2026-06-01';
const gift = { id: '0b7f4c1e-8f0a-4c59-9c1f-2d1b6a7e9f10', name: 'Aura headphones', pricePaise: 499_900 };

const values = (changes: Partial<CampaignFormValues> = {}): CampaignFormValues => ({
  brand: 'Rangmahal Jewels',
  title: 'Festive Jhumka Edit',
  desc: 'Style our kundan jhumkas three ways for Teej.',
  hashtags: '#RangmahalFestive #JhumkaLove',
  payoutType: 'cash',
  payoutRupees: '2000',
  giftProductId: '',
  payout: '₹2,000 per post',
  deadline: '2026-07-15',
  badges: 'Trending, New',
  ...changes,
});

describe('hashtags typed in one line', () => {
  it('splits on spaces and commas, each tag once', () => {
    expect(parseHashtags('#Diwali #Glow,#Haat ,, #glow')).toEqual({
      hashtags: ['#Diwali', '#Glow', '#Haat'],
      error: null,
    });
    expect(parseHashtags('  ')).toEqual({ hashtags: [], error: null });
    expect(parseHashtags('#दिवाली #Haat_2026').error).toBeNull();
  });

  it('says each hashtag starts with #', () => {
    expect(parseHashtags('#Diwali glow').error).toBe(HASHTAG_START_MESSAGE);
    expect(parseHashtags('Diwali').error).toBe(HASHTAG_START_MESSAGE);
  });

  it('names a tag the contract refuses', () => {
    expect(parseHashtags('#ok #not-ok').error).toMatch(/^#not-ok: /);
    expect(parseHashtags('#').error).toMatch(/^#: /);
  });
});

describe('the rest of the campaign form', () => {
  it('reads badges separated by commas', () => {
    expect(parseBadges(' Trending, New ,, Festive ')).toEqual(['Trending', 'New', 'Festive']);
    expect(parseBadges('')).toEqual([]);
  });

  it('suggests the payout text from the amount or the gift', () => {
    expect(payoutSuggestion({ payoutType: 'cash', payoutRupees: '2000', giftProductId: '' }, [])).toBe(
      '₹2,000 per post',
    );
    expect(payoutSuggestion({ payoutType: 'cash', payoutRupees: 'abc', giftProductId: '' }, [])).toBe('');
    expect(payoutSuggestion({ payoutType: 'gift', payoutRupees: '', giftProductId: gift.id }, [gift])).toBe(
      'Free Aura headphones (worth ₹4,999)',
    );
    expect(payoutSuggestion({ payoutType: 'gift', payoutRupees: '', giftProductId: '' }, [gift])).toBe('');
  });

  it('turns what was typed into the contract fields', () => {
    const result = toCampaignFields(values(), today);
    expect(result).toEqual({
      ok: true,
      fields: {
        brand: 'Rangmahal Jewels',
        title: 'Festive Jhumka Edit',
        desc: 'Style our kundan jhumkas three ways for Teej.',
        hashtags: ['#RangmahalFestive', '#JhumkaLove'],
        payout: '₹2,000 per post',
        payoutType: 'cash',
        payoutAmountPaise: 200_000,
        giftProductId: null,
        deadline: '2026-07-15',
        badges: ['Trending', 'New'],
      },
    });
    const giftResult = toCampaignFields(
      values({ payoutType: 'gift', payoutRupees: '2000', giftProductId: gift.id }),
      today,
    );
    expect(giftResult.ok && giftResult.fields).toMatchObject({ payoutAmountPaise: null, giftProductId: gift.id });
  });

  it('puts each problem on its input', () => {
    const result = toCampaignFields(
      values({
        title: 'x',
        hashtags: 'diwali',
        payoutRupees: '',
        deadline: '2026-05-31',
        payout: ' ',
        badges: 'a,b,c,d,e,f',
      }),
      today,
    );
    expect(result.ok ? {} : result.errors).toEqual({
      title: 'Enter a title of at least 3 characters.',
      hashtags: HASHTAG_START_MESSAGE,
      payoutRupees: 'Enter the payout in ₹, e.g. 2000.',
      deadline: 'Choose today or a later day.',
      payout: expect.any(String),
      badges: 'At most 5 badges.',
    });
    const noGift = toCampaignFields(values({ payoutType: 'gift', deadline: '' }), today);
    expect(noGift.ok ? {} : noGift.errors).toMatchObject({
      giftProductId: 'Choose one of your products.',
      deadline: expect.any(String),
    });
  });

  it('maps the server’s field names back onto the inputs', () => {
    expect(formFieldFor('hashtags.2')).toBe('hashtags');
    expect(formFieldFor('payoutAmountPaise')).toBe('payoutRupees');
    expect(formFieldFor('giftProductId')).toBe('giftProductId');
    expect(formFieldFor('status')).toBeNull();
    expect(
      toFormErrors({ 'hashtags.1': ['Not a tag.'], payoutAmountPaise: ['Too much.'], status: ['Not now.'] }, [
        '#ok',
        '#bad',
      ]),
    ).toEqual({
      errors: { hashtags: '#bad: Not a tag.', payoutRupees: 'Too much.' },
      unplaced: ['Not now.'],
    });
  });

  it('sends only what changed in an edit, the payout whole', () => {
    const result = toCampaignFields(values(), today);
    if (!result.ok) throw new Error('the values are valid');
    expect(changedFields(result.fields, { title: true, badges: true })).toEqual({
      title: 'Festive Jhumka Edit',
      badges: ['Trending', 'New'],
    });
    expect(changedFields(result.fields, { payoutRupees: true })).toEqual({
      payoutType: 'cash',
      payoutAmountPaise: 200_000,
      giftProductId: null,
      payout: '₹2,000 per post',
    });
    expect(changedFields(result.fields, {})).toEqual({});
  });

  it('checks a banner’s type and size before uploading it', () => {
    expect(bannerFileProblem({ type: 'image/webp', size: MAX_BANNER_BYTES })).toBeNull();
    expect(bannerFileProblem({ type: 'image/gif', size: 1000 })).toMatch(/JPEG, PNG or WebP/);
    expect(bannerFileProblem({ type: 'image/png', size: MAX_BANNER_BYTES + 1 })).toMatch(/larger than 10 MB/);
  });
});
