import { MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { mediaUrl, navigate } from '@showroom/core';
import { useIsLoggedIn, useShowroomSelection, useTheme } from '@showroom/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useSettings } from '../settings/settings-store.ts';
import { BackToSiteLink } from './back-to-site-link.tsx';
import { CountBadge } from './count-badge.tsx';
import { useCurrentUserAtStart } from './current-user-at-start.ts';
import { useEntryModal } from './entry-modal-state.ts';
import { useCartCount } from './use-cart-count.ts';
import { useMobileMenu } from './use-mobile-menu.ts';

// Visitors never download the signed-in menu (and the account code behind Log Out and the count).
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));

/**
 * Top header: brand (the pro's when their theme applies), the way back to the pro's site when a
 * widget there sent the visitor here, Shop, the room visualizer, Cart, and the user menu when
 * signed in (Notifications with the pending count, My Account, Log Out) or the visitor menu
 * (Sign Up Free, Login). Cart carries the item count once there is a cart. On a phone the links
 * sit behind a Menu button (which repeats the cart count), so the header stays one row.
 */
export function Header({ compact = false }: { compact?: boolean }) {
  const selection = useShowroomSelection();
  // The pro's logo when their plan brands the shop (spec §4), else the product's mark.
  const theme = useTheme();
  const appName = useSettings((state) => state.settings?.app_name ?? 'Showroom');
  const openEntry = useEntryModal((state) => state.open);
  const loggedIn = useIsLoggedIn();
  const cartCount = useCartCount();
  useCurrentUserAtStart();
  const menu = useMobileMenu();

  function onShop() {
    menu.close();
    if (selection) navigate(ROUTE_PATHS.contractorShowroom);
    else openEntry();
  }

  return (
    <header className={compact ? 'shell-header shell-header--compact' : 'shell-header'} {...menu.rootProps}>
      <a className="shell-skip" href="#main">
        Skip to content
      </a>
      <Link to={ROUTE_PATHS.home} className="shell-brand">
        {theme.logo ? (
          <img className="shell-brand__logo" src={mediaUrl(theme.logo)} alt="" />
        ) : (
          <span className="shell-brand__mark" aria-hidden="true" />
        )}
        <span>{selection?.company_name ?? appName}</span>
      </Link>
      <button className="shell-menu-button" {...menu.buttonProps}>
        <span className="shell-menu-button__icon" aria-hidden="true" />
        Menu
        <CountBadge count={cartCount} words={cartCount === 1 ? 'item in the cart' : 'items in the cart'} />
      </button>
      <nav aria-label="Main" className="shell-nav" {...menu.navProps}>
        <BackToSiteLink onFollow={menu.close} />
        <button type="button" className="shell-nav__link" onClick={onShop}>
          Shop
        </button>
        <Link to={ROUTE_PATHS.visualize} className="shell-nav__link" onClick={menu.close}>
          {MESSAGES.visualizeRoom}
        </Link>
        <Link to={ROUTE_PATHS.cart} className="shell-nav__link shell-nav__cart">
          Cart
          <CountBadge count={cartCount} words={cartCount === 1 ? 'item' : 'items'} />
        </Link>
        {loggedIn ? (
          <Suspense fallback={<span className="shell-user-menu-placeholder" aria-hidden="true" />}>
            <UserMenu />
          </Suspense>
        ) : (
          <>
            <Link to={ROUTE_PATHS.register} className="shell-nav__link">
              Sign Up Free
            </Link>
            <Link to={ROUTE_PATHS.login} className="shell-nav__link shell-nav__link--primary">
              Login
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
