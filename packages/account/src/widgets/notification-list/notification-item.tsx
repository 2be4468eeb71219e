import type { Notification } from '@showroom/contract/account';
import { notifications } from '@showroom/core/account';
import { formatDate } from '@showroom/core/format';
import { Button, ShellLink } from '@showroom/ui';
import { useState } from 'react';

/** Marks read and swallows the failure: the catalogue has shown its toast, the item stays unread. */
function markRead(id: number): Promise<void> {
  return notifications.markRead(id).catch(() => undefined);
}

/**
 * One notification: unread ones are highlighted and say "New" (not colour alone) and have a
 * Mark as read button. A notification about a page links there; following the link marks it read.
 * The link covers the whole card, so a click anywhere on it follows it.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { id, title, message, link, read_at, created_at } = notification;
  const unread = read_at === null;
  const [marking, setMarking] = useState(false);

  async function onMarkRead() {
    setMarking(true);
    await markRead(id);
    setMarking(false);
  }

  return (
    <li className={unread ? 'sr-notification sr-notification--unread' : 'sr-notification'}>
      <div className="sr-notification__body">
        <p className="sr-notification__title">
          {unread && <span className="sr-notification__new">New</span>}
          {link?.startsWith('/') ? (
            <ShellLink
              to={link}
              className="sr-notification__link"
              onNavigate={() => {
                if (unread) void markRead(id);
              }}
            >
              {title}
            </ShellLink>
          ) : (
            <span>{title}</span>
          )}
        </p>
        <p className="sr-notification__message">{message}</p>
        <time className="sr-notification__date" dateTime={created_at}>
          {formatDate(created_at)}
        </time>
      </div>
      {unread && (
        <Button
          variant="secondary"
          className="sr-notification__mark"
          busy={marking}
          onClick={onMarkRead}
          aria-label={`Mark “${title}” as read`}
        >
          Mark as read
        </Button>
      )}
    </li>
  );
}
