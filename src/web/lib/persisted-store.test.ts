// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPersistedStore } from './persisted-store.ts';

const digits = z.string().regex(/^\d+$/);

afterEach(() => localStorage.clear());

describe('a store kept in local storage and checked against its schema', () => {
  it('starts from what was stored when it passes the check', () => {
    localStorage.setItem('test:digits', JSON.stringify('560034'));
    expect(createPersistedStore('test:digits', digits, 'none').get()).toBe('560034');
  });

  it('starts from its fallback when the stored value fails the check, or is not JSON', () => {
    localStorage.setItem('test:digits', JSON.stringify('56OO34'));
    expect(createPersistedStore('test:digits', digits, 'none').get()).toBe('none');
    localStorage.setItem('test:digits', '{broken');
    expect(createPersistedStore('test:digits', digits, 'none').get()).toBe('none');
  });

  it('keeps every change', () => {
    const store = createPersistedStore('test:digits', digits, 'none');
    store.set('110001');
    expect(JSON.parse(localStorage.getItem('test:digits') ?? 'null')).toBe('110001');
  });
});
