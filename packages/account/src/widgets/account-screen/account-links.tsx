import { ROUTE_PATHS } from '@showroom/contract';
import { ShellLink } from '@showroom/ui';
import { useChatUnread, useNotifications } from '@showroom/ui/account';

/**
 * Where else the account leads: password change, the notification list and the projects, each with its
 * unread count (the projects' is their chats', live: decision 0107).
 */
export function AccountLinks() {
  const unread = useNotifications((state) => state.pendingCount);
  const unreadChats = useChatUnread();
  return (
    <nav className="sr-account__links" aria-label="Account">
      <ShellLink to={ROUTE_PATHS.changePassword} className="sr-account__link">
        Change password
      </ShellLink>
      <ShellLink to={ROUTE_PATHS.notifications} className="sr-account__link">
        Notifications
        {unread > 0 && (
          <span className="sr-account__badge">
            {unread}
            <span className="sr-visually-hidden"> unread</span>
          </span>
        )}
      </ShellLink>
      <ShellLink to={ROUTE_PATHS.projects} className="sr-account__link">
        Projects
        {unreadChats > 0 && (
          <span className="sr-account__badge">
            {unreadChats}
            <span className="sr-visually-hidden"> unread chat messages</span>
          </span>
        )}
      </ShellLink>
    </nav>
  );
}
