import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from './session.ts';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

const user = { id: 5, email: 'ann@example.com', type: 'User', status: 'Active' };

describe('session', () => {
  beforeEach(() => {
    session.setSession({ token: null, aiToken: null, user: null });
    localStorage.clear();
  });

  it('is logged in only with a token longer than 10 characters', () => {
    session.setSession({ token: '1234567890' });
    expect(session.isLoggedIn()).toBe(false);
    session.setSession({ token: '12345678901' });
    expect(session.isLoggedIn()).toBe(true);
  });

  it('persists token, AI token and user under the spec keys', () => {
    session.setSession({ token: '1|abcdefghijklmnop', aiToken: 'ai-token-123', user });
    expect(localStorage.getItem('authToken')).toBe('1|abcdefghijklmnop');
    expect(localStorage.getItem('AIauthToken')).toBe('ai-token-123');
    expect(JSON.parse(localStorage.getItem('user_login') ?? 'null')).toEqual(user);
  });

  it('leaves parts not given as they are', () => {
    session.setSession({ token: '1|abcdefghijklmnop' });
    session.setSession({ aiToken: 'ai-token-123' });
    expect(session.store.getState().token).toBe('1|abcdefghijklmnop');
    expect(localStorage.getItem('authToken')).toBe('1|abcdefghijklmnop');
  });

  it('clearSession forgets user and token but keeps the AI token', () => {
    session.setSession({ token: '1|abcdefghijklmnop', aiToken: 'ai-token-123', user });
    session.clearSession();
    expect(session.store.getState()).toEqual({ token: null, aiToken: 'ai-token-123', user: null });
    expect(session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user_login')).toBeNull();
  });

  it('follows a login and a logout in another tab', () => {
    localStorage.setItem('authToken', '2|from-the-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: '2|from-the-other-tab' }));
    expect(session.isLoggedIn()).toBe(true);

    localStorage.removeItem('authToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: null }));
    expect(session.isLoggedIn()).toBe(false);
  });

  it('starts from what is stored, ignoring a corrupt user', async () => {
    localStorage.setItem('authToken', '3|stored-token-value');
    localStorage.setItem('user_login', '{broken');
    vi.resetModules();
    const fresh = await import('./session.ts');
    expect(fresh.session.store.getState()).toEqual({
      token: '3|stored-token-value',
      aiToken: null,
      user: null,
    });
  });
});
