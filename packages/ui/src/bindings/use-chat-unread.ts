import { type ChatUnreadState, chatUnread } from '@showroom/core/project-chat';
import { useEffect } from 'react';
import { useStore } from 'zustand';

const total = (state: ChatUnreadState) => state.total;

/**
 * How many messages in the signed-in user's project chats they have not read (decision 0107), live.
 * Mounting it starts core's follower, so the count loads at sign-in and drops at sign-out.
 */
export function useChatUnread(): number {
  useEffect(() => chatUnread.start(), []);
  return useStore(chatUnread.store, total);
}
