import { ROUTE_PATHS } from '@showroom/contract';
import type { SessionUser } from '@showroom/core';
import { signOut } from '@showroom/core/account';
import { ShellLink, StyleSheet, useSession } from '@showroom/ui';
import { useChatUnread, useNotifications } from '@showroom/ui/account';
import { useState } from 'react';
import { CountBadge } from './count-badge.tsx';

import { useDisclosureMenu } from './use-disclosure-menu.ts';
import css from './user-menu.css?inline';

/** What the menu button calls the user: first name, else the e-mail's local part. */
export function displayName(user: SessionUser | null): string {
  const first = user?.first_name;
  if (typeof first === 'string' && first.trim()) return first.trim();
  return user?.email.split('@')[0] || 'Account';
}

/**
 * The signed-in user menu of the header (spec §2): Notifications with the pending count, My
 * Account, Log Out. The count is live: it follows core's notifications store, which loads at
 * sign-in and drops when a notification is marked read anywhere on the page.
 */
export function UserMenu() {
  const { user } = useSession();
  const pending = useNotifications((state) => state.pendingCount);
  // Unread project chat messages (decision 0107): a pro's or designer's chats are in their console.
  const unreadChats = useChatUnread();
  const chatsPath = user && user.type !== 'User' ? ROUTE_PATHS.proProjects : ROUTE_PATHS.projects;
  const { open, close, rootProps, buttonProps, listProps } = useDisclosureMenu();
  const [leaving, setLeaving] = useState(false);

  async function onLogOut() {
    setLeaving(true);
    close();
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  }

  const name = displayName(user);
  return (
    <div className="shell-user-menu" {...rootProps}>
      <StyleSheet name="shell-user-menu" css={css} />
      <button className="shell-user-menu__button" {...buttonProps}>
        <span className="shell-user-menu__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="shell-user-menu__name">{name}</span>
        <CountBadge count={pending + unreadChats} words="unread" />
        <span className="shell-user-menu__chevron" aria-hidden="true" data-open={open} />
      </button>
      <ul className="shell-user-menu__list" {...listProps}>
        <li>
          <ShellLink to={ROUTE_PATHS.notifications} className="shell-user-menu__item" onNavigate={close}>
            Notifications
            <CountBadge count={pending} words="unread" />
          </ShellLink>
        </li>
        <li>
          <ShellLink to={ROUTE_PATHS.account} className="shell-user-menu__item" onNavigate={close}>
            My Account
          </ShellLink>
        </li>
        <li>
          <ShellLink to={chatsPath} className="shell-user-menu__item" onNavigate={close}>
            Projects
            <CountBadge count={unreadChats} words="unread chat messages" />
          </ShellLink>
        </li>
        <li>
          <button type="button" className="shell-user-menu__item" onClick={onLogOut} disabled={leaving}>
            Log Out
          </button>
        </li>
      </ul>
    </div>
  );
}
