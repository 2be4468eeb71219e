import { COOKIE_NAMES } from '@showroom/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cookies } from '../storage/cookies.ts';
import {
  clearOtpVerified,
  isOtpVerified,
  markOtpVerified,
  rememberedSignIn,
  rememberSignIn,
  setUserTypeCookie,
} from './auth-cookies.ts';
import { resetPage } from './auth-test-kit.ts';

const daysUntil = (entry: string | undefined) =>
  Math.round((Date.parse(/expires=([^;]+)/.exec(entry ?? '')?.[1] ?? '') - Date.now()) / 86_400_000);

beforeEach(() => {
  resetPage().unregister();
});

describe('remember me', () => {
  it('remembers the email and the flag, and prefills from them', () => {
    rememberSignIn('ann@example.com');
    expect(rememberedSignIn()).toEqual({ email: 'ann@example.com', remember: true });
  });

  it('forgets both when not chosen', () => {
    rememberSignIn('ann@example.com');
    rememberSignIn(null);
    expect(rememberedSignIn()).toBeNull();
    expect(cookies.get(COOKIE_NAMES.rememberEmail)).toBeNull();
  });

  it('prefills nothing from an email without the flag', () => {
    cookies.set(COOKIE_NAMES.rememberEmail, 'ann@example.com', { days: 1 });
    expect(rememberedSignIn()).toBeNull();
  });

  it('deletes a password cookie an older client left, and never writes one', () => {
    cookies.set(COOKIE_NAMES.rememberPassword, 'hunter2', { days: 1 });
    rememberSignIn('ann@example.com');
    expect(cookies.get(COOKIE_NAMES.rememberPassword)).toBeNull();
  });

  it('keeps them 340 days', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    rememberSignIn('ann@example.com');
    const kept = writes.filter((entry) => !entry.includes('1970'));
    expect(kept.map((entry) => daysUntil(entry))).toEqual([340, 340]);
  });
});

describe('user-type cookie', () => {
  it('is set for one day and removed with null', () => {
    const writes: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    setUserTypeCookie('User');
    expect(writes[0]?.startsWith('user_type=User;')).toBe(true);
    expect(daysUntil(writes[0])).toBe(1);
    spy.mockRestore();

    setUserTypeCookie('User');
    expect(cookies.get(COOKIE_NAMES.userType)).toBe('User');
    setUserTypeCookie(null);
    expect(cookies.get(COOKIE_NAMES.userType)).toBeNull();
  });
});

describe('otp_verify cookie', () => {
  it('is marked for 340 days, read and cleared', () => {
    expect(isOtpVerified()).toBe(false);
    const writes: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    markOtpVerified();
    expect(daysUntil(writes[0])).toBe(340);
    spy.mockRestore();

    markOtpVerified();
    expect(isOtpVerified()).toBe(true);
    clearOtpVerified();
    expect(isOtpVerified()).toBe(false);
  });
});
