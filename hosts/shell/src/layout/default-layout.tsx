import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** The default ("old") layout of spec §2: top header and footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell">
      <Header />
      <main id="main" className="shell-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
