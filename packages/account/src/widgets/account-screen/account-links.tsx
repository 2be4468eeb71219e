import { ROUTE_PATHS } from '@showroom/contract';
import { useNotifications } from '@showroom/ui/account';
import { ShellLink } from '@showroom/ui/link';

/** Where else the account leads: password change and the notification list with its unread count. */
export function AccountLinks() {
  const unread = useNotifications((state) => state.pendingCount);
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
    </nav>
  );
}
