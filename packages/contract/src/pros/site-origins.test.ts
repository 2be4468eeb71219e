import { describe, expect, it } from 'vitest';
import { siteOriginOf, siteOriginRequestSchema } from './site-origins.ts';

describe('siteOriginOf', () => {
  it('takes the origin as the widgets’ console line prints it, or from a page’s whole address', () => {
    expect(siteOriginOf('https://www.example.com')).toBe('https://www.example.com');
    expect(siteOriginOf('  https://WWW.Example.com/shop/?showroom-path=/cart ')).toBe(
      'https://www.example.com',
    );
    expect(siteOriginOf('http://127.0.0.1:8081/products.html')).toBe('http://127.0.0.1:8081');
  });

  it('writes it as a browser sends it in Origin: no default port', () => {
    expect(siteOriginOf('https://example.com:443/')).toBe('https://example.com');
    expect(siteOriginOf('http://example.com:80')).toBe('http://example.com');
    expect(siteOriginOf('https://example.com:8443')).toBe('https://example.com:8443');
  });

  it('refuses what is not an http(s) site', () => {
    for (const value of [
      'example.com',
      'javascript:alert(1)',
      'ftp://example.com',
      'https://user@evil.example',
      'https://example.com:99999',
      '',
    ])
      expect(siteOriginOf(value)).toBeNull();
  });

  it('is the request schema’s rule, with the message a pro can act on', () => {
    expect(siteOriginRequestSchema.safeParse({ origin: 'https://example.com/shop' }).success).toBe(true);
    const refused = siteOriginRequestSchema.safeParse({ origin: 'example.com' });
    expect(refused.error?.issues[0]?.message).toBe(
      'Enter your site’s address, such as https://www.example.com.',
    );
  });
});
