import { STORAGE_KEYS } from '@showroom/contract';
import { aiDesignListResponseSchema } from '@showroom/contract/design-ai';
import { api, session } from '@showroom/core';
import { setUpScreenTest } from '@showroom/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyAiEmail } from './ai-email.ts';
import { aiUser } from './ai-user.ts';

const AI_TOKEN = '31|ai-design-test-token-abcdefghijklmnop';
const MAIN_TOKEN = '7|main-session-test-token-abcdefghijkl';
const user = { id: 31, name: 'Dana', email: 'dana@example.test', email_verified: false, credits: 20 };
const ok = (data: unknown) => ({ body: { success: true, message: '', data } });

let page: ReturnType<typeof setUpScreenTest>;
afterEach(() => {
  aiUser.reset();
  page.unregister();
});

const settled = () =>
  new Promise<void>((resolve) => {
    if (aiUser.store.getState().status !== 'loading') {
      resolve();
      return;
    }
    const stop = aiUser.store.subscribe((state) => {
      if (state.status !== 'loading') {
        stop();
        resolve();
      }
    });
  });

describe('the AI user', () => {
  it('§8: a failed AI user load removes the AI token, never the platform’s', async () => {
    page = setUpScreenTest({
      'GET AI/get_user': () => ({ status: 500, body: { message: 'Server error.' } }),
    });
    session.setSession({ token: MAIN_TOKEN, aiToken: AI_TOKEN });
    aiUser.reset();
    const done = settled();
    aiUser.start();
    await done;
    expect(aiUser.store.getState()).toEqual({ status: 'signed-out', user: null });
    expect(localStorage.getItem(STORAGE_KEYS.aiAuthToken)).toBeNull();
    expect(session.store.getState().token).toBe(MAIN_TOKEN);
    expect(page.navigator).not.toHaveBeenCalled();
  });

  it('a 401 of any AI call ends the AI session alone and sends no one to the platform’s sign-in', async () => {
    page = setUpScreenTest({
      'GET AI/get_user': () => ok(user),
      'GET AI/designs': () => ({ status: 401, body: { message: 'Unauthenticated.' } }),
    });
    session.setSession({ token: MAIN_TOKEN, aiToken: AI_TOKEN });
    aiUser.reset();
    const done = settled();
    aiUser.start();
    await done;
    expect(aiUser.store.getState().user?.credits).toBe(20);
    await expect(
      api.get('AI/designs', { schema: aiDesignListResponseSchema, sessionScope: 'ai' }),
    ).rejects.toThrow();
    expect(aiUser.store.getState().status).toBe('signed-out');
    expect(session.store.getState()).toMatchObject({ token: MAIN_TOKEN, aiToken: null });
    expect(page.navigator).not.toHaveBeenCalled();
  });

  it('signs in under AIauthToken, and credits follow the server’s answers', async () => {
    page = setUpScreenTest({ 'POST AI/design': () => ok({ user, token: AI_TOKEN }) });
    aiUser.start();
    await aiUser.signIn({ email: 'dana@example.test', password: 'Showroom!2026' });
    expect(localStorage.getItem(STORAGE_KEYS.aiAuthToken)).toContain(AI_TOKEN);
    expect(page.requests.map((request) => request.route)).toEqual(['POST AI/design']);
    aiUser.setCredits(10);
    expect(aiUser.store.getState().user?.credits).toBe(10);
    aiUser.signOut();
    expect(localStorage.getItem(STORAGE_KEYS.aiAuthToken)).toBeNull();
  });

  it('loads the user again once the verify link is accepted, so an earlier load cannot say “unverified”', async () => {
    let verified = false;
    page = setUpScreenTest({
      'GET AI/get_user': () => ok({ ...user, email_verified: verified }),
      'GET AI/design/email/verify/tok_abcdefghijklmnopqrstuvwxyz': () => {
        verified = true;
        return { body: { success: true, message: 'Your e-mail is verified. You can design now.' } };
      },
    });
    session.setSession({ aiToken: AI_TOKEN });
    aiUser.reset();
    aiUser.start();
    await verifyAiEmail('tok_abcdefghijklmnopqrstuvwxyz');
    await settled();
    expect(aiUser.store.getState().user?.email_verified).toBe(true);
    expect(page.requests.filter((request) => request.route === 'GET AI/get_user')).toHaveLength(2);
  });
});
