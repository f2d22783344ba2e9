import { describe, expect, it } from 'vitest';
import { readBudget } from './concierge-budget.ts';
import { languageOf, productWords, readIntent, singular } from './concierge-intent.ts';

describe('reading a budget', () => {
  it.each([
    ['earrings under ₹500', { minPaise: null, maxPaise: 50_000 }],
    ['kurta below Rs. 1,200', { minPaise: null, maxPaise: 120_000 }],
    ['headphones under 2k', { minPaise: null, maxPaise: 200_000 }],
    ['gifts between 500 and 1500', { minPaise: 50_000, maxPaise: 150_000 }],
    ['sarees ₹3000-₹8000', { minPaise: 300_000, maxPaise: 800_000 }],
    ['speakers above ₹1,000', { minPaise: 100_000, maxPaise: null }],
    ['pack of 2-3 mugs', { minPaise: null, maxPaise: null }],
  ])('%s', (text, budget) => {
    expect(readBudget(text).budget).toEqual(budget);
  });
});

describe('reading what is asked', () => {
  it('finds product words, singular, without budget or filler', () => {
    expect(readIntent('Show me earrings under ₹500')).toMatchObject({
      topic: 'products',
      words: ['earring'],
      category: 'jewellery',
      budget: { maxPaise: 50_000 },
    });
    expect(productWords('any good kurtas or sarees?')).toEqual(['kurta', 'saree']);
    expect(singular('dresses')).toBe('dress');
    expect(singular('watches')).toBe('watch');
  });

  it.each([
    ['How do I start as a creator?', 'start_creator'],
    ['I want to sell my products on Haat', 'start_seller'],
    ['How do I start selling?', 'start_seller'],
    ['how can i start selling on haat', 'start_seller'],
    ['I want to become a seller', 'start_seller'],
    ['How do I list my items?', 'start_seller'],
    ['How do I start earning?', 'start_creator'],
    ['how can I make money here', 'start_creator'],
    ['How much is the best selling kurta?', 'products'],
    ['Should I be a creator or a seller?', 'start_either'],
    ['Which campaigns pay cash?', 'campaigns'],
    ['How are my campaigns doing?', 'my_campaigns'],
    ['How much have I earned?', 'earnings'],
    ['Where is my order?', 'orders'],
    ['hello', 'greeting'],
    ['?', 'help'],
  ])('%s → %s', (text, topic) => {
    expect(readIntent(text).topic).toBe(topic);
  });
});

describe('reading Hindi and Hinglish', () => {
  it.each([
    ['500 se kam ke jhumke', { minPaise: null, maxPaise: 50_000 }],
    ['५०० रुपये तक', { minPaise: null, maxPaise: 50_000 }],
    ['2k se zyada ki saree', { minPaise: 200_000, maxPaise: null }],
    ['500 से 1500 तक', { minPaise: 50_000, maxPaise: 150_000 }],
    ['₹800 से कम', { minPaise: null, maxPaise: 80_000 }],
  ])('%s', (text, budget) => {
    expect(readBudget(text).budget).toEqual(budget);
  });

  it('finds product words in either script, searched as the catalog writes them', () => {
    expect(readIntent('500 se kam ke jhumke')).toMatchObject({
      topic: 'products',
      words: ['jhumka'],
      phrase: 'jhumke',
      category: 'jewellery',
      language: 'hi',
    });
    expect(readIntent('सस्ती साड़ियाँ दिखाओ')).toMatchObject({ words: ['saree'], category: 'fashion', language: 'hi' });
  });

  it.each([
    ['mujhe seller banna hai', 'start_seller'],
    ['मुझे विक्रेता बनना है', 'start_seller'],
    ['creator kaise banu?', 'start_creator'],
    ['मैं अपनी दुकान कैसे खोलूँ', 'start_creator'],
    ['मेरी कमाई कितनी है', 'earnings'],
    ['meri kamai kitni hai', 'earnings'],
    ['mera order kahan hai', 'orders'],
    ['मेरा ऑर्डर कहाँ है', 'orders'],
    ['नमस्ते', 'greeting'],
  ])('%s → %s', (text, topic) => {
    expect(readIntent(text)).toMatchObject({ topic, language: 'hi' });
  });

  it('knows English from Hindi, and says nothing of a bare product name', () => {
    expect(languageOf('How much have I earned?')).toBe('en');
    expect(languageOf('jhumka')).toBeNull();
    expect(languageOf('कमाई')).toBe('hi');
  });
});
