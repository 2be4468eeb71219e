/**
 * Project chat: a project's messages, read marks, typing notices, the offline notices, and sharing
 * the project with the showroom's pro (issue #25, decision 0107). Who may is the project-access
 * module's rule; routes ask it first. Other modules, flows and routes use only what this file exports,
 * and the tables (*-schema.ts).
 */

export { noticeUnreadChats, type OfflineNoticeDeps } from './offline-notices.ts';
export { chatList } from './project-chat-list.ts';
export { chatPage, type MessageFiles, postChatMessage } from './project-chat-messages.ts';
export {
  type ChatProject,
  chatParticipants,
  describeParticipants,
} from './project-chat-participants.ts';
export { isChatMessageOf, markChatRead } from './project-chat-reads.ts';
export { shareWithPro } from './project-sharing.ts';
