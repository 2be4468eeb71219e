import { MESSAGES } from '@showroom/contract';
import {
  notificationPageResponseSchema,
  profileResponseSchema,
  projectCreatedResponseSchema,
} from '@showroom/contract/account';
import { INVITE_TEXTS, invitesResponseSchema, payoutSetupResponseSchema } from '@showroom/contract/pro';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { project_tans } from '../modules/carts/project-tans-schema.ts';
import { projects } from '../modules/carts/projects-schema.ts';
import { notifications } from '../modules/notifications/notifications-schema.ts';
import { cartCalls, cartOf, item, newToken, useCartTestApp } from '../testing/cart-test-kit.ts';
import { extraHomeownerEmail } from '../testing/extra-homeowners.ts';
import { bearer, type TestApp } from '../testing/test-app.ts';

/**
 * The ownership half of the access matrix (issue #10): homeowner B, holding the ids and cart tokens
 * of homeowner A's things, can neither read nor change them. A's things: the seeded profile and
 * notifications, a project, and a cart built as a visitor and then attached to that project.
 */
const kit = useCartTestApp();
const { sync, getCart, updateLine, destroyLine, getProject, putProject } = cartCalls(kit);
let t: TestApp;
let a: { id: number; token: string; cartToken: string; cartId: number; projectId: number };
let b: { email: string; token: string };

const notFound = { message: MESSAGES.notFoundFallback };
const createProject = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projectCart',
    payload: { showroom: kit.homepro.userId, project: { name: 'Kitchen' } },
    headers: bearer(token),
  });
const attach = (token: string, payload: { re_temp_project_id: string; project_id: number }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projectCart/update_project_cart',
    payload,
    headers: bearer(token),
  });
const linesOf = async (cartId: number) =>
  (await t.db.select().from(project_tans).where(eq(project_tans.project_id, cartId))).map((l) => l.qty);

beforeAll(async () => {
  t = kit.t;
  const email = DEMO_ACCOUNTS.logins.homeowner.email;
  const aToken = await t.tokenFor(email);
  const cartToken = newToken();
  const cart = cartOf(await sync({ temp_project_id: cartToken, ...item(kit.piece.sizes[0]!, 2) }))!;
  const projectId = projectCreatedResponseSchema.parse((await createProject(aToken)).json()).data;
  expect((await attach(aToken, { re_temp_project_id: cartToken, project_id: projectId })).statusCode).toBe(
    200,
  );
  a = { id: await t.userIdOf(email), token: aToken, cartToken, cartId: cart.id, projectId };
  const bEmail = await extraHomeownerEmail(t.db);
  b = { email: bEmail, token: await t.tokenFor(bEmail) };
});

describe("what homeowner B can do with homeowner A's things", () => {
  it("reads no cart of A's by its token, and adds to B's own cart instead", async () => {
    expect(
      cartOf(await getCart({ showroom: kit.homepro.userId, temp_project_id: a.cartToken }, b.token)),
    ).toBeNull();
    const added = cartOf(
      await sync({ temp_project_id: a.cartToken, ...item(kit.piece.sizes[0]!, 5) }, b.token),
    )!;
    expect(added.id).not.toBe(a.cartId);
    expect(await linesOf(a.cartId)).toEqual([2]);
    // Nor can anyone who is not signed in.
    expect(cartOf(await getCart({ showroom: kit.homepro.userId, temp_project_id: a.cartToken }))).toBeNull();
  });

  it("can attach neither A's cart to B's project nor B's cart to A's project", async () => {
    const bProject = projectCreatedResponseSchema.parse((await createProject(b.token)).json()).data;
    const takeCart = await attach(b.token, { re_temp_project_id: a.cartToken, project_id: bProject });
    expect(takeCart.statusCode).toBe(404);
    expect(takeCart.json()).toEqual(notFound);

    const bCartToken = newToken();
    await sync({ temp_project_id: bCartToken, ...item(kit.piece.sizes[0]!, 1) });
    const intoProject = await attach(b.token, { re_temp_project_id: bCartToken, project_id: a.projectId });
    expect(intoProject.statusCode).toBe(404);
    expect(intoProject.json()).toEqual(notFound);

    const [aCart] = await t.db.select().from(projects).where(eq(projects.id, a.cartId));
    expect(aCart).toMatchObject({ user_id: a.id, attached_project_id: a.projectId });
    const [bCart] = await t.db.select().from(projects).where(eq(projects.temp_project_id, bCartToken));
    expect(bCart).toMatchObject({ user_id: null, attached_project_id: null });
  });

  it("neither changes nor removes A's cart lines, nor reads or changes A's project, even with A's cart token", async () => {
    const [line] = await t.db.select().from(project_tans).where(eq(project_tans.project_id, a.cartId));
    for (const response of [
      await updateLine({ id: line!.id, qty: 9 }, b.token),
      await updateLine({ id: line!.id, qty: 9, temp_project_id: a.cartToken }, b.token),
      await destroyLine(line!.id, {}, b.token),
      await destroyLine(line!.id, { temp_project_id: a.cartToken }, b.token),
      await destroyLine(line!.id, { temp_project_id: a.cartToken }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await linesOf(a.cartId)).toEqual([2]);
    for (const id of [a.projectId, a.cartId]) {
      expect((await getProject(id, b.token)).statusCode).toBe(404);
      expect((await putProject(id, { extra_info: 'mine now' }, b.token)).statusCode).toBe(404);
    }
    const [project] = await t.db.select().from(projects).where(eq(projects.id, a.projectId));
    expect(project?.extra_info).toEqual({ name: 'Kitchen' });
  });

  it("sees only B's own profile, even naming A, and changing it leaves A's alone", async () => {
    const getProfile = (token: string, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/profile${query}`, headers: bearer(token) });
    const seen = profileResponseSchema.parse(
      (await getProfile(b.token, `?user_id=${a.id}&id=${a.id}`)).json(),
    );
    expect(seen.data.email).toBe(b.email);
    const before = profileResponseSchema.parse((await getProfile(a.token)).json()).data;

    const address = { street: '9 Elm Row', city: 'Fresno', state: 'CA', zip_code: '93701' };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: { ...address, user_id: a.id },
      headers: bearer(b.token),
    });
    expect(put.statusCode).toBe(200);
    expect(profileResponseSchema.parse((await getProfile(a.token)).json()).data).toEqual(before);
  });

  it("neither lists nor marks read A's notifications", async () => {
    const unreadOfA = async () =>
      (
        await t.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.user_id, a.id), isNull(notifications.read_at)))
      ).map((row) => row.id);
    const [id] = await unreadOfA();
    const mark = await t.app.inject({
      method: 'PUT',
      url: `/api/notification/${id}`,
      headers: bearer(b.token),
    });
    expect(mark.statusCode).toBe(404);
    expect(mark.json()).toEqual(notFound);
    expect(await unreadOfA()).toContain(id);

    const list = await t.app.inject({ method: 'GET', url: '/api/notification', headers: bearer(b.token) });
    expect(notificationPageResponseSchema.parse(list.json()).data.data).toEqual([]);
  });
});

describe("what one pro can do with another pro's payouts", () => {
  it('reads and replaces only their own bank account: no call names another pro', async () => {
    const designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
    const contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
    const save = (headers: Record<string, string>, account_number: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/pro/payout_setup/bank_account',
        headers,
        payload: { account_holder: 'Owner', routing_number: '110000000', account_number },
      });
    const bankOf = async (headers: Record<string, string>) =>
      payoutSetupResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/pro/payout_setup', headers })).json(),
      ).data.bank_account;
    expect((await save(designer, '000123451111')).statusCode).toBe(200);
    expect((await save(contractor, '000123452222')).statusCode).toBe(200);
    expect((await bankOf(designer))?.last4).toBe('1111');
    expect((await bankOf(contractor))?.last4).toBe('2222');
  });
});

describe("what one pro can do with another pro's invitations", () => {
  it("lists, resends and revokes only their own: another pro's invitation is a 404 and stays open", async () => {
    const designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
    const contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/pro/invites',
      headers: designer,
      payload: { kind: 'vendor', email: 'owned-invite@vendor.test' },
    });
    const [invite] = invitesResponseSchema.parse(sent.json()).data.data;
    for (const method of ['DELETE', 'POST'] as const) {
      const url =
        method === 'DELETE' ? `/api/pro/invites/${invite!.id}` : `/api/pro/invites/${invite!.id}/resend`;
      const response = await t.app.inject({ method, url, headers: contractor });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: INVITE_TEXTS.notFound });
    }
    const listOf = async (headers: Record<string, string>) =>
      invitesResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/pro/invites', headers })).json(),
      ).data.data;
    expect((await listOf(contractor)).map((row) => row.id)).not.toContain(invite!.id);
    expect((await listOf(designer)).find((row) => row.id === invite!.id)?.state).toBe('pending');
  });
});
