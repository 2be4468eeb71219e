/**
 * `@showroom/core/project-chat`: a project's live chat, its unread count and sharing a project with the
 * pro (issue #25, decision 0107). A separate entry (and federation share key) on top of
 * `@showroom/core`, which it imports by name so the API client and session stay page-wide singletons.
 */
export {
  loadProjectChat,
  loadProjectChats,
  markProjectChatRead,
  refusalMessage,
  removeChatFile,
  sendChatMessage,
  sendTyping,
  shareProjectToPro,
  uploadChatFile,
} from './project-chat/chat-requests.ts';
export { type ChatUnreadState, chatUnread } from './project-chat/chat-unread.ts';
export { loadProjectDisplayName } from './project-chat/project-name.ts';
