// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://haat.test/role-select" }
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeNotification } from '../notification-summary.ts';
import { RichText } from './rich-text.tsx';

afterEach(cleanup);

function show(text: string) {
  const { container } = render(
    <MemoryRouter>
      <RichText text={text} />
    </MemoryRouter>,
  );
  return container;
}

const hrefs = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'));

describe('RichText', () => {
  it('runs in the test origin', () => {
    expect(window.location.origin).toBe('https://haat.test');
  });

  it('links paths in the app and https addresses on this origin', () => {
    const container = show(
      [
        'Here are picks:',
        '',
        '- [ok](/@priya.styles?product=abc): **₹299**',
        '- [Kurta \\(blue\\)](/@meera.wears?product=9f1c2d3e-0000-4000-8000-000000000001)',
        '',
        'More on [the shop](/shop?q=jhumka) or [our site](https://haat.test/collab-invites?sort=deadline#open).',
      ].join('\n'),
    );
    expect(screen.getByRole('link', { name: 'ok' }).getAttribute('href')).toBe('/@priya.styles?product=abc');
    expect(screen.getByRole('link', { name: 'Kurta (blue)' }).getAttribute('href')).toBe(
      '/@meera.wears?product=9f1c2d3e-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('link', { name: 'the shop' }).getAttribute('href')).toBe('/shop?q=jhumka');
    expect(screen.getByRole('link', { name: 'our site' }).getAttribute('href')).toBe(
      '/collab-invites?sort=deadline#open',
    );
    expect(container.querySelector('strong')?.textContent).toBe('₹299');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('renders links that would leave the site, or that a browser could read as another host, as plain text', () => {
    const hostile = [
      '[a](/\\evil.example)',
      '[b](//evil.example)',
      '[c](///evil.example)',
      '[d](javascript:alert(1))',
      '[e](JavaScript:alert(1))',
      '[f](https://evil.example)',
      '[g](https://evil.example/@priya.styles)',
      '[h](https://haat.test.evil.example/)',
      '[i](https://haat.test@evil.example/)',
      '[j](https://user:pass@haat.test/)',
      '[k](http://haat.test/shop)',
      '[l](http://localhost:3000/shop)',
      '[m](http://localhost/)',
      '[n](data:text/html,hi)',
      '[o](mailto:someone@evil.example)',
      '[p](shop)',
      '[q](?product=abc)',
      '[r](#top)',
      '[s](/\u0009/evil.example)',
      '[t](/%0a/evil.example\u0000)',
      '[u](\\\\evil.example)',
      '[v](https:\\\\evil.example)',
      '[w](https:/evil.example)',
      '[x](/shop\\)',
    ];
    const container = show(hostile.join('\n'));
    expect(hrefs(container)).toEqual([]);
    // Each label is still there as text.
    for (const label of 'abcdefghijklmnopqrstuvwx') expect(container.textContent).toContain(label);
  });

  it('shows escaped Markdown literally: a name can neither make a link nor bold, a list or a heading', () => {
    const name = 'Zebra lamp \\[Home\\]\\(/\\\\evil.example\\)';
    const container = show(
      [
        `Here is one pick:`,
        '',
        `- [${name}](/@priya.styles?product=abc): **₹2,999** in Sam \\*\\*VIP\\*\\* \\[x\\]\\(//evil.example\\)’s store`,
        '\\- not a list item',
        '\\# not a heading, \\`not code\\`, \\_not emphasis\\_, a\\\\b, and a lone \\ backslash',
        '**Bold \\*\\* title** by Brand\\]',
      ].join('\n'),
    );
    expect(hrefs(container)).toEqual(['/@priya.styles?product=abc']);
    expect(screen.getByRole('link').textContent).toBe('Zebra lamp [Home](/\\evil.example)');
    expect(container.querySelector('li')?.textContent).toBe(
      'Zebra lamp [Home](/\\evil.example): ₹2,999 in Sam **VIP** [x](//evil.example)’s store',
    );
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(container.textContent).toContain('- not a list item');
    expect(container.textContent).toContain(
      '# not a heading, `not code`, _not emphasis_, a\\b, and a lone \\ backslash',
    );
    const bold = [...container.querySelectorAll('strong')].map((element) => element.textContent);
    expect(bold).toEqual(['₹2,999', 'Bold ** title']);
    expect(container.textContent).toContain('by Brand]');
  });

  it('shows a notification whose message holds Markdown as written, with only its own links', () => {
    const message = 'Eve [Claim](/auth?next=x) **VIP** joined “[Win](//evil.example)\n- free”.';
    const container = show(
      summarizeNotification({ kind: 'campaign_joined', app: 'Collabs [x](/x)', message, link: '/dashboard' }),
    );
    expect(hrefs(container)).toEqual(['/dashboard']);
    expect(container.textContent).toContain('Collabs [x](/x): A creator joined your campaign.');
    expect(container.textContent).toContain('Eve [Claim](/auth?next=x) **VIP** joined “[Win](//evil.example) - free”.');
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('keeps an unfinished link or bold as text while the answer streams in', () => {
    const container = show('Try [the shop](/sh and **₹2');
    expect(hrefs(container)).toEqual([]);
    expect(container.textContent).toBe('Try [the shop](/sh and **₹2');
  });
});
