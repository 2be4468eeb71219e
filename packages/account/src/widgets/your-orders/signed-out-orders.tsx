import { orderFaqTab } from '@showroom/commerce-ui/order-faq';
import { loginPath, ROUTE_PATHS } from '@showroom/contract';
import { ORDER_PAGE_MESSAGES } from '@showroom/contract/orders';
import { ShellLink, StyleSheet } from '@showroom/ui';
import { useId } from 'react';
import { yourOrdersPath } from './order-path.ts';
import css from './your-orders.css?inline';

const ORDER_FAQ = orderFaqTab(<ShellLink to={ROUTE_PATHS.contact}>our support team</ShellLink>);

/**
 * /your_orders for a visitor: a sign-in link back to this page (with the order a shared link
 * opened), and the "My Order" FAQ.
 */
export function SignedOutOrders({ orderId }: { orderId?: number | undefined }) {
  const titleId = useId();
  const faqId = useId();
  return (
    <section className="sr-orders" aria-labelledby={titleId}>
      <StyleSheet name="sr-your-orders" css={css} />
      <header className="sr-orders__header">
        <h1 id={titleId} className="sr-orders__title">
          Your Orders
        </h1>
      </header>
      <div className="sr-orders__sign-in">
        <p>{ORDER_PAGE_MESSAGES.signInToSee}</p>
        <ShellLink to={loginPath(yourOrdersPath(orderId))} className="sr-orders__button">
          Login
        </ShellLink>
      </div>
      <section className="sr-orders__faq" aria-labelledby={faqId}>
        <h2 id={faqId}>{ORDER_FAQ.label}</h2>
        {ORDER_FAQ.items.map((item) => (
          <details key={item.question} className="sr-orders__faq-item">
            <summary>{item.question}</summary>
            <div className="sr-orders__faq-answer">{item.answer}</div>
          </details>
        ))}
      </section>
    </section>
  );
}
