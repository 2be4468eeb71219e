import { MESSAGES } from '@showroom/contract';
import {
  AI_CREDITS,
  AI_DESIGN_MESSAGES,
  aiSessionResponseSchema,
  aiUserResponseSchema,
} from '@showroom/contract/design-ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_AI_ACCOUNT } from '../../db/seed/demo-accounts.ts';
import { aiHeaders, newAiKey, requestDesigns } from '../../testing/ai-design-calls.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const session = (payload: object, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/AI/design', payload, remoteAddress });

const REGISTRATION = {
  action: 'register',
  name: 'Rosa Diaz',
  email: 'Rosa.Diaz@Example.com',
  password: 'Showroom!2026',
  password_confirmation: 'Showroom!2026',
};

describe('AI design accounts', () => {
  it('registers with the starter credits, mails a link to the welcome page, and signs in with its own token', async () => {
    const registered = await session(REGISTRATION);
    expect(registered.statusCode).toBe(201);
    const { data, message } = aiSessionResponseSchema.parse(registered.json());
    expect(message).toBe(AI_DESIGN_MESSAGES.registered);
    expect(data.user).toMatchObject({
      email: 'rosa.diaz@example.com',
      email_verified: false,
      credits: AI_CREDITS.starterGrant,
    });
    const mail = await t.mail.lastTo('rosa.diaz@example.com');
    expect(mail?.subject).toBe(AI_DESIGN_MESSAGES.verifyMailSubject);
    const link = mail!.links![0]!;
    expect(link).toMatch(/\/showroom\/design-ai\/welcome\?verify=[A-Za-z0-9_-]{43}$/);

    const user = await t.app.inject({ method: 'GET', url: '/api/AI/get_user', headers: aiHeaders(data) });
    expect(aiUserResponseSchema.parse(user.json()).data.id).toBe(data.user.id);

    // Not verified yet: no designs, and nothing is spent.
    const early = await requestDesigns(t, data, newAiKey());
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(AI_DESIGN_MESSAGES.verifyFirst);

    const token = new URL(link).searchParams.get('verify')!;
    const verify = (value: string) =>
      t.app.inject({ method: 'GET', url: `/api/AI/design/email/verify/${value}` });
    expect((await verify(token)).json().message).toBe(AI_DESIGN_MESSAGES.verified);
    // A link works once.
    expect((await verify(token)).statusCode).toBe(422);
    const after = await t.app.inject({ method: 'GET', url: '/api/AI/get_user', headers: aiHeaders(data) });
    expect(after.json().data).toMatchObject({ email_verified: true, credits: AI_CREDITS.starterGrant });
  });

  it('refuses a taken e-mail whatever its case, and a mismatched confirmation, as field errors', async () => {
    const taken = await session({ ...REGISTRATION, email: 'ROSA.DIAZ@example.com' }, '10.9.0.2');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([AI_DESIGN_MESSAGES.emailTaken]);
    const mismatch = await session(
      { ...REGISTRATION, email: 'x@example.com', password_confirmation: 'no' },
      '10.9.0.2',
    );
    expect(Object.keys(mismatch.json().errors)).toEqual(['password_confirmation']);
  });

  it('signs the demo AI account in, and refuses a wrong password with one answer', async () => {
    const ok = await session(
      { action: 'login', email: DEMO_AI_ACCOUNT.email, password: DEMO_ACCOUNTS.password },
      '10.9.0.3',
    );
    expect(ok.statusCode).toBe(200);
    expect(aiSessionResponseSchema.parse(ok.json()).data.user).toMatchObject({ email_verified: true });
    const wrong = await session(
      { action: 'login', email: DEMO_AI_ACCOUNT.email, password: 'nope' },
      '10.9.0.3',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.email).toEqual([AI_DESIGN_MESSAGES.wrongCredentials]);
  });

  it('keeps AI tokens and shop tokens apart', async () => {
    const shopToken = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
    const aiToken = await t.aiTokenFor(DEMO_AI_ACCOUNT.email);
    // A shop token in either header opens no AI route.
    for (const headers of [bearer(shopToken), { authorizationai: `Bearer ${shopToken}` }]) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/AI/get_user', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(AI_DESIGN_MESSAGES.signInRequired);
    }
    // An AI token opens nothing of the shop.
    const shop = await t.app.inject({ method: 'GET', url: '/api/authuser', headers: bearer(aiToken) });
    expect(shop.statusCode).toBe(401);
    expect(shop.json().message).toBe(MESSAGES.unauthenticated);
  });

  it('resends the link once a minute, and tells a verified account it is verified', async () => {
    const fresh = aiSessionResponseSchema.parse(
      (await session({ ...REGISTRATION, email: 'resend@example.com' }, '10.9.0.4')).json(),
    ).data;
    const resend = () =>
      t.app.inject({ method: 'GET', url: '/api/AI/design/email/resend', headers: aiHeaders(fresh) });
    expect((await resend()).json().message).toBe(AI_DESIGN_MESSAGES.verificationSent);
    expect((await resend()).statusCode).toBe(429);
    const demo = await t.app.inject({
      method: 'GET',
      url: '/api/AI/design/email/resend',
      headers: aiHeaders({ token: await t.aiTokenFor(DEMO_AI_ACCOUNT.email) }),
    });
    expect(demo.json().message).toBe(AI_DESIGN_MESSAGES.alreadyVerified);
  });
});
