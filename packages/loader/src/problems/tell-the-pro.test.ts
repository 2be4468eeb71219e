import {
  ORIGIN_UNREGISTERED_HEADER,
  proEmbedsConsoleUrl,
  SITE_ORIGIN_MESSAGES,
} from '@showroom/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOrigins, tellThePro } from './tell-the-pro.ts';

const PLATFORM = 'https://platform.test';
const CONSOLE = proEmbedsConsoleUrl(PLATFORM);
const marked = () => new Response('{}', { headers: { [ORIGIN_UNREGISTERED_HEADER]: 'for the pro' } });

/** Puts this page in a frame of `top` (ancestorOrigins as Chromium reports it). */
function framedBy(top: string | null, referrer = '') {
  vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
  Object.defineProperty(location, 'ancestorOrigins', {
    configurable: true,
    value: top ? Object.assign([top], { contains: () => true, item: () => top }) : undefined,
  });
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(location, 'ancestorOrigins');
});

describe('tellThePro', () => {
  it('warns once at load when the tag has no data-showroom, naming the page and the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    tellThePro(PLATFORM, null);
    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0] ?? [];
    expect(message).toContain('no data-showroom');
    expect(message).toContain(location.origin);
    expect(message).toContain('https://platform.test/showroom/pro/embeds');
  });

  it('warns once when the showroom search comes back marked unregistered, and not otherwise', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = tellThePro(PLATFORM, 'HOMEPRO1');
    read(new Response('{}'));
    expect(warn).not.toHaveBeenCalled();
    read(marked());
    read(marked());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      SITE_ORIGIN_MESSAGES.registerSite.replace('{origins}', location.origin).replace('{console}', CONSOLE),
    );
  });
});

describe('pageOrigins', () => {
  it('is the page’s own origin on a top-level page', () => {
    expect(pageOrigins()).toBe(location.origin);
  });

  it('names the framing top page too, from ancestorOrigins', () => {
    framedBy('https://builder.example');
    expect(pageOrigins()).toBe(`${location.origin} and https://builder.example (the page that frames it)`);
  });

  it('falls back to the referrer’s origin where ancestorOrigins is missing', () => {
    framedBy(null, 'https://builder.example/my-page?x=1');
    expect(pageOrigins()).toBe(`${location.origin} and https://builder.example (the page that frames it)`);
  });

  it('names one origin when the frame is of the same site', () => {
    framedBy(location.origin);
    expect(pageOrigins()).toBe(location.origin);
  });
});
