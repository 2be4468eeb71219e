import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOutsideFrame } from './open-outside-frame.ts';

afterEach(() => vi.restoreAllMocks());

const URL_TO_OPEN = 'https://platform.test/showroom/cart?showroom=HOMEPRO1';

describe('openOutsideFrame', () => {
  it('opens a new tab that cannot reach back into the page', () => {
    const tab = { opener: {} as unknown };
    const win = { open: vi.fn(() => tab), top: null } as unknown as Window;
    openOutsideFrame(URL_TO_OPEN, win);
    expect(win.open).toHaveBeenCalledWith(URL_TO_OPEN, '_blank');
    expect(tab.opener).toBeNull();
  });

  it('without new tabs, takes the whole window', () => {
    const top = { location: { href: 'https://pro.example/' } };
    openOutsideFrame(URL_TO_OPEN, { open: () => null, top } as unknown as Window);
    expect(top.location.href).toBe(URL_TO_OPEN);
  });

  it('says in the console what the sandbox must allow when it allows neither', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const top = {
      get location(): Location {
        throw new DOMException('Blocked', 'SecurityError');
      },
    };
    openOutsideFrame(URL_TO_OPEN, { open: () => null, top } as unknown as Window);
    expect(warn.mock.calls[0]?.[0]).toContain('allow-popups');
    expect(warn.mock.calls[0]?.[0]).toContain(URL_TO_OPEN);
  });
});
