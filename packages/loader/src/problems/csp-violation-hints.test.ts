import { describe, expect, it, vi } from 'vitest';
import { cspHintReporter, sourceToAdd } from './csp-violation-hints.ts';

const PLATFORM = 'https://platform.example';
const STRICT = "default-src 'self'; script-src 'self'; style-src 'self'";

function violation(fields: Partial<SecurityPolicyViolationEventInit>): Event {
  return Object.assign(new Event('securitypolicyviolation'), {
    blockedURI: '',
    effectiveDirective: 'connect-src',
    originalPolicy: STRICT,
    sourceFile: '',
    ...fields,
  });
}

/** A page whose violations go to the reporter, as embed.js and `embed-problems.js` pass them on. */
function watch() {
  const page = new EventTarget();
  const log = vi.fn<(line: string) => void>();
  const report = cspHintReporter(PLATFORM, log);
  page.addEventListener('securitypolicyviolation', (event) => report(event as SecurityPolicyViolationEvent));
  return { page, log };
}

describe('cspHintReporter', () => {
  it('names the directive and the platform origin when a call to the platform is blocked', () => {
    const { page, log } = watch();
    page.dispatchEvent(
      violation({
        blockedURI: `${PLATFORM}/api/showrooms?q=X`,
        effectiveDirective: 'connect-src',
        originalPolicy: `${STRICT}; connect-src 'self'`,
      }),
    );
    expect(log).toHaveBeenCalledWith(
      'Showroom: add https://platform.example to connect-src in your Content-Security-Policy; until then the widgets cannot reach the showroom (products, cart, sign-in).',
    );
  });

  it('says it once per kind of thing blocked, and names default-src when the page has only that', () => {
    const { page, log } = watch();
    for (const path of ['/a', '/b', '/c']) {
      page.dispatchEvent(violation({ blockedURI: `${PLATFORM}${path}`, effectiveDirective: 'img-src' }));
    }
    page.dispatchEvent(violation({ blockedURI: `${PLATFORM}/x`, effectiveDirective: 'frame-src' }));
    expect(log.mock.calls.map(([line]) => line.split(' in ')[0])).toEqual([
      'Showroom: add https://platform.example to default-src',
      'Showroom: add https://platform.example to default-src',
    ]);
  });

  it('names script-src for a blocked chunk, not the -elem form the page does not use', () => {
    const { page, log } = watch();
    page.dispatchEvent(
      violation({
        blockedURI: `${PLATFORM}/showroom/remotes/catalog/embed/remoteEntry.js`,
        effectiveDirective: 'script-src-elem',
      }),
    );
    expect(log.mock.calls[0]?.[0]).toContain('add https://platform.example to script-src in');
  });

  it('says nothing of what the page itself loads', () => {
    const { page, log } = watch();
    page.dispatchEvent(
      violation({
        blockedURI: 'https://ads.example/pixel.gif',
        effectiveDirective: 'img-src',
        sourceFile: 'https://shop.example/site.js',
      }),
    );
    page.dispatchEvent(violation({ blockedURI: 'inline', effectiveDirective: 'script-src-elem' }));
    expect(log).not.toHaveBeenCalled();
  });
});

describe('sourceToAdd', () => {
  it('asks for the keyword when a widget script is blocked from writing inline style', () => {
    const init = {
      blockedURI: 'inline',
      effectiveDirective: 'style-src-elem',
      originalPolicy: STRICT,
      sourceFile: `${PLATFORM}/showroom/remotes/ui.js`,
      target: null,
    };
    expect(sourceToAdd(init, PLATFORM)).toBe("'unsafe-inline'");
  });

  it('names another origin a widget reached for, by its own origin', () => {
    const init = {
      blockedURI: 'https://cdn.example/tile.png',
      effectiveDirective: 'img-src',
      originalPolicy: STRICT,
      sourceFile: `${PLATFORM}/showroom/remotes/catalog.js`,
      target: null,
    };
    expect(sourceToAdd(init, PLATFORM)).toBe('https://cdn.example');
  });

  it('counts a violation inside a widget’s shadow root as the widget’s', () => {
    const host = document.createElement('showroom-catalog');
    const style = document.createElement('style');
    host.attachShadow({ mode: 'open' }).append(style);
    const init = {
      blockedURI: 'inline',
      effectiveDirective: 'style-src-elem',
      originalPolicy: STRICT,
      sourceFile: '',
      target: style,
    };
    expect(sourceToAdd(init, PLATFORM)).toBe("'unsafe-inline'");
  });
});
