import { EMBED_HEALTH_REPORT } from '@showroom/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportEmbedHealth } from './embed-health-report.ts';

const PLATFORM = 'https://platform.test';
const beacon = vi.fn((_url: string | URL, _body?: BodyInit | null) => true);
const sentBodies = () =>
  beacon.mock.calls.map(([, body]) => JSON.parse(String(body)) as Record<string, unknown>);

beforeEach(() => {
  vi.useFakeTimers();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  document.body.innerHTML =
    '<showroom-product hash="a"></showroom-product><showroom-product></showroom-product><showroom-cart></showroom-cart>';
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('reportEmbedHealth', () => {
  it("sends one beacon once the page settled, with the page's path, its elements once each and the problems", () => {
    const note = reportEmbedHealth(PLATFORM, 'HOMEPRO1', 'showroom-product,showroom-cart,showroom-store');
    note('csp:img-src');
    note('csp:img-src');
    vi.advanceTimersByTime(EMBED_HEALTH_REPORT.delayMs - 1);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe(`${PLATFORM}${EMBED_HEALTH_REPORT.path}`);
    expect(sentBodies()[0]).toEqual({
      showroom: 'HOMEPRO1',
      path: location.pathname,
      elements: ['showroom-product', 'showroom-cart'],
      problems: ['csp:img-src'],
    });
  });

  it('sends again for a problem met later (a remote that hung), and not for one already told', () => {
    const note = reportEmbedHealth(PLATFORM, 'HOMEPRO1', 'showroom-product');
    vi.advanceTimersByTime(EMBED_HEALTH_REPORT.delayMs);
    note('remote:showroom_catalog');
    note('remote:showroom_catalog');
    expect(sentBodies().map((body) => body.problems)).toEqual([[], ['remote:showroom_catalog']]);
  });

  it("sends nothing without a Showroom ID, nor from the platform's own pages (the console's preview)", () => {
    reportEmbedHealth(PLATFORM, null, 'showroom-product');
    reportEmbedHealth(location.origin, 'HOMEPRO1', 'showroom-product');
    vi.advanceTimersByTime(EMBED_HEALTH_REPORT.delayMs * 2);
    expect(beacon).not.toHaveBeenCalled();
  });

  it("sends nothing from a page that is no web address, such as the console's about:srcdoc preview frame", () => {
    const preview = { origin: 'https://shop.example', protocol: 'about:', pathname: 'srcdoc' };
    reportEmbedHealth(PLATFORM, 'HOMEPRO1', 'showroom-product', preview);
    vi.advanceTimersByTime(EMBED_HEALTH_REPORT.delayMs * 2);
    expect(beacon).not.toHaveBeenCalled();
  });
});
