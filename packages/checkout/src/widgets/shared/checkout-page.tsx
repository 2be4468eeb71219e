import type { ReactNode } from 'react';
import { CheckoutStyles } from './checkout-styles.tsx';

export interface CheckoutPageProps {
  title: string;
  /** Where the buyer is in the steps, e.g. "Step 1 of 2: address and order"; none after the order. */
  steps?: string;
  children: ReactNode;
}

/** The frame every checkout screen shares: the stylesheet, the page heading and its step line. */
export function CheckoutPage({ title, steps, children }: CheckoutPageProps) {
  return (
    <section className="sr-page sr-checkout">
      <CheckoutStyles />
      <header className="sr-checkout__header">
        <h1 className="sr-page__title">{title}</h1>
        {steps && <p className="sr-checkout__steps">{steps}</p>}
      </header>
      {children}
    </section>
  );
}
