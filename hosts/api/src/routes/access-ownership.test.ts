import { MESSAGES } from '@showroom/contract';
import {
  notificationPageResponseSchema,
  profileResponseSchema,
  projectCreatedResponseSchema,
} from '@showroom/contract/account';
import { CART_MESSAGES } from '@showroom/contract/cart';
import {
  adminOrderPageResponseSchema,
  vendorOrderItemPageResponseSchema,
  vendorPayoutsResponseSchema,
} from '@showroom/contract/orders';
import {
  COUPON_MESSAGES,
  embedHealthResponseSchema,
  INVITE_TEXTS,
  invitesResponseSchema,
  payoutSetupResponseSchema,
  proCouponsResponseSchema,
  proLeadPageResponseSchema,
  proOrderPageResponseSchema,
} from '@showroom/contract/pro';
import {
  projectChecklistResponseSchema,
  projectChecklistSaveResponseSchema,
  projectChecklistsResponseSchema,
  projectFileResponseSchema,
  projectFilesResponseSchema,
  ROOM_PHOTO_UPLOAD,
} from '@showroom/contract/projects';
import {
  PRODUCT_PHOTO_MESSAGES,
  PRODUCT_PHOTO_UPLOAD,
  productPhotosResponseSchema,
} from '@showroom/contract/vendor';
import { vendorImportResponseSchema } from '@showroom/contract/vendor-import';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { project_rooms } from '../modules/carts/project-rooms-schema.ts';
import { project_tans } from '../modules/carts/project-tans-schema.ts';
import { projects } from '../modules/carts/projects-schema.ts';
import { products } from '../modules/catalog/catalog-schema.ts';
import { sample_requests } from '../modules/leads/sample-requests-schema.ts';
import { notifications } from '../modules/notifications/notifications-schema.ts';
import { order_items, orders } from '../modules/orders/orders-schema.ts';
import { project_designers } from '../modules/project-access/project-designers-schema.ts';
import { cartCalls, cartOf, item, newToken, useCartTestApp } from '../testing/cart-test-kit.ts';
import { extraHomeownerEmail } from '../testing/extra-homeowners.ts';
import { pngOf } from '../testing/image-fixtures.ts';
import { multipartBody } from '../testing/multipart-body.ts';
import { insertTestOrder } from '../testing/order-fixtures.ts';
import { bearer, type TestApp } from '../testing/test-app.ts';
import { IMPORT_HEADER, uploadCsv } from '../testing/vendor-import-kit.ts';

/**
 * The ownership half of the access matrix (issue #10): pro B reads none of pro A's leads and orders
 * (issue #23); homeowner B, holding the ids and cart tokens
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

  it("neither lists designers for A's project nor hires one on A's card or B's (decision 0108)", async () => {
    const url = `/api/hire_designer?project=${a.projectId}`;
    const listed = await t.app.inject({ method: 'GET', url, headers: bearer(b.token) });
    expect(listed.statusCode).toBe(404);
    const designer = await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email);
    const hired = await t.app.inject({
      method: 'POST',
      url: '/api/hire_designer',
      headers: { ...bearer(b.token), 'idempotency-key': newToken() },
      payload: { project: a.projectId, designer, payment: { saved_card: true } },
    });
    expect(hired.statusCode).toBe(404);
    const joined = await t.db
      .select()
      .from(project_designers)
      .where(eq(project_designers.project_id, a.projectId));
    expect(joined).toEqual([]);
  });

  it("neither reads, writes in, marks nor shares A's project chat (issue #25)", async () => {
    const chatCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(b.token), ...(payload ? { payload } : {}) });
    for (const response of [
      await chatCall('GET', `/api/projectChat/${a.projectId}`),
      await chatCall('POST', '/api/projectChat', { project_id: a.projectId, message: 'mine now' }),
      await chatCall('POST', `/api/projectChat/${a.projectId}/typing`, {}),
      await chatCall('POST', `/api/projectChat/${a.projectId}/read`, { message_id: 1 }),
      await chatCall('GET', `/api/project/share_to_contractor/${a.projectId}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: CART_MESSAGES.projectNotFound });
    }
    const [project] = await t.db.select().from(projects).where(eq(projects.id, a.projectId));
    expect(project?.shared_with_pro_at).toBeNull();
    const chats = await chatCall('GET', '/api/projectChat');
    const listed = (chats.json() as { data: { chats: { project_id: number }[] } }).data.chats;
    expect(listed.map((chat) => chat.project_id)).not.toContain(a.projectId);
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

describe("what homeowner B can do with homeowner A's project checklist (issue #25)", () => {
  it("reads, adds to, changes and removes nothing of A's checklist, answered as a project that does not exist", async () => {
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
    const added = await call('POST', '/api/projectChecklist', a.token, {
      project: a.projectId,
      items: [item(kit.piece.sizes[0]!, 1)],
    });
    expect(added.statusCode).toBe(200);
    const [line] = projectChecklistSaveResponseSchema.parse(added.json()).data.project_checklist.items;
    for (const response of [
      await call('GET', `/api/projectChecklist/${a.projectId}`, b.token),
      await call('POST', '/api/projectChecklist', b.token, {
        project: a.projectId,
        items: [item(kit.piece.sizes[0]!, 5)],
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: CART_MESSAGES.projectNotFound });
    }
    for (const response of [
      await call('PUT', `/api/projectChecklist/${line!.id}`, b.token, { qty: 9 }),
      await call('DELETE', `/api/projectChecklist/${line!.id}`, b.token),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const list = await call('GET', '/api/projectChecklist', b.token);
    expect(
      projectChecklistsResponseSchema.parse(list.json()).data.map((entry) => entry.project.id),
    ).not.toContain(a.projectId);
    const mine = await call('GET', `/api/projectChecklist/${a.projectId}`, a.token);
    expect(projectChecklistResponseSchema.parse(mine.json()).data.items.map((entry) => entry.qty)).toEqual([
      1,
    ]);
  });
});

describe('a pro’s console calls reach only their own showroom (issue #23)', () => {
  it('the designer changing categories, theme and profile leaves the contractor’s untouched', async () => {
    const contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
    const designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
    const read = async (url: string, headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url, headers })).json();
    const before = {
      categories: await read('/api/pro/showroom/categories', contractor),
      branding: await read('/api/pro/showroom/branding', contractor),
      profile: await read('/api/pro/profile', contractor),
    };
    const [first] = (before.categories as { data: { available: { id: number }[] } }).data.available;
    const put = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url, headers: designer, payload });
    expect((await put('/api/pro/showroom/categories', { category_ids: [first?.id] })).statusCode).toBe(200);
    expect((await put('/api/pro/showroom/branding', { theme_color: null })).statusCode).toBe(200);
    const profile = { hourly_rate_cents: 1, style_tags: ['Rustic'], about: 'Not the contractor.' };
    expect((await put('/api/pro/profile', profile)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/pro/showroom/logo', headers: designer })).statusCode,
    ).toBe(200);
    expect(await read('/api/pro/showroom/categories', contractor)).toEqual(before.categories);
    expect(await read('/api/pro/showroom/branding', contractor)).toEqual(before.branding);
    expect(await read('/api/pro/profile', contractor)).toEqual(before.profile);
  });
});

describe("what pro B can do with pro A's coupons", () => {
  it("neither lists nor edits A's code: it is 404, and A's code is unchanged", async () => {
    const proA = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
    const proB = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
    const listOf = async (headers: Record<string, string>) =>
      proCouponsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/pro/coupons', headers })).json(),
      ).data.data;
    const [own] = await listOf(proA);
    expect(own).toBeDefined();
    expect((await listOf(proB)).map((coupon) => coupon.id)).not.toContain(own!.id);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/pro/coupons/${own!.id}`,
      headers: proB,
      payload: {
        discount_type: 'percent',
        discount_value: 1,
        expires_at: null,
        max_uses: null,
        max_uses_per_customer: null,
        active: false,
      },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: COUPON_MESSAGES.notFound });
    expect((await listOf(proA))[0]).toEqual(own);
  });
});

describe("what one pro sees of another pro's showroom", () => {
  it("lists no page of the contractor's showroom in the designer's embed health", async () => {
    const report = { showroom: 'HOMEPRO1', origin: '', path: '/contractor-only', elements: [], problems: [] };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/embed_health',
      headers: { origin: 'https://contractor-site.example', 'content-type': 'text/plain' },
      payload: JSON.stringify(report),
    });
    expect(sent.statusCode).toBe(204);
    const pathsSeenBy = async (email: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/pro/embed_health',
        headers: bearer(await t.tokenFor(email)),
      });
      const sites = embedHealthResponseSchema.parse(response.json()).data.data;
      return sites.flatMap((site) => site.pages.map((page) => page.path));
    };
    expect(await pathsSeenBy(DEMO_ACCOUNTS.logins.contractor.email)).toContain('/contractor-only');
    expect(await pathsSeenBy(DEMO_ACCOUNTS.logins.designer.email)).not.toContain('/contractor-only');
  });
});

describe("what pro B can do with pro A's leads and orders", () => {
  it("lists none of A's orders or leads, exports none, and cannot set the status of A's lead", async () => {
    const { contractor, designer } = DEMO_ACCOUNTS.logins;
    const proA = await t.userIdOf(contractor.email);
    const order = await insertTestOrder(t.db, {
      userId: a.id,
      showroomId: proA,
      items: [{ vendorId: null }],
    });
    const [lead] = await t.db
      .insert(sample_requests)
      .values({
        full_name: 'Lead of A',
        email: 'lead-of-a@leads.example',
        phone_number: '5550100001',
        action: 'save-up-to-30',
        lead_type: 'Pop-Ups',
        shop_profile_id: proA,
      })
      .returning({ id: sample_requests.id });
    const proB = bearer(await t.tokenFor(designer.email));
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: proB });

    const orderPage = proOrderPageResponseSchema.parse((await get('/api/pro/orders?per_page=50')).json());
    expect(orderPage.data.data.map((row) => row.id)).not.toContain(order.orderId);
    const [placed] = await t.db
      .select({ number: orders.order_number })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    const csv = await get('/api/pro/orders.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(placed!.number);
    // The same export by A lists it: the line above looks for what would be there.
    const ownCsv = await t.app.inject({
      method: 'GET',
      url: '/api/pro/orders.csv',
      headers: bearer(await t.tokenFor(contractor.email)),
    });
    expect(ownCsv.body).toContain(placed!.number);
    expect((await get(`/api/orders/${order.orderId}/items`)).statusCode).toBe(404);
    const leads = proLeadPageResponseSchema.parse((await get('/api/pro/leads?per_page=50')).json());
    expect(leads.data.data.map((row) => row.id)).not.toContain(lead!.id);
    const mark = await t.app.inject({
      method: 'PUT',
      url: `/api/pro/leads/request/${lead!.id}/status`,
      headers: proB,
      payload: { status: 'Lost' },
    });
    expect(mark.statusCode).toBe(404);
    expect(mark.json()).toEqual(notFound);
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

describe("what one vendor can do with another vendor's imports (issue #24)", () => {
  it('reads, runs and reports none of them: each is a 404, and the import stays as it was', async () => {
    const owner = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.vendor.email));
    const other = bearer(await t.tokenFor('metrotile@vendors.showroom.test'));
    const uploaded = await uploadCsv(t, owner, `${IMPORT_HEADER}\nOWNED-1,Tile,x,y,5,1,,,\n`);
    const file = vendorImportResponseSchema.parse(uploaded.json()).data;
    const calls = [
      { method: 'GET' as const, url: `/api/vendor/imports/${file.id}` },
      { method: 'GET' as const, url: `/api/vendor/imports/${file.id}/errors` },
      {
        method: 'POST' as const,
        url: `/api/vendor/imports/${file.id}/run`,
        payload: { mapping: file.mapping, dry_run: false },
      },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: other });
      expect(response.statusCode, call.url).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const mine = await t.app.inject({ method: 'GET', url: `/api/vendor/imports/${file.id}`, headers: owner });
    expect(vendorImportResponseSchema.parse(mine.json()).data.state).toBe('uploaded');
  });
});

describe("what one vendor can do with another vendor's product photos (decision 0098)", () => {
  it('lists, adds, reorders and deletes none of them: each is a 404, and the photos stay as they were', async () => {
    const ownerId = await t.userIdOf(DEMO_ACCOUNTS.logins.vendor.email);
    const owner = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.vendor.email));
    const other = bearer(await t.tokenFor('metrotile@vendors.showroom.test'));
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.vendor_id, ownerId))
      .limit(1);
    const url = `/api/vendor/products/${product!.id}/photos`;
    const upload = (headers: Record<string, string>, bytes: Buffer) => {
      const body = multipartBody({}, [
        { name: PRODUCT_PHOTO_UPLOAD.field, fileName: 'photo.png', type: 'image/png', bytes },
      ]);
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const bytes = await pngOf(PRODUCT_PHOTO_UPLOAD.minWidth, PRODUCT_PHOTO_UPLOAD.minHeight);
    const [photo] = productPhotosResponseSchema.parse((await upload(owner, bytes)).json()).data;
    const answers = [
      await t.app.inject({ method: 'GET', url, headers: other }),
      await upload(other, bytes),
      await t.app.inject({ method: 'PUT', url, headers: other, payload: { photo_ids: [photo!.id] } }),
      await t.app.inject({ method: 'DELETE', url: `${url}/${photo!.id}`, headers: other }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: PRODUCT_PHOTO_MESSAGES.notFound });
    }
    const mine = productPhotosResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: owner })).json(),
    );
    expect(mine.data).toEqual([photo]);
  });
});

describe("what vendor B can do with vendor A's order items (issue #24)", () => {
  it("lists none of A's items nor payouts, and cannot see or set the status of A's item", async () => {
    const vendorA = await t.userIdOf(DEMO_ACCOUNTS.logins.vendor.email);
    const vendorBEmail = 'metrotile@vendors.showroom.test';
    const vendorB = await t.userIdOf(vendorBEmail);
    const order = await insertTestOrder(t.db, {
      userId: a.id,
      showroomId: kit.homepro.userId,
      items: [{ vendorId: vendorA, status: 'Delivered' }, { vendorId: vendorB }],
    });
    const [itemOfA, itemOfB] = order.itemIds as [number, number];
    const asB = bearer(await t.tokenFor(vendorBEmail));
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: asB });

    const page = vendorOrderItemPageResponseSchema.parse(
      (await get('/api/vendor/order_items?per_page=50')).json(),
    );
    const listed = page.data.data.map((row) => row.id);
    expect(listed).toContain(itemOfB);
    expect(listed).not.toContain(itemOfA);
    expect(page.data.data.every((row) => row.vendor_id === vendorB)).toBe(true);
    const payouts = vendorPayoutsResponseSchema.parse((await get('/api/vendor/payouts?per_page=50')).json());
    expect(payouts.data.items.data.map((row) => row.order_item_id)).not.toContain(itemOfA);
    // A's own list holds the delivered item: the lines above look for what would be there.
    const asA = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.vendor.email));
    const own = vendorPayoutsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/vendor/payouts?per_page=50', headers: asA })).json(),
    );
    expect(own.data.items.data.map((row) => row.order_item_id)).toContain(itemOfA);
    // Each vendor saves and reads only their own bank account: no call names another vendor.
    const saveBank = (headers: Record<string, string>, account_number: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/vendor/payouts/bank_account',
        headers,
        payload: { account_holder: 'Owner', routing_number: '110000000', account_number },
      });
    expect((await saveBank(asA, '000123453333')).statusCode).toBe(200);
    expect((await saveBank(asB, '000123454444')).statusCode).toBe(200);
    const bankOf = async (headers: Record<string, string>) =>
      vendorPayoutsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/vendor/payouts', headers })).json(),
      ).data.bank_account?.last4;
    expect(await bankOf(asA)).toBe('3333');
    expect(await bankOf(asB)).toBe('4444');

    const items = (await get(`/api/orders/${order.orderId}/items`)).json() as { data: { id: number }[] };
    expect(items.data.map((row) => row.id)).toEqual([itemOfB]);
    const decline = await t.app.inject({
      method: 'PUT',
      url: `/api/order_items/${itemOfA}/status`,
      headers: asB,
      payload: { status: 'Decline' },
    });
    expect(decline.statusCode).toBe(404);
    const [kept] = await t.db.select().from(order_items).where(eq(order_items.id, itemOfA));
    expect(kept?.status).toBe('Delivered');
  });

  it("gives a pro and a vendor no list of every order: that is the admin's", async () => {
    const pro = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
    const vendor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.vendor.email));
    for (const headers of [pro, vendor, bearer(a.token)]) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers });
      expect(answer.statusCode).toBe(403);
      expect(() => adminOrderPageResponseSchema.parse(answer.json())).toThrow();
    }
  });
});

describe("who reaches a homeowner's room photos and project files (decision 0105)", () => {
  it('another homeowner, another pro, a vendor and an unhired designer list, add and delete none: 404 Project not found', async () => {
    const [room] = await t.db
      .insert(project_rooms)
      .values({ project_id: a.projectId, name: 'Kitchen' })
      .returning({ id: project_rooms.id });
    const url = `/api/projects/${a.projectId}/rooms/${room!.id}/photos`;
    const upload = (headers: Record<string, string>, to = url) => {
      const body = multipartBody({}, [
        { name: ROOM_PHOTO_UPLOAD.field, fileName: 'room.png', type: 'image/png', bytes: photoBytes },
      ]);
      return t.app.inject({
        method: 'POST',
        url: to,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const photoBytes = await pngOf(ROOM_PHOTO_UPLOAD.minWidth, ROOM_PHOTO_UPLOAD.minHeight);
    const owner = bearer(a.token);
    const photo = projectFileResponseSchema.parse((await upload(owner)).json()).data;
    for (const email of [
      b.email,
      'buildr42@pros.showroom.test',
      DEMO_ACCOUNTS.logins.vendor.email,
      DEMO_ACCOUNTS.logins.designer.email,
    ]) {
      const headers = bearer(await t.tokenFor(email));
      const answers = [
        await t.app.inject({ method: 'GET', url, headers }),
        await upload(headers),
        await upload(headers, `/api/projects/${a.projectId}/files`),
        await t.app.inject({
          method: 'DELETE',
          url: `/api/projects/${a.projectId}/files/${photo.id}`,
          headers,
        }),
        await t.app.inject({
          method: 'GET',
          url: `/api/projects/${a.projectId}/photos/${photo.id}/surfaces`,
          headers,
        }),
        await t.app.inject({
          method: 'PUT',
          url: `/api/projects/${a.projectId}/photos/${photo.id}/surfaces`,
          headers,
          payload: { surfaces: [] },
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, email).toBe(404);
        expect(answer.json()).toEqual({ message: 'Project not found.' });
      }
    }
    const mine = projectFilesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: owner })).json(),
    );
    expect(mine.data.map((file) => file.id)).toEqual([photo.id]);
  });
});
