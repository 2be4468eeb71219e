import { CART_MESSAGES } from '@showroom/contract/cart';
import {
  CHAT_FILE_UPLOAD,
  PROJECT_CHAT,
  PROJECT_CHAT_MESSAGES,
  PROJECT_FILE_MESSAGES,
  postProjectChatResponseSchema,
  projectChatListResponseSchema,
  projectChatResponseSchema,
  projectFileResponseSchema,
} from '@showroom/contract/projects';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { products } from '../../modules/catalog/catalog-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { project_designers } from '../../modules/project-access/index.ts';
import { live_events } from '../../providers/live-events/live-events-schema.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { pngOf } from '../../testing/image-fixtures.ts';
import { multipartBody } from '../../testing/multipart-body.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const { logins } = DEMO_ACCOUNTS;
let t: TestApp;
const token = { owner: '', otherHomeowner: '', pro: '', otherPro: '', designer: '', vendor: '' };
const id = { owner: 0, pro: 0, designer: 0, project: 0, unshowroomed: 0 };
let productHash = '';

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  id.owner = await t.userIdOf(logins.homeowner.email);
  id.pro = await t.userIdOf(logins.contractor.email);
  id.designer = await t.userIdOf(logins.designer.email);
  token.owner = await t.tokenFor(logins.homeowner.email);
  token.otherHomeowner = await t.tokenFor(await extraHomeownerEmail(t.db));
  token.pro = await t.tokenFor(logins.contractor.email);
  token.otherPro = await t.tokenFor('buildr42@pros.showroom.test');
  token.designer = await t.tokenFor(logins.designer.email);
  token.vendor = await t.tokenFor(logins.vendor.email);
  const [project] = await t.db
    .insert(projects)
    .values({ user_id: id.owner, showroom_id: id.pro, name: 'Kitchen refresh' })
    .returning({ id: projects.id });
  const [bare] = await t.db
    .insert(projects)
    .values({ user_id: id.owner, showroom_id: null, name: 'Garden' })
    .returning({ id: projects.id });
  id.project = project!.id;
  id.unshowroomed = bare!.id;
  const [product] = await t.db.select({ hash: products.hash }).from(products).limit(1);
  productHash = product!.hash;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, as: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });
const post = (as: string, payload: object) => call('POST', '/api/projectChat', as, payload);
const chatOf = async (as: string, projectId = id.project) =>
  projectChatResponseSchema.parse((await call('GET', `/api/projectChat/${projectId}`, as)).json()).data;
const listOf = async (as: string) =>
  projectChatListResponseSchema.parse((await call('GET', '/api/projectChat', as)).json()).data;
const share = (as: string, projectId = id.project) =>
  call('GET', `/api/project/share_to_contractor/${projectId}`, as);
const notFound = { message: CART_MESSAGES.projectNotFound };

/** Every chat call a stranger could try on the project, each of which must be a 404. */
const strangerCalls = (as: string) => [
  call('GET', `/api/projectChat/${id.project}`, as),
  post(as, { project_id: id.project, message: 'Hello?' }),
  call('POST', `/api/projectChat/${id.project}/typing`, as, {}),
  call('POST', `/api/projectChat/${id.project}/read`, as, { message_id: 1 }),
];

describe('the project chat before the project is shared', () => {
  it('lets the owner write and read; the message is stored as typed, markup and all', async () => {
    const typed = '<script>alert(1)</script> & see https://example.test/x?a=1';
    const response = await post(token.owner, { project_id: id.project, message: `  ${typed}  ` });
    expect(response.statusCode).toBe(200);
    const sent = postProjectChatResponseSchema.parse(response.json()).data;
    expect(sent).toMatchObject({
      kind: 'text',
      message: typed,
      product: null,
      sender: { id: id.owner, role: 'owner' },
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const chat = await chatOf(token.owner);
    expect(chat.Project_chats.map((message) => message.message)).toEqual([typed]);
    expect(chat).toMatchObject({
      role: 'owner',
      project: { name: 'Kitchen refresh', shared_with_pro: false },
    });
  });

  it('answers 404 Project not found to another homeowner, the showroom’s pro, another pro, a vendor and an unhired designer', async () => {
    for (const as of [token.otherHomeowner, token.pro, token.otherPro, token.vendor, token.designer]) {
      for (const response of await Promise.all(strangerCalls(as))) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
      expect((await listOf(as)).chats.map((chat) => chat.project_id)).not.toContain(id.project);
    }
  });

  it('answers a project that does not exist exactly like one of someone else', async () => {
    const response = await call('GET', '/api/projectChat/2000000000', token.owner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('refuses a message over the limit with the field error, and takes one at the limit', async () => {
    const tooLong = await post(token.owner, {
      project_id: id.project,
      message: 'x'.repeat(PROJECT_CHAT.messageMaxLength + 1),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.message).toEqual([
      PROJECT_CHAT_MESSAGES.tooLong.replace('{max}', String(PROJECT_CHAT.messageMaxLength)),
    ]);
    const atLimit = await post(token.owner, {
      project_id: id.project,
      message: 'y'.repeat(PROJECT_CHAT.messageMaxLength),
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses an empty text and a product card without a product or with one that does not exist', async () => {
    const empty = await post(token.owner, { project_id: id.project, message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message).toEqual([PROJECT_CHAT_MESSAGES.required]);
    const noProduct = await post(token.owner, { project_id: id.project, kind: 'product' });
    expect(noProduct.json().errors.product).toEqual(['The product field is required.']);
    const unknown = await post(token.owner, {
      project_id: id.project,
      kind: 'product',
      product: 'ffffffffffffffff',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.product).toEqual([PROJECT_CHAT_MESSAGES.productNotFound]);
  });

  it('sends a product card and a checklist item that name the product', async () => {
    const card = postProjectChatResponseSchema.parse(
      (await post(token.owner, { project_id: id.project, kind: 'product', product: productHash })).json(),
    ).data;
    expect(card).toMatchObject({ kind: 'product', product: { hash: productHash }, quantity: null });
    const item = postProjectChatResponseSchema.parse(
      (
        await post(token.owner, {
          project_id: id.project,
          kind: 'checklist_item',
          product: productHash,
          quantity: '3',
          message: 'For the hall',
        })
      ).json(),
    ).data;
    expect(item).toMatchObject({ kind: 'checklist_item', quantity: 3, message: 'For the hall' });
  });
});

describe('sharing with the pro', () => {
  it('is the owner’s only: another homeowner gets 404, a pro is refused the homeowner route', async () => {
    expect((await share(token.otherHomeowner)).json()).toEqual(notFound);
    expect((await share(token.pro)).statusCode).toBe(403);
  });

  it('says why a project without a showroom cannot be shared', async () => {
    const response = await share(token.owner, id.unshowroomed);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(PROJECT_CHAT_MESSAGES.shareNoShowroom);
  });

  it('lets the showroom’s pro in, notifies them once, and changes nothing the second time', async () => {
    const first = await share(token.owner);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: PROJECT_CHAT_MESSAGES.shareSuccess });
    expect((await share(token.owner)).json()).toEqual({
      success: true,
      message: PROJECT_CHAT_MESSAGES.shareAlready,
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, id.pro),
          eq(notifications.title, PROJECT_CHAT_MESSAGES.sharedNotificationTitle),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe(`/pro/projects/${id.project}`);
    const chat = await chatOf(token.pro);
    expect(chat.role).toBe('pro');
    expect(chat.participants.map((person) => person.role).sort()).toEqual(['owner', 'pro']);
  });

  it('keeps every other pro, the vendor and the unhired designer out', async () => {
    for (const as of [token.otherPro, token.vendor, token.designer, token.otherHomeowner]) {
      for (const response of await Promise.all(strangerCalls(as))) expect(response.statusCode).toBe(404);
    }
  });
});

describe('unread counts, read marks and live events', () => {
  it('counts the owner’s messages as unread for the pro until the pro reads them', async () => {
    const before = await listOf(token.pro);
    const chat = before.chats.find((entry) => entry.project_id === id.project);
    expect(chat).toMatchObject({
      role: 'pro',
      project_name: 'Kitchen refresh',
      owner_name: expect.any(String),
    });
    expect(chat?.unread_count).toBeGreaterThan(0);
    expect(before.unread_total).toBe(chat?.unread_count);

    const newest = chat!.last_message!.id;
    const read = await call('POST', `/api/projectChat/${id.project}/read`, token.pro, { message_id: newest });
    expect(read.statusCode).toBe(200);
    expect((await listOf(token.pro)).unread_total).toBe(0);
    // An older tab's late mark does not take it back.
    await call('POST', `/api/projectChat/${id.project}/read`, token.pro, { message_id: newest - 1 });
    const marks = (await chatOf(token.owner)).participants;
    expect(marks.find((person) => person.id === id.pro)?.last_read_message_id).toBe(newest);
  });

  it('refuses a read mark at a message of another project', async () => {
    const response = await call('POST', `/api/projectChat/${id.project}/read`, token.pro, {
      message_id: 2_000_000_000,
    });
    expect(response.statusCode).toBe(422);
  });

  it('tells every participant of a message, and only the others of typing', async () => {
    const sent = postProjectChatResponseSchema.parse(
      (await post(token.pro, { project_id: id.project, message: 'Tile samples on Monday' })).json(),
    ).data;
    const told = await t.db
      .select({ user_id: live_events.user_id, payload: live_events.payload })
      .from(live_events)
      .where(eq(live_events.kind, 'project_chat_message'));
    expect(
      told
        .filter((row) => (row.payload as { message_id: number }).message_id === sent.id)
        .map((row) => row.user_id)
        .sort(),
    ).toEqual([id.owner, id.pro].sort());
    expect((await listOf(token.owner)).unread_total).toBe(1);

    expect((await call('POST', `/api/projectChat/${id.project}/typing`, token.owner, {})).statusCode).toBe(
      200,
    );
    const typing = await t.db
      .select({ user_id: live_events.user_id })
      .from(live_events)
      .where(eq(live_events.kind, 'project_chat_typing'));
    expect(typing.map((row) => row.user_id)).toEqual([id.pro]);
  });

  it('lets a hired designer in, as a designer', async () => {
    await t.db.insert(project_designers).values({ project_id: id.project, designer_id: id.designer });
    const chat = await chatOf(token.designer);
    expect(chat.role).toBe('designer');
    expect(
      (await post(token.designer, { project_id: id.project, message: 'Hi, I am on board.' })).statusCode,
    ).toBe(200);
    await t.db.delete(project_designers).where(eq(project_designers.project_id, id.project));
    expect((await call('GET', `/api/projectChat/${id.project}`, token.designer)).statusCode).toBe(404);
  });

  it('pages back through older messages', async () => {
    const newest = await chatOf(token.owner);
    const oldest = newest.Project_chats[0]!;
    const older = await call('GET', `/api/projectChat/${id.project}?before=${oldest.id}`, token.owner);
    expect(projectChatResponseSchema.parse(older.json()).data.Project_chats).toEqual([]);
    expect(newest.has_older).toBe(false);
  });
});

describe('files in the chat', () => {
  const upload = async (as: string, name: string) => {
    const body = multipartBody({}, [
      { name: CHAT_FILE_UPLOAD.field, fileName: name, type: 'image/png', bytes: await pngOf(320, 240) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id.project}/files`,
      headers: { ...bearer(as), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return projectFileResponseSchema.parse(response.json()).data;
  };

  it('sends the sender’s own upload with a message, and lists it in room_files and t=files', async () => {
    const file = await upload(token.owner, 'tile-sample.png');
    const sent = postProjectChatResponseSchema.parse(
      (await post(token.owner, { project_id: id.project, files: [file.id] })).json(),
    ).data;
    expect(sent.files.map((attached) => [attached.id, attached.name, attached.message_id])).toEqual([
      [file.id, 'tile-sample.png', sent.id],
    ]);
    const shown = (await chatOf(token.pro)).Project_chats.find((message) => message.id === sent.id);
    expect(shown?.files.map((attached) => attached.id)).toEqual([file.id]);
    expect((await chatOf(token.pro)).room_files.map((listed) => listed.id)).toContain(file.id);
    const files = (await call('GET', '/api/projectChat?t=files', token.pro)).json() as {
      data: { files: { id: string }[] };
    };
    expect(files.data.files.map((listed) => listed.id)).toContain(file.id);
    expect(
      ((await call('GET', '/api/projectChat?t=files', token.otherPro)).json() as typeof files).data.files,
    ).toEqual([]);
  });

  it('refuses someone else’s upload, or one already sent, and keeps no message', async () => {
    const theirs = await upload(token.pro, 'pro-quote.png');
    const before = (await chatOf(token.owner)).Project_chats.length;
    for (const files of [[theirs.id], ['00000000-0000-4000-8000-000000000000']]) {
      const response = await post(token.owner, { project_id: id.project, message: 'See this', files });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.files).toEqual([PROJECT_FILE_MESSAGES.fileNotFound]);
    }
    expect((await chatOf(token.owner)).Project_chats.length).toBe(before);
  });
});
