/**
 * Notifications: a user's in-app notices.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export {
  createNotification,
  markNotificationRead,
  notificationPage,
  pendingNotifications,
  welcomeNotification,
} from './notifications.ts';
