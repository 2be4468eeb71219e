import { ROUTE_PATHS } from '@showroom/contract';
import { StyleSheet } from '@showroom/ui';
import { ShellLink } from '@showroom/ui/link';
import { PageStyles } from '@showroom/ui/page';
import type { ReactNode } from 'react';
import css from './vendor-frame.css?inline';

/** The portal's sections (decision 0068: `/vendor/<section>`). */
const SECTIONS = [
  [ROUTE_PATHS.vendorPortal, 'Home'],
  [ROUTE_PATHS.vendorProducts, 'Products'],
  [ROUTE_PATHS.vendorImport, 'Import'],
  [ROUTE_PATHS.vendorOrderItems, 'Order items'],
  [ROUTE_PATHS.vendorPayouts, 'Payouts'],
] as const;

/** A portal screen: its title, the sections' navigation, and the screen. */
export function VendorFrame({
  title,
  current,
  children,
}: {
  title: string;
  /** The section this screen belongs to, marked as the current page in the navigation. */
  current: string;
  children: ReactNode;
}) {
  return (
    <article className="sr-page sr-portal">
      <PageStyles />
      <StyleSheet name="sr-portal" css={css} />
      <nav aria-label="Vendor portal">
        <ul className="sr-portal__nav">
          {SECTIONS.map(([path, label]) => (
            <li key={path}>
              {path === current ? (
                <span aria-current="page">{label}</span>
              ) : (
                <ShellLink to={path}>{label}</ShellLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="sr-page__title">{title}</h1>
      {children}
    </article>
  );
}
