import { describe, expect, it } from 'vitest';
import { escapeMarkdown, markdownLink, urlPart } from './markdown.ts';

describe('escapeMarkdown', () => {
  it('escapes what opens or closes links, emphasis, code, images, autolinks and HTML', () => {
    expect(escapeMarkdown('Zebra lamp [Home](/\\evil.example)')).toBe('Zebra lamp \\[Home\\]\\(/\\\\evil.example\\)');
    expect(escapeMarkdown('**bold** _em_ `code` ![img](x) <https://evil.example> ~~s~~ a|b {c}')).toBe(
      '\\*\\*bold\\*\\* \\_em\\_ \\`code\\` \\!\\[img\\]\\(x\\) \\<https://evil.example\\> \\~\\~s\\~\\~ a\\|b \\{c\\}',
    );
  });

  it('keeps a name on its line and stops it from starting a list, a heading or a quote', () => {
    expect(escapeMarkdown('Zebra cushion\n- [Sale](//evil.example)\r\n# Big\t\u2028sale')).toBe(
      'Zebra cushion - \\[Sale\\]\\(//evil.example\\) \\# Big sale',
    );
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('+ item')).toBe('\\+ item');
    expect(escapeMarkdown('12. item')).toBe('12\\. item');
    expect(escapeMarkdown('3) item')).toBe('3\\) item');
    expect(escapeMarkdown('# title')).toBe('\\# title');
    expect(escapeMarkdown('> quote')).toBe('\\> quote');
  });

  it('leaves ordinary names as they are', () => {
    for (const name of [
      'Oxidised Jhumka Earrings',
      'Priya’s picks',
      '₹2,500 per reel',
      'Rang-Mahal Jewels, Jaipur.',
      'HT-2026-0001',
      'meera.wears',
      '50% off: 2-in-1 set?',
    ]) {
      expect(escapeMarkdown(name)).toBe(name);
    }
  });
});

describe('links', () => {
  it('encodes user parts so they cannot end the link or leave the path', () => {
    expect(urlPart("a b)(/\\?&#!'*")).toBe('a%20b%29%28%2F%5C%3F%26%23%21%27%2A');
    expect(
      markdownLink(
        'Kurta [new](//x)',
        `/@${urlPart('meera.wears')}?product=${urlPart('9f1c2d3e-0000-4000-8000-000000000001')}`,
      ),
    ).toBe('[Kurta \\[new\\]\\(//x\\)](/@meera.wears?product=9f1c2d3e-0000-4000-8000-000000000001)');
  });

  it('refuses anything but a same-origin path', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'shop',
      '/a b',
      '/a)b',
      '/a(b',
      '/a\\b',
      '/a\nb',
      '',
    ]) {
      expect(() => markdownLink('x', path)).toThrow(/Not a safe same-origin path/);
    }
  });
});
