import { navigate } from '@showroom/core';
import { useShowroomSelection } from '@showroom/ui';
import { Link } from 'react-router';
import { useSettings } from '../settings/settings-store.ts';
import { useEntryModal } from './entry-modal-state.ts';

/**
 * Top header: brand (the pro's when their theme applies), Shop, Cart, and the visitor menu.
 * The cart count badge and the signed-in user menu arrive with the cart and account issues.
 */
export function Header({ compact = false }: { compact?: boolean }) {
  const selection = useShowroomSelection();
  const appName = useSettings((state) => state.settings?.app_name ?? 'Showroom');
  const openEntry = useEntryModal((state) => state.open);

  function onShop() {
    if (selection) navigate('/visualize/contractor/all');
    else openEntry();
  }

  return (
    <header className={compact ? 'shell-header shell-header--compact' : 'shell-header'}>
      <a className="shell-skip" href="#main">
        Skip to content
      </a>
      <Link to="/" className="shell-brand">
        <span className="shell-brand__mark" aria-hidden="true" />
        <span>{selection?.company_name ?? appName}</span>
      </Link>
      <nav aria-label="Main" className="shell-nav">
        <button type="button" className="shell-nav__link" onClick={onShop}>
          Shop
        </button>
        <Link to="/cart" className="shell-nav__link">
          Cart
        </Link>
        <Link to="/register" className="shell-nav__link">
          Sign Up Free
        </Link>
        <Link to="/login" className="shell-nav__link shell-nav__link--primary">
          Login
        </Link>
      </nav>
    </header>
  );
}
