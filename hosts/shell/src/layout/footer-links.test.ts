import { describe, expect, it } from 'vitest';
import { proLinks } from './footer-links.ts';

describe('proLinks', () => {
  it('lists the website, every known link in order, then phone and email', () => {
    const links = proLinks({
      website_url: 'https://evergreen.example',
      phone: '(555) 010-2030',
      email: 'hello@evergreen.example',
      links: {
        maps: 'https://maps.example/e',
        about: 'https://evergreen.example/about',
        blog: 'https://b.example',
      },
    });
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['Website', 'https://evergreen.example/'],
      ['About', 'https://evergreen.example/about'],
      ['Find us on the map', 'https://maps.example/e'],
      ['Blog', 'https://b.example/'],
      ['(555) 010-2030', 'tel:5550102030'],
      ['hello@evergreen.example', 'mailto:hello@evergreen.example'],
    ]);
  });

  it('drops links that are not http(s), so pro-entered javascript: URLs never reach an href', () => {
    const links = proLinks({
      website_url: 'javascript:alert(1)',
      phone: null,
      email: null,
      links: { reviews: 'data:text/html,x', services: 'not a url' },
    });
    expect(links).toEqual([]);
  });
});
