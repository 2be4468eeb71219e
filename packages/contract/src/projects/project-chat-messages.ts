/**
 * The project chat's texts and limits (issue #25; the spec names the calls but not their words, so
 * these are ours, decision 0107). Client and server both show them.
 */
export const PROJECT_CHAT = {
  /** The longest message, in characters: a long paragraph, not a pasted document. */
  messageMaxLength: 2000,
  /** Messages per page of `GET /api/projectChat/{projectId}`, newest last; older ones by `before`. */
  pageSize: 50,
  /** A typing notice is shown this long after it arrives, and an older one is never shown. */
  typingShownMs: 5000,
  /** The composer tells "typing" at most this often while a person keeps typing. */
  typingEveryMs: 3000,
  /** A recipient who has not read a message and has had no stream open this long gets a notice and a mail. */
  offlineNoticeAfterMs: 5 * 60_000,
  /** How often the offline-notice job looks (any API process; the rows it claims say who did). */
  offlineNoticeEveryMs: 60_000,
} as const;

export const PROJECT_CHAT_MESSAGES = {
  title: 'Project chat',
  empty: 'No messages yet. Say hello to start the conversation.',
  loadFailed: 'The chat could not be loaded.',
  retry: 'Try again',
  composerLabel: 'Message',
  composerPlaceholder: 'Write a message… (Enter sends, Shift+Enter for a new line)',
  send: 'Send',
  sending: 'Sending…',
  sendFailed: 'Not sent. Your message is kept: send it again.',
  tooLong: 'The message may not be longer than {max} characters.',
  required: 'Write a message, or attach a product or a file.',
  attachFile: 'Attach files',
  removeFile: 'Remove {name}',
  uploading: 'Uploading {name}…',
  productNotFound: 'That product is no longer available.',
  readUnknown: 'The selected message id is invalid.',
  attachProduct: 'Attach a product',
  attachChecklistItem: 'Add to the checklist',
  productSearchLabel: 'Link of the product page (or its code)',
  quantityLabel: 'Quantity',
  checklistItemLabel: 'Added to the checklist',
  unreadDivider: 'New messages',
  loadOlder: 'Load older messages',
  typingOne: '{name} is typing…',
  typingMany: 'Several people are typing…',
  readBy: 'Read by {names}',
  you: 'You',
  participants: 'In this chat',
  roleOwner: 'Homeowner',
  rolePro: 'Pro',
  roleDesigner: 'Designer',
  shareToPro: 'Share with my pro',
  shared: 'Shared with your pro',
  shareSuccess: 'Project shared with your pro.',
  shareAlready: 'This project is already shared with your pro.',
  shareNoShowroom:
    'This project has no showroom, so there is no pro to share it with. Pick a showroom first.',
  sharedNotificationTitle: 'A project was shared with you',
  sharedNotificationText: '{name} shared the project "{project}" with you.',
  offlineNotificationTitle: 'New messages in "{project}"',
  offlineNotificationText: '{count} unread message(s) in the chat of "{project}".',
  chatsUnread: '{count} unread chat messages',
} as const;
