import { describe, expect, it } from 'vitest';
import { createFacebookVerifier } from './facebook-verifier.ts';
import { createGoogleVerifier } from './google-verifier.ts';
import type { Fetch } from './social-identity.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('Google verifier', () => {
  const info = {
    aud: 'our-client',
    iss: 'accounts.google.com',
    sub: '42',
    email: 'Someone@Example.test',
    email_verified: 'true',
    given_name: 'Some',
    family_name: 'One',
  };
  const verify = (body: unknown) => createGoogleVerifier('our-client', async () => json(body)).verify('t');

  it('accepts a token for our client with a verified e-mail', async () => {
    expect(await verify(info)).toEqual({
      provider: 'google',
      providerUserId: '42',
      email: 'someone@example.test',
      firstName: 'Some',
      lastName: 'One',
    });
  });

  it.each([
    ['another audience', { ...info, aud: 'someone-else' }],
    ['another issuer', { ...info, iss: 'evil.example' }],
    ['an unverified e-mail', { ...info, email_verified: 'false' }],
    ['no e-mail', { ...info, email: undefined }],
  ])('refuses %s', async (_label, body) => {
    expect(await verify(body)).toBeNull();
  });
});

describe('Facebook verifier', () => {
  const fake =
    (debug: unknown, me: unknown): Fetch =>
    async (url) =>
      url.includes('/debug_token?') ? json(debug) : json(me);
  const debugOk = { data: { is_valid: true, app_id: 'app-1', user_id: '77' } };
  const meOk = { id: '77', email: 'fb@example.test', first_name: 'F', last_name: 'B' };

  it('accepts a token issued to our app, with the profile of the same user', async () => {
    const identity = await createFacebookVerifier('app-1', 'secret', fake(debugOk, meOk)).verify('tok');
    expect(identity).toMatchObject({ provider: 'facebook', providerUserId: '77', email: 'fb@example.test' });
  });

  it('sends an appsecret_proof with the profile request', async () => {
    const urls: string[] = [];
    const recording: Fetch = async (url, init) => {
      urls.push(url);
      return fake(debugOk, meOk)(url, init);
    };
    await createFacebookVerifier('app-1', 'secret', recording).verify('tok');
    expect(urls[1]).toMatch(/appsecret_proof=[0-9a-f]{64}/);
  });

  it.each([
    ['an invalid token', { data: { is_valid: false, app_id: 'app-1', user_id: '77' } }, meOk],
    ["another app's token", { data: { is_valid: true, app_id: 'app-2', user_id: '77' } }, meOk],
    ['a profile of another user', debugOk, { ...meOk, id: '78' }],
    ['a profile without e-mail', debugOk, { id: '77' }],
  ])('refuses %s', async (_label, debug, me) => {
    expect(await createFacebookVerifier('app-1', 'secret', fake(debug, me)).verify('tok')).toBeNull();
  });
});
