import { DEFAULT_PAGE_SIZE } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { notifications } from '@showroom/core/account';
import { StyleSheet } from '@showroom/ui';
import { useNotifications } from '@showroom/ui/account';
import { Pagination } from '@showroom/ui/pagination';
import { useEffect, useId } from 'react';
import { LoadFailed } from '../load-failed/load-failed.tsx';
import { NotificationItem } from './notification-item.tsx';
import css from './notification-list.css?inline';

const SKELETON_ROWS = 4;

/**
 * Notifications (/notification): the signed-in user's notifications, newest first, ten a page
 * (spec §9) with the shared Pagination; unread ones highlighted with Mark as read. Loading
 * placeholders, an empty state, and a retry when the list could not be loaded.
 */
export function NotificationList() {
  const page = useNotifications((state) => state.page);
  const status = useNotifications((state) => state.pageStatus);
  const unread = useNotifications((state) => state.pendingCount);
  const headingId = useId();

  useEffect(() => {
    void notifications.loadPage(1, DEFAULT_PAGE_SIZE);
  }, []);

  const perPage = page?.per_page ?? DEFAULT_PAGE_SIZE;
  const retry = () => void notifications.loadPage(page?.current_page ?? 1, perPage);

  return (
    <section className="sr-notifications" aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <StyleSheet name="sr-notification-list" css={css} />
      <header className="sr-notifications__header">
        <h1 id={headingId} className="sr-notifications__title">
          Notifications
        </h1>
        {unread > 0 && <p className="sr-notifications__count">{unread} unread</p>}
      </header>

      {!page && status !== 'error' && (
        <ul className="sr-notifications__list" aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            // Placeholders have nothing but their position.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="sr-notification sr-notification--skeleton">
              <span className="sr-notifications__bone sr-notifications__bone--title" />
              <span className="sr-notifications__bone" />
            </li>
          ))}
        </ul>
      )}
      {!page && status === 'loading' && (
        <p className="sr-visually-hidden" role="status">
          Loading notifications…
        </p>
      )}

      {status === 'error' && (
        <LoadFailed
          className="sr-notifications__error"
          message={ACCOUNT_MESSAGES.notificationsLoadFailed}
          onRetry={retry}
        />
      )}

      {page && page.total === 0 && (
        <p className="sr-notifications__empty">{ACCOUNT_MESSAGES.notificationsEmpty}</p>
      )}

      {page && page.data.length > 0 && (
        <>
          <ul className="sr-notifications__list" aria-labelledby={headingId}>
            {page.data.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
          <Pagination
            paginator={page}
            label="Notification pages"
            onPageChange={(next) => void notifications.loadPage(next, perPage)}
            onPageSizeChange={(size) => void notifications.loadPage(1, size)}
          />
        </>
      )}
    </section>
  );
}
