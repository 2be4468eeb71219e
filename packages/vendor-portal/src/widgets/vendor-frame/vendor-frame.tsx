import { ROUTE_PATHS } from '@showroom/contract';
import { StyleSheet } from '@showroom/ui';
import { ConsoleLayout } from '@showroom/ui/console';
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
  current: string;
  children: ReactNode;
}) {
  return (
    <ConsoleLayout
      navLabel="Vendor portal"
      sections={SECTIONS}
      current={current}
      title={title}
      className="sr-portal"
    >
      <PageStyles />
      <StyleSheet name="sr-portal" css={css} />
      {children}
    </ConsoleLayout>
  );
}
