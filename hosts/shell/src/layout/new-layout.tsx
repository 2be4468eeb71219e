import { DEFAULT_NEW_LAYOUT, STORAGE_KEYS } from '@showroom/contract';
import { storage } from '@showroom/core';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/**
 * The new layout of spec §2: top header, the routed view keyed by the full path (so a new path
 * remounts the view and its progress bar), footer. It reads the `new-layout` (newHeader) flag,
 * default 'No'; 'Yes' gives the compact header.
 */
export function NewLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const newHeader = (storage.getString(STORAGE_KEYS.newLayout) ?? DEFAULT_NEW_LAYOUT) === 'Yes';
  return (
    <div className="shell shell--new">
      <Header compact={newHeader} />
      <main id="main" className="shell-main" key={`${path}?${search}`}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
