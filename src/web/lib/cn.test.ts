import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import {
  generateConfigSource,
  sourceClassWords,
  writtenConfigSource,
} from '../../../scripts/generate-tailwind-merge.ts';
import { cn } from './cn.ts';

const modifiers = (word: string) => word.slice(0, word.lastIndexOf(':') + 1);

describe('cn', () => {
  const words = sourceClassWords();
  // A Tailwind class: tailwind-merge drops the second of two equal ones and keeps unknown words as they are.
  const classes = words.filter((word) => twMerge(`${word} ${word}`) === word);

  it('knows every kind of class the source uses (else run npm run generate:tailwind-merge)', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(writtenConfigSource()).toBe(generateConfigSource(words));
  });

  it("merges every pair of the source's classes as tailwind-merge's full configuration does", () => {
    const buckets = Map.groupBy(classes, modifiers);
    const differences: string[] = [];
    for (const bucket of buckets.values()) {
      for (const first of bucket) {
        for (const second of bucket) {
          const expected = twMerge(`${first} ${second}`);
          if (cn(first, second) !== expected)
            differences.push(`${first} ${second} → ${cn(first, second)}, not ${expected}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('lets a later class override an earlier one of the same kind, and joins conditional classes', () => {
    expect(cn('px-4 py-2 text-sm', 'px-2')).toBe('py-2 text-sm px-2');
    expect(cn('bg-primary text-white', undefined, { hidden: false, 'text-text': true })).toBe('bg-primary text-text');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
  });
});
