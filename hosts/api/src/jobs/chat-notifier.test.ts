import { PROJECT_CHAT } from '@showroom/contract/projects';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { projects } from '../modules/carts/projects-schema.ts';
import { notifications } from '../modules/notifications/notifications-schema.ts';
import { noticeUnreadChats, type OfflineNoticeDeps } from '../modules/project-chat/index.ts';
import { createSettingsService } from '../modules/settings/index.ts';
import { MINUTE_MS } from '../providers/clock/clock.ts';
import { live_events } from '../providers/live-events/live-events-schema.ts';
import { LivePresence } from '../providers/live-events/live-presence.ts';
import { DEFAULT_MAIL_FROM } from '../providers/mail/create-mailer.ts';
import { Mailer } from '../providers/mail/mailer.ts';
import { createMemoryTransport } from '../providers/mail/memory-transport.ts';
import { bearer, createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../testing/test-app.ts';

const { homeowner, contractor } = DEMO_ACCOUNTS.logins;
let t: TestApp;
let deps: OfflineNoticeDeps;
const transport = createMemoryTransport();
const id = { owner: 0, pro: 0, project: 0 };
const token = { owner: '', pro: '' };

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  deps = {
    db: t.db,
    clock: t.clock,
    mailer: new Mailer(transport, DEFAULT_MAIL_FROM),
    settings: createSettingsService({ db: t.db, clock: t.clock, platformOrigin: TEST_PLATFORM_ORIGIN }),
    presence: new LivePresence(t.db, t.clock),
    platformOrigin: TEST_PLATFORM_ORIGIN,
  };
  id.owner = await t.userIdOf(homeowner.email);
  id.pro = await t.userIdOf(contractor.email);
  token.owner = await t.tokenFor(homeowner.email);
  token.pro = await t.tokenFor(contractor.email);
  const [project] = await t.db
    .insert(projects)
    .values({ user_id: id.owner, showroom_id: id.pro, name: 'Bathroom', shared_with_pro_at: t.clock.now() })
    .returning({ id: projects.id });
  id.project = project!.id;
});
afterAll(() => t.close());

const say = (as: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projectChat',
    headers: bearer(as),
    payload: { project_id: id.project, message },
  });
const chatNotices = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), like(notifications.title, 'New messages in%')));
const mailsTo = async (email: string) => {
  await deps.mailer.settled();
  return transport.outbox.filter((mail) => mail.to === email);
};

describe('notices of unread chat messages', () => {
  it('waits five minutes, then tells an away recipient once by notification and mail, never twice', async () => {
    await say(token.owner, 'Is the tile in stock?');
    await say(token.owner, 'And the grout?');
    expect(await noticeUnreadChats(deps)).toBe(0);
    t.clock.advance(PROJECT_CHAT.offlineNoticeAfterMs + MINUTE_MS);
    expect(await noticeUnreadChats(deps)).toBe(1);
    const [notice] = await chatNotices(id.pro);
    expect(notice).toMatchObject({
      title: 'New messages in "Bathroom"',
      message: '2 unread message(s) in the chat of "Bathroom".',
      link: `/pro/projects/${id.project}`,
    });
    const [mail] = await mailsTo(contractor.email);
    expect(mail?.subject).toBe('New messages in "Bathroom"');
    expect(mail?.text).toContain(`${TEST_PLATFORM_ORIGIN}/showroom/pro/projects/${id.project}`);
    expect(mail?.text).not.toContain('Is the tile in stock?');
    // The sender is not told of their own messages, and a second run finds nothing new.
    expect(await chatNotices(id.owner)).toEqual([]);
    expect(await noticeUnreadChats(deps)).toBe(0);
    expect(await mailsTo(contractor.email)).toHaveLength(1);
  });

  it('tells nobody who read the message, or who is on the site', async () => {
    const answer = await say(token.pro, 'In stock, yes.');
    const messageId = (answer.json() as { data: { id: number } }).data.id;
    await say(token.pro, 'Grout too.');
    await t.app.inject({
      method: 'POST',
      url: `/api/projectChat/${id.project}/read`,
      headers: bearer(token.owner),
      payload: { message_id: messageId + 1 },
    });
    t.clock.advance(PROJECT_CHAT.offlineNoticeAfterMs + MINUTE_MS);
    expect(await noticeUnreadChats(deps)).toBe(0);

    await say(token.pro, 'Delivery on Friday.');
    const stream = await deps.presence.open(id.owner);
    t.clock.advance(PROJECT_CHAT.offlineNoticeAfterMs + MINUTE_MS);
    await deps.presence.touch([stream]);
    expect(await noticeUnreadChats(deps)).toBe(0);
    await deps.presence.close(stream);
    expect(await chatNotices(id.owner)).toEqual([]);
  });

  it('forgets typing notices after their few seconds', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/projectChat/${id.project}/typing`,
      headers: bearer(token.owner),
      payload: {},
    });
    const typing = () => t.db.select().from(live_events).where(eq(live_events.kind, 'project_chat_typing'));
    expect(await typing()).toHaveLength(1);
    t.clock.advance(PROJECT_CHAT.typingShownMs + 1);
    await noticeUnreadChats(deps);
    expect(await typing()).toEqual([]);
  });
});
