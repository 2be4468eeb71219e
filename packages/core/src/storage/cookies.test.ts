import { COOKIE_DAYS, COOKIE_NAMES } from '@showroom/contract';
import { afterAll, afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cookies } from './cookies.ts';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

describe('cookies', () => {
  beforeEach(() => {
    for (const name of Object.values(COOKIE_NAMES)) cookies.remove(name);
  });

  it('keeps a value, encoded, until removed', () => {
    cookies.set(COOKIE_NAMES.rememberEmail, 'a b@example.com; x', { days: COOKIE_DAYS.rememberMe });
    expect(cookies.get(COOKIE_NAMES.rememberEmail)).toBe('a b@example.com; x');
    expect(cookies.get(COOKIE_NAMES.userType)).toBeNull();

    cookies.remove(COOKIE_NAMES.rememberEmail);
    expect(cookies.get(COOKIE_NAMES.rememberEmail)).toBeNull();
  });

  it('sets the expiry the given number of days ahead', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    vi.useFakeTimers({ now: new Date('2024-01-01T00:00:00Z') });
    cookies.set(COOKIE_NAMES.userType, 'User', { days: COOKIE_DAYS.userType });
    expect(writes[0]).toContain('user_type=User; expires=Tue, 02 Jan 2024 00:00:00 GMT; path=/');
  });

  afterEach(() => vi.useRealTimers());

  it('keeps cookies in the page memory where a sandboxed document refuses them', async () => {
    const refuse = () => {
      throw new DOMException('sandboxed', 'SecurityError');
    };
    // One accessor of the document's own, removed after the test: spies on its get and its set, restored
    // one after the other, put the refusing getter back with the setter's saved descriptor, and files
    // share one window (decision 0122).
    Object.defineProperty(document, 'cookie', { configurable: true, get: refuse, set: refuse });
    onTestFinished(() => {
      Reflect.deleteProperty(document, 'cookie');
    });
    // A fresh module: the fallback lasts for the page's (the module's) life.
    vi.resetModules();
    const { cookies: sandboxed } = await import('./cookies.ts');
    expect(sandboxed.get(COOKIE_NAMES.otpVerify)).toBeNull();
    expect(() => sandboxed.set(COOKIE_NAMES.otpVerify, '1', { days: COOKIE_DAYS.otpVerify })).not.toThrow();
    sandboxed.set(COOKIE_NAMES.rememberEmail, 'a b@example.com', { days: COOKIE_DAYS.rememberMe });
    expect(sandboxed.get(COOKIE_NAMES.otpVerify)).toBe('1');
    expect(sandboxed.get(COOKIE_NAMES.rememberEmail)).toBe('a b@example.com');
    sandboxed.remove(COOKIE_NAMES.otpVerify);
    expect(sandboxed.get(COOKIE_NAMES.otpVerify)).toBeNull();
    expect(sandboxed.get(COOKIE_NAMES.rememberEmail)).toBe('a b@example.com');
  });
});
