import { ROUTE_PATHS } from '@showroom/contract';
import { POLICY } from '@showroom/contract/constants';
import { ShellLink } from '@showroom/ui';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqTab {
  id: string;
  label: string;
  /** Tabs only one kind of signed-in user sees (visitors see every tab). */
  audience?: 'pro' | 'user';
  items: FaqItem[];
}

/**
 * The "My Order" FAQ (spec §2 FAQ tabs), written once: the shell's /faq shows it as a tab and a
 * signed-out visitor sees it on /your_orders. `supportContact` is how the page names support
 * (the shell has the support e-mail from the settings; a remote links to Contact Us).
 */
export function orderFaqTab(supportContact: ReactNode): FaqTab {
  return {
    id: 'order',
    label: 'My Order',
    items: [
      {
        question: 'When is my order accepted?',
        answer: `Orders are reviewed and accepted within ${POLICY.orderProcessingHours} hours. You can follow every item under Your Orders.`,
      },
      {
        question: 'Can I cancel my order or change the shipping address?',
        answer: `Yes, within ${POLICY.cancelOrAddressChangeMinutes} minutes of placing the order, under Your Orders: Cancel order, or Change address to another address in the same state (the tax charged is that state's; for another state, cancel and order again). After that the vendor has started processing it; contact support and we will do what we can.`,
      },
      {
        question: 'An item is missing or my order is incomplete. What do I do?',
        answer: (
          <>
            Report an incomplete order within {POLICY.incompleteOrderReportWeeks} weeks of delivery by writing
            to {supportContact}, with your order number and photos of what arrived.
          </>
        ),
      },
      {
        question: 'The price of an item changed after I ordered. Why?',
        answer:
          'Some prices are estimates until the vendor confirms them. When a confirmed price differs, we ask you first: you may accept the new price or reject the item.',
      },
      {
        question: 'Where do I see my orders?',
        answer: (
          <>
            Sign in and open <ShellLink to={ROUTE_PATHS.yourOrders}>Your Orders</ShellLink>.
          </>
        ),
      },
    ],
  };
}
