/**
 * `@showroom/commerce-ui/order-faq`: the "My Order" FAQ, shown by the shell's /faq and by /your_orders to
 * visitors. Its own entry (and federation share key) so the FAQ page does not download the order
 * items popup and the order schemas with it.
 */
export { type FaqItem, type FaqTab, orderFaqTab } from './order-faq/order-faq.tsx';
