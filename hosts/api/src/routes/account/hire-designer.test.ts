import { validationErrorSchema } from '@showroom/contract';
import { CART_MESSAGES } from '@showroom/contract/cart';
import {
  DESIGNER_HIRE_MESSAGES,
  hireDesignerListResponseSchema,
  hireDesignerResponseSchema,
} from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { designer_hires } from '../../modules/designer-hires/designer-hires-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { findProjectAccess } from '../../modules/project-access/index.ts';
import { payoutBalancesFor } from '../../modules/pros/index.ts';
import { pro_profiles } from '../../modules/pros/pro-profiles-schema.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import {
  type HireCaller,
  hire,
  hireCaller,
  listDesigners,
  newHireKey,
  projectFor,
} from '../../testing/hire-calls.ts';
import { planCardToken } from '../../testing/plan-calls.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const { logins } = DEMO_ACCOUNTS;
let t: TestApp;
let owner: HireCaller;
let studio88: number;
let tileArt: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  owner = await hireCaller(t, logins.homeowner.email);
  studio88 = await t.userIdOf(logins.designer.email);
  tileArt = await t.userIdOf('tileart7@pros.showroom.test');
});
afterAll(() => t.close());

const chargesOf = (token: string) =>
  t.db.select().from(sandbox_charges).where(eq(sandbox_charges.token, token));
const hiresOf = (projectId: number) =>
  t.db.select().from(designer_hires).where(eq(designer_hires.project_id, projectId));

describe('GET /api/hire_designer', () => {
  it('ranks the designers by the project’s style, with fee, matching styles and availability', async () => {
    const projectId = await projectFor(t, owner.id, ['Farmhouse', 'Modern']);
    const response = await listDesigners(t, owner, projectId);
    expect(response.statusCode).toBe(200);
    const { designers, saved_card } = hireDesignerListResponseSchema.parse(response.json()).data;
    expect(designers.map((each) => [each.id, each.matching_tags, each.fee_cents, each.hired])).toEqual([
      [tileArt, ['Farmhouse'], 24_000, false],
      [studio88, ['Modern'], 17_000, false],
    ]);
    expect(designers[0]).toMatchObject({ company_name: 'Tile Art Studio', accepting_projects: true });
    // The demo homeowner's card saved at the seed's checkout: offered for the fee.
    expect(saved_card?.last4).toBe('4242');

    const modern = await projectFor(t, owner.id, ['Minimalist']);
    const again = hireDesignerListResponseSchema.parse((await listDesigners(t, owner, modern)).json()).data;
    expect(again.designers.map((each) => each.id)).toEqual([studio88, tileArt]);
  });

  it('answers another homeowner, a made-up project and a bad id as the access rule says', async () => {
    const projectId = await projectFor(t, owner.id, ['Modern']);
    const stranger = await hireCaller(t, await extraHomeownerEmail(t.db));
    const foreign = await listDesigners(t, stranger, projectId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: CART_MESSAGES.projectNotFound });
    expect((await listDesigners(t, owner, 999_999)).json()).toEqual(foreign.json());
    expect((await listDesigners(t, owner, 0)).statusCode).toBe(422);
    for (const email of [logins.contractor.email, logins.vendor.email, logins.designer.email]) {
      expect((await listDesigners(t, await hireCaller(t, email), projectId)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/hire_designer', () => {
  it('charges the fee with 4242, hires, tells the designer and lets them into the project', async () => {
    const projectId = await projectFor(t, owner.id, ['Modern'], 'Bright kitchen');
    const token = await planCardToken(t);
    const response = await hire(t, owner, newHireKey(), {
      project: projectId,
      designer: studio88,
      payment: { card_token: token, save_card: true },
    });
    expect(response.statusCode).toBe(201);
    const answer = hireDesignerResponseSchema.parse(response.json());
    expect(answer.message).toBe('You hired Studio 88 Interiors. They have joined your project and its chat.');
    expect(answer.data.designers.map((each) => [each.id, each.fee_cents])).toEqual([[studio88, 17_000]]);
    expect((await chargesOf(token)).map((each) => [each.amount_cents, each.state])).toEqual([
      [17_000, 'captured'],
    ]);

    const listed = hireDesignerListResponseSchema.parse(
      (await listDesigners(t, owner, projectId)).json(),
    ).data;
    expect(listed.designers.find((each) => each.id === studio88)?.hired).toBe(true);
    expect(listed.saved_card?.last4).toBe('4242');

    const designer = { id: studio88, type: 'Designer' as const };
    expect((await findProjectAccess(t.db, projectId, designer))?.role).toBe('designer');
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.user_id, studio88));
    expect(notice?.message).toBe(
      'Olivia Bennett hired you for “Bright kitchen”. Open it in your console to chat and add products.',
    );
    await expect
      .poll(async () => (await t.mail.lastTo(logins.designer.email))?.subject)
      .toBe('You were hired for a project on Showroom');
    // The designer's share (the fee less the platform's 10%) waits in their payout balance.
    const balances = await payoutBalancesFor(t.db, studio88, t.clock.now());
    expect(balances.pending_cents).toBe(15_300);
  });

  it('refuses a second hire of the same designer and charges nothing', async () => {
    const projectId = await projectFor(t, owner.id, ['Rustic']);
    const first = await hire(t, owner, newHireKey(), {
      project: projectId,
      designer: tileArt,
      payment: { card_token: await planCardToken(t) },
    });
    expect(first.statusCode).toBe(201);
    const token = await planCardToken(t);
    const second = await hire(t, owner, newHireKey(), {
      project: projectId,
      designer: tileArt,
      payment: { card_token: token },
    });
    expect(second.statusCode).toBe(422);
    expect(validationErrorSchema.parse(second.json()).errors.designer).toEqual([
      DESIGNER_HIRE_MESSAGES.alreadyHired,
    ]);
    expect(await chargesOf(token)).toEqual([]);
    expect(await hiresOf(projectId)).toHaveLength(1);
  });

  it('answers the same key again with the same hire, charged once', async () => {
    const projectId = await projectFor(t, owner.id, ['Rustic']);
    const token = await planCardToken(t);
    const key = newHireKey();
    const payload = { project: projectId, designer: tileArt, payment: { card_token: token } };
    const answers = [await hire(t, owner, key, payload), await hire(t, owner, key, payload)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(await chargesOf(token)).toHaveLength(1);
  });

  it('answers a declined card with the processor’s words under payment and writes nothing', async () => {
    const projectId = await projectFor(t, owner.id, ['Modern']);
    const declined = await hire(t, owner, newHireKey(), {
      project: projectId,
      designer: studio88,
      payment: { card_token: await planCardToken(t, '4000000000000002') },
    });
    expect(declined.statusCode).toBe(422);
    expect(validationErrorSchema.parse(declined.json()).errors.payment).toEqual(['Your card was declined.']);
    expect(await hiresOf(projectId)).toEqual([]);
    expect(await findProjectAccess(t.db, projectId, { id: studio88, type: 'Designer' })).toBeNull();
  });

  it('refuses a designer who is not taking projects, and a contractor', async () => {
    const projectId = await projectFor(t, owner.id, ['Modern']);
    await t.db
      .update(pro_profiles)
      .set({ accepting_projects: false })
      .where(eq(pro_profiles.user_id, tileArt));
    const payment = { card_token: await planCardToken(t) };
    const busy = await hire(t, owner, newHireKey(), { project: projectId, designer: tileArt, payment });
    expect(validationErrorSchema.parse(busy.json()).errors.designer).toEqual([
      DESIGNER_HIRE_MESSAGES.notAvailable,
    ]);
    await t.db
      .update(pro_profiles)
      .set({ accepting_projects: true })
      .where(eq(pro_profiles.user_id, tileArt));
    const contractor = await t.userIdOf(logins.contractor.email);
    const wrong = await hire(t, owner, newHireKey(), { project: projectId, designer: contractor, payment });
    expect(validationErrorSchema.parse(wrong.json()).errors.designer).toEqual([
      DESIGNER_HIRE_MESSAGES.noSuchDesigner,
    ]);
    expect(await hiresOf(projectId)).toEqual([]);
  });

  it('lets nobody but the owner hire for a project: others are told it does not exist', async () => {
    const projectId = await projectFor(t, owner.id, ['Modern']);
    const stranger = await hireCaller(t, await extraHomeownerEmail(t.db, 1));
    const token = await planCardToken(t);
    const payload = { project: projectId, designer: studio88, payment: { card_token: token } };
    const foreign = await hire(t, stranger, newHireKey(), payload);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: CART_MESSAGES.projectNotFound });
    expect(await chargesOf(token)).toEqual([]);
    const missingKey = await t.app.inject({
      method: 'POST',
      url: '/api/hire_designer',
      headers: owner.headers,
      payload,
    });
    expect(missingKey.statusCode).toBe(422);
  });
});
