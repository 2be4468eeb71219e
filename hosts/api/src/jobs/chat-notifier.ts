import { PROJECT_CHAT } from '@showroom/contract/projects';
import { noticeUnreadChats, type OfflineNoticeDeps } from '../modules/project-chat/index.ts';

/**
 * Tells away participants of unread chat messages now and every PROJECT_CHAT.offlineNoticeEveryMs
 * until the returned stop is called (`noticeUnreadChats` claims its messages in the database, so
 * several API processes may run it); failures are logged and the next run tries again.
 */
export function startChatNotifier(
  deps: OfflineNoticeDeps,
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
): () => void {
  const run = () =>
    noticeUnreadChats(deps).then(
      (told) => {
        if (told > 0) log.info({ told }, 'unread chat notices sent');
      },
      (error: unknown) => log.error({ err: error }, 'unread chat notices failed'),
    );
  void run();
  const timer = setInterval(run, PROJECT_CHAT.offlineNoticeEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
