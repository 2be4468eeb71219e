import { type NotificationsState, notifications } from '@showroom/core/account';
import { useEffect } from 'react';
import { useStore } from 'zustand';

const whole = (state: NotificationsState) => state;

/**
 * The signed-in user's notifications (pending count, newest unread, the loaded page), or the
 * part `selector` picks; re-renders when that part changes. Mounting it starts the store's
 * session follower, so the count loads at sign-in and resets at logout.
 */
export function useNotifications(): NotificationsState;
export function useNotifications<T>(selector: (state: NotificationsState) => T): T;
export function useNotifications(selector: (state: NotificationsState) => unknown = whole): unknown {
  useEffect(() => notifications.start(), []);
  return useStore(notifications.store, selector);
}
