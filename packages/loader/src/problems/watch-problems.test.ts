import { EMBED_PROBLEMS_GLOBAL, ORIGIN_UNREGISTERED_HEADER } from '@showroom/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readHandoff } from './problem-handoff.ts';
import { watchProblems } from './watch-problems.ts';

/** A page of its own per test: each watcher listens on its page's violations. */
let page = document.implementation.createHTMLDocument('');
afterEach(() => {
  page = document.implementation.createHTMLDocument('');
  Reflect.deleteProperty(globalThis, EMBED_PROBLEMS_GLOBAL);
  vi.restoreAllMocks();
  vi.resetModules();
});

const BASE = 'https://platform.test/showroom';
const added = () => [...page.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const violation = () =>
  Object.assign(new Event('securitypolicyviolation'), {
    blockedURI: 'https://platform.test/api/visualization/showrooms',
    effectiveDirective: 'connect-src',
    originalPolicy: "default-src 'self'; connect-src 'self'",
    sourceFile: '',
  });

describe('watchProblems (decision 0129)', () => {
  it('adds nothing on a page without a problem', () => {
    const read = watchProblems(BASE, 'https://platform.test', 'HOMEPRO1', () => {}, page);
    read(new Response('{}'));
    expect(added()).toEqual([]);
  });

  it('adds embed-problems.js once, for a tag without data-showroom, a violation or an unregistered origin', () => {
    const read = watchProblems(BASE, 'https://platform.test', null, () => {}, page);
    page.dispatchEvent(violation());
    read(new Response('{}', { headers: { [ORIGIN_UNREGISTERED_HEADER]: '1' } }));
    expect(added()).toEqual([`${BASE}/embed-problems.js`]);
    expect(readHandoff()?.violations).toHaveLength(1);
    expect(readHandoff()?.unregisteredAnswer).not.toBeNull();
  });

  it('hands what it noticed to embed-problems.js, which tells the pro, and then what comes later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const note = vi.fn();
    const read = watchProblems(BASE, 'https://platform.test', 'HOMEPRO1', note, page);
    page.dispatchEvent(violation());
    // The script arriving: it reads the handoff as embed.js left it.
    await import('./embed-problems.ts');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('add https://platform.test to connect-src');
    expect(note).toHaveBeenCalledWith('csp:connect-src');
    // Later: straight to the script, no second one added.
    read(new Response('{}', { headers: { [ORIGIN_UNREGISTERED_HEADER]: '1' } }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('to the site origins of your showroom');
    expect(added()).toHaveLength(1);
  });
});
