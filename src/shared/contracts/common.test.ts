import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BROKEN_CHARACTER_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  forbiddenCharacterFields,
  text,
  textChecks,
} from './common.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('text()', () => {
  const line = text()
    .trim()
    .min(2, 'Too short.')
    .regex(/^[^#]*$/, 'No #.');
  const lines = text({ multiline: true });

  it('refuses NUL, the other C0 controls and DEL on one line, with one clear message', () => {
    for (const control of ['\u0000', '\u0001', '\t', '\n', '\r', '\u001B', '\u007F']) {
      expect(messages(line, `a${control}#`)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
  });

  it('keeps tab, line feed and carriage return in multi-line text, and refuses the rest', () => {
    expect(lines.parse('One line\r\n\tand another')).toBe('One line\r\n\tand another');
    for (const control of ['\u0000', '\u000B', '\u000C', '\u007F'])
      expect(messages(lines, `a${control}b`)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('refuses half an emoji and keeps whole ones and any script', () => {
    expect(messages(line, 'ab\uD83D')).toEqual([BROKEN_CHARACTER_MESSAGE]);
    expect(messages(line, '\uDE00ab')).toEqual([BROKEN_CHARACTER_MESSAGE]);
    expect(line.parse(' दिवाली 😀 ')).toBe('दिवाली 😀');
  });

  it('leaves the checks after it as they were', () => {
    expect(messages(line, 'a')).toEqual(['Too short.']);
    expect(messages(line, 'a#')).toEqual(['No #.']);
  });

  it('checks other string schemas too', () => {
    const link = z.url().check(...textChecks());
    expect(messages(link, 'https://example.com/a\u0000b')).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(link.parse('https://example.com/a')).toBe('https://example.com/a');
  });
});

describe('forbiddenCharacterFields()', () => {
  it('names each string and key of a JSON value that text() would refuse', () => {
    expect(
      forbiddenCharacterFields({
        name: 'a\u0000',
        ok: 'fine',
        nested: { list: ['x', 'y\uD800'] },
        'k\u0000': 1,
        count: 3,
      }),
    ).toEqual({
      name: [CONTROL_CHARACTERS_MESSAGE],
      'nested.list.1': [BROKEN_CHARACTER_MESSAGE],
      'k\u0000': [CONTROL_CHARACTERS_MESSAGE],
    });
    expect(forbiddenCharacterFields('\u0007')).toEqual({ _: [CONTROL_CHARACTERS_MESSAGE] });
    expect(forbiddenCharacterFields({ fine: ['a', { b: 'c' }], n: null })).toEqual({});
  });
});
