/**
 * A design request that dies after its credits were spent, before its designs were stored (decision
 * 0110): the retry with the same Idempotency-Key answers the designs the request would have had and
 * spends nothing more. Runs on PGlite and, in the PostgreSQL tier, on PostgreSQL.
 */
import { aiDesignResultResponseSchema } from '@showroom/contract/design-ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiHeaders,
  KITCHEN_REQUEST,
  newAiCaller,
  newAiKey,
  requestDesigns,
  uploadRoomPhoto,
} from '../../testing/ai-design-calls.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ai_users } from './ai-accounts-schema.ts';
import { ai_credit_ledger } from './ai-credits-schema.ts';
import { ai_design_requests } from './ai-designs-schema.ts';

/** The process "dies" once, between the spend and the designs. */
let dieAfterSpend = false;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    wrapDesignGenerator: (generator) => ({
      async generate(brief) {
        if (dieAfterSpend) {
          dieAfterSpend = false;
          throw new Error('the API process died');
        }
        return generator.generate(brief);
      },
    }),
  });
});
afterAll(() => t.close());

const withoutIds = (data: ReturnType<typeof aiDesignResultResponseSchema.parse>['data']) =>
  data.designs.map(({ id: _id, ...design }) => design);

describe('a design request interrupted after the spend', () => {
  it('is answered by the retry of the same key with the same designs, spent once', async () => {
    const caller = await newAiCaller(t, { credits: 30 });
    const key = newAiKey();
    dieAfterSpend = true;
    expect((await requestDesigns(t, caller, key)).statusCode).toBe(500);
    // Paid, no designs yet: the request row holds the spend.
    const [paid] = await t.db
      .select()
      .from(ai_design_requests)
      .where(eq(ai_design_requests.ai_user_id, caller.id));
    expect(paid).toMatchObject({ credits_left: 20, completed_at: null });

    const retry = await requestDesigns(t, caller, key);
    expect(retry.statusCode).toBe(200);
    const answered = aiDesignResultResponseSchema.parse(retry.json()).data;
    expect(answered.designs).toHaveLength(3);
    expect(answered.request).toMatchObject({ id: paid!.id, credits_spent: 10, credits_left: 20 });
    const [user] = await t.db.select().from(ai_users).where(eq(ai_users.id, caller.id));
    expect(user?.credits).toBe(20);
    const ledger = await t.db
      .select()
      .from(ai_credit_ledger)
      .where(eq(ai_credit_ledger.ai_user_id, caller.id));
    expect(ledger.map((line) => line.change)).toEqual([-10]);

    // The designs it would have answered: another request of the same inputs gets the same ones.
    const fresh = aiDesignResultResponseSchema.parse(
      (await requestDesigns(t, caller, newAiKey())).json(),
    ).data;
    expect(withoutIds(fresh)).toEqual(withoutIds(answered));
  });

  it('is finished by the retry even when its photo was removed in between: the credits spent still buy designs', async () => {
    const caller = await newAiCaller(t, { credits: 30 });
    const photo = await uploadRoomPhoto(t, caller);
    const key = newAiKey();
    const request = { ...KITCHEN_REQUEST, photo: photo.id };
    dieAfterSpend = true;
    expect((await requestDesigns(t, caller, key, request)).statusCode).toBe(500);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/AI/photos/${photo.id}`,
      headers: aiHeaders(caller),
    });
    expect(removed.statusCode).toBe(200);

    const retry = await requestDesigns(t, caller, key, request);
    expect(retry.statusCode).toBe(200);
    const answered = aiDesignResultResponseSchema.parse(retry.json()).data;
    expect(answered.designs).toHaveLength(3);
    expect(answered.request).toMatchObject({ credits_left: 20, photo: null, photo_removed: true });
    const [user] = await t.db.select().from(ai_users).where(eq(ai_users.id, caller.id));
    expect(user?.credits).toBe(20);
  });
});
