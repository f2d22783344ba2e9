import { readFileSync } from 'node:fs';
import { parsePo } from 'pofile-ts';
import { describe, expect, it } from 'vitest';

/*
 * The spec's exact texts (../shared/spec/product-spec.md): each is a message of the web's English catalog byte for
 * byte, so the English screens say exactly it, and each has its Hindi (decision 047).
 */
const SPEC_TEXTS = [
  'Welcome!',
  'Successfully signed in',
  'Signed out',
  'Come back soon!',
  'Sign in failed',
  'An error occurred',
  'Sign up failed',
  'Sign out failed',
  'Account created',
  'Please check your email to verify your account',
  'Reset email sent',
  'Check your email for the reset link',
  'Reset failed',
  'Password updated',
  'Your password has been successfully updated',
  'Password update failed',
  'Error',
  'Failed to save your choice. Please try again.',
  'Who are you?',
  "I'm a Creator",
  "I'm a Seller",
  'Just here to shop',
];

const catalog = (locale: string) =>
  new Map(
    parsePo(readFileSync(`src/web/locales/${locale}/all.po`, 'utf8')).items.map((item) => [
      item.msgid,
      item.msgstr[0] ?? '',
    ]),
  );

describe("the spec's exact texts", () => {
  const english = catalog('en');
  const hindi = catalog('hi');
  it.each(SPEC_TEXTS)('%s is a message of the English catalog, with its Hindi', (text) => {
    expect(english.get(text)).toBe(text);
    expect(hindi.get(text)).toMatch(/\p{Script=Devanagari}/u);
  });
});
