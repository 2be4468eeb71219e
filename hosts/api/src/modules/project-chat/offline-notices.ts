import { formatMessage, proProjectPath, ROUTE_PATHS, shellPath } from '@showroom/contract';
import { PROJECT_CHAT, PROJECT_CHAT_MESSAGES } from '@showroom/contract/projects';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addMs, type Clock } from '../../providers/clock/clock.ts';
import { live_events } from '../../providers/live-events/live-events-schema.ts';
import type { LivePresence } from '../../providers/live-events/live-presence.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { chatUnreadMail } from '../../providers/mail/templates/chat-unread-mail.ts';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';
import { createNotification } from '../notifications/index.ts';
import { projectName, projectNameColumns, projectParticipantIds } from '../project-access/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { chatParticipants } from './project-chat-participants.ts';
import { unreadCounts } from './project-chat-reads.ts';
import { project_chat_messages } from './project-chat-schema.ts';

export interface OfflineNoticeDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  settings: SettingsService;
  presence: LivePresence;
  platformOrigin: string;
}

/** The most messages one run claims; the rest wait for the next run. */
const CLAIM_BATCH = 500;

/**
 * Decision 0107: a message nobody else has read PROJECT_CHAT.offlineNoticeAfterMs after it was sent
 * brings each participant who has not read it and has no stream open anywhere one notification and one
 * mail per project and run. Messages are claimed by marking them (`for update skip locked`), so two API
 * processes never notice the same one twice. Also forgets typing notices past their few seconds.
 * Answers how many people were told.
 */
export async function noticeUnreadChats(deps: OfflineNoticeDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  await db
    .delete(live_events)
    .where(
      and(
        eq(live_events.kind, 'project_chat_typing'),
        lte(live_events.created_at, addMs(now, -PROJECT_CHAT.typingShownMs)),
      ),
    );
  const due = addMs(now, -PROJECT_CHAT.offlineNoticeAfterMs);
  const claimable = db
    .select({ id: project_chat_messages.id })
    .from(project_chat_messages)
    .where(and(isNull(project_chat_messages.offline_checked_at), lte(project_chat_messages.created_at, due)))
    .orderBy(project_chat_messages.id)
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(project_chat_messages)
    .set({ offline_checked_at: now })
    .where(inArray(project_chat_messages.id, claimable))
    .returning({ project_id: project_chat_messages.project_id, sender_id: project_chat_messages.sender_id });
  let told = 0;
  for (const projectId of new Set(claimed.map((row) => row.project_id))) {
    const senders = new Set(
      claimed.filter((row) => row.project_id === projectId).map((row) => row.sender_id),
    );
    told += await noticeProject(deps, projectId, senders);
  }
  return told;
}

/** Tells each away participant of one project who has unread messages (not only their own). */
async function noticeProject(
  deps: OfflineNoticeDeps,
  projectId: number,
  senders: ReadonlySet<number | null>,
): Promise<number> {
  const { db, clock } = deps;
  const [project] = await db
    .select({
      ...projectNameColumns,
      user_id: projects.user_id,
      showroom_id: projects.showroom_id,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return 0;
  const ids = await projectParticipantIds(db, projectId);
  const participants = chatParticipants(project, ids);
  let told = 0;
  for (const userId of ids) {
    // Someone who only wrote in this batch has nothing new from the others in it.
    if (senders.size === 1 && senders.has(userId)) continue;
    const unread = (await unreadCounts(db, userId, [projectId])).get(projectId) ?? 0;
    if (unread === 0 || (await deps.presence.isOnSite(userId))) continue;
    const values = { project: projectName(project), count: unread };
    const path = participants.roleOf(userId) === 'owner' ? ROUTE_PATHS.projects : proProjectPath(projectId);
    await createNotification(
      db,
      userId,
      {
        title: formatMessage(PROJECT_CHAT_MESSAGES.offlineNotificationTitle, values),
        message: formatMessage(PROJECT_CHAT_MESSAGES.offlineNotificationText, values),
        link: path,
      },
      clock,
    );
    deps.mailer.sendLater(async () => {
      const [user] = await db
        .select({ email: users.email, first_name: users.first_name })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return null;
      const { app_name, support_email } = await deps.settings.read();
      return chatUnreadMail({
        to: user.email,
        firstName: user.first_name,
        appName: app_name,
        supportEmail: support_email,
        projectName: values.project,
        unread,
        link: `${deps.platformOrigin}${shellPath(path)}`,
      });
    });
    told++;
  }
  return told;
}
