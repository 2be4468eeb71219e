import { STORAGE_KEYS } from '@showroom/contract';
import { notify, storage } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../testing/screen-test-stub.ts';
import {
  hasPendingStyleProfile,
  rememberPendingStyleProfile,
  savePendingStyleProfile,
} from './pending-style-profile.ts';

const profile = { tags: ['Coastal', 'Scandinavian'], palette: 'whites-and-sand', materials: ['oak'] };
let page: ReturnType<typeof setUpScreenTest>;
let status = 200;
beforeEach(() => {
  status = 200;
  page = setUpScreenTest({
    'PUT style_profile': (body) =>
      status === 200
        ? {
            body: {
              success: true,
              message: 'Your style profile has been saved.',
              data: (body as { profile: unknown }).profile,
            },
          }
        : {
            status,
            body: {
              message: 'The given data was invalid.',
              errors: { 'profile.tags': ['Choose at least one style.'] },
            },
          },
  });
});
afterEach(() => page.unregister());

describe('a visitor’s style survey answer', () => {
  it('is saved to the account at sign-in, with the server’s message, then forgotten', async () => {
    rememberPendingStyleProfile(profile);
    expect(hasPendingStyleProfile()).toBe(true);
    await savePendingStyleProfile();
    expect(page.requests).toEqual([{ route: 'PUT style_profile', body: { profile }, query: '' }]);
    expect(page.toasts()).toEqual([{ type: 'success', message: 'Your style profile has been saved.' }]);
    expect(hasPendingStyleProfile()).toBe(false);
  });

  it('is kept for the next sign-in when the call fails, and dropped when the server refuses it', async () => {
    rememberPendingStyleProfile(profile);
    status = 500;
    await savePendingStyleProfile();
    expect(storage.getString(STORAGE_KEYS.styleSurvey)).not.toBeNull();
    status = 422;
    await savePendingStyleProfile();
    expect(hasPendingStyleProfile()).toBe(false);
    expect(notify.store.getState().toasts.filter((toast) => toast.type === 'success')).toEqual([]);
  });

  it('sends nothing when there is none', async () => {
    await savePendingStyleProfile();
    expect(page.requests).toEqual([]);
  });
});
