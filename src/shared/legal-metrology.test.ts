import { describe, expect, it } from 'vitest';
import { compactDeclarations, missingDeclarations, requiredDeclarations, unitSalePrice } from './legal-metrology.ts';

describe('unit sale price (rule 6(11), from 1 December 2022)', () => {
  it('is per gram under 1 kg and per kilogram over it, in rupees to two decimals', () => {
    // ₹349 for 250 g: ₹1.396 a gram, declared as ₹1.40.
    expect(unitSalePrice(34_900, 250, 'g')).toEqual({ paise: 140, per: 'g' });
    expect(unitSalePrice(34_900, 0.25, 'kg')).toEqual({ paise: 140, per: 'g' });
    // ₹599 for 1.5 kg: ₹399.33 a kilogram.
    expect(unitSalePrice(59_900, 1.5, 'kg')).toEqual({ paise: 39_933, per: 'kg' });
    expect(unitSalePrice(59_900, 1500, 'g')).toEqual({ paise: 39_933, per: 'kg' });
  });

  it('is per ml / litre for volume and per cm / metre for length', () => {
    expect(unitSalePrice(110_000, 30, 'ml')).toEqual({ paise: 3_667, per: 'ml' });
    expect(unitSalePrice(45_000, 2, 'l')).toEqual({ paise: 22_500, per: 'l' });
    expect(unitSalePrice(15_000, 50, 'cm')).toEqual({ paise: 300, per: 'cm' });
    expect(unitSalePrice(120_000, 2.5, 'm')).toEqual({ paise: 48_000, per: 'm' });
    expect(unitSalePrice(120_000, 150, 'cm')).toEqual({ paise: 80_000, per: 'm' });
  });

  it('is per unit for goods sold by number', () => {
    expect(unitSalePrice(45_000, 6, 'unit')).toEqual({ paise: 7_500, per: 'unit' });
    expect(unitSalePrice(10_000, 3, 'unit')).toEqual({ paise: 3_333, per: 'unit' });
  });

  it('is not declared when it equals the MRP: exactly 1 kg, 1 l, 1 m or 1 unit', () => {
    expect(unitSalePrice(50_000, 1, 'kg')).toBeNull();
    expect(unitSalePrice(50_000, 1000, 'g')).toBeNull();
    expect(unitSalePrice(50_000, 1000, 'ml')).toBeNull();
    expect(unitSalePrice(50_000, 1, 'l')).toBeNull();
    expect(unitSalePrice(50_000, 100, 'cm')).toBeNull();
    expect(unitSalePrice(50_000, 1, 'unit')).toBeNull();
  });

  it('is none without an MRP, a unit or a positive quantity', () => {
    expect(unitSalePrice(null, 250, 'g')).toBeNull();
    expect(unitSalePrice(34_900, 250, undefined)).toBeNull();
    expect(unitSalePrice(34_900, 0, 'g')).toBeNull();
    expect(unitSalePrice(34_900, -5, 'g')).toBeNull();
    expect(unitSalePrice(34_900, Number.NaN, 'g')).toBeNull();
  });
});

describe('required declarations', () => {
  const complete = {
    makerRole: 'packer',
    makerName: 'Malabar Naturals',
    makerAddress: '41/2012 Broadway, Ernakulam, Kochi, Kerala 682002',
    countryOfOrigin: 'India',
    genericName: 'Tea',
    netQuantity: 250,
    netQuantityUnit: 'g',
    bestBefore: '12 months from packing',
  } as const;

  it('are asked of food, personal care and home goods only, best before of food alone', () => {
    expect(requiredDeclarations('fashion')).toEqual([]);
    expect(requiredDeclarations('electronics')).toEqual([]);
    expect(requiredDeclarations('food')).toContain('legalMetrology.bestBefore');
    expect(requiredDeclarations('beauty')).not.toContain('legalMetrology.bestBefore');
    expect(requiredDeclarations('home')).toEqual(
      expect.arrayContaining(['originalPricePaise', 'legalMetrology.makerName']),
    );
  });

  it('names what a product lacks, blank texts and the MRP included', () => {
    expect(missingDeclarations({ category: 'food', originalPricePaise: 39_900, legalMetrology: complete })).toEqual([]);
    expect(
      missingDeclarations({
        category: 'food',
        originalPricePaise: null,
        legalMetrology: { ...complete, makerAddress: '  ', bestBefore: undefined },
      }),
    ).toEqual(['legalMetrology.makerAddress', 'legalMetrology.bestBefore', 'originalPricePaise']);
    expect(missingDeclarations({ category: 'beauty', originalPricePaise: 100, legalMetrology: null })).toHaveLength(7);
    expect(missingDeclarations({ category: 'books', originalPricePaise: null, legalMetrology: null })).toEqual([]);
  });

  it('keeps only what was said', () => {
    expect(compactDeclarations({ makerName: ' ', genericName: '' })).toBeNull();
    expect(compactDeclarations({ makerName: 'Mitti Studio', genericName: '' })).toEqual({ makerName: 'Mitti Studio' });
    expect(compactDeclarations(null)).toBeNull();
  });
});
