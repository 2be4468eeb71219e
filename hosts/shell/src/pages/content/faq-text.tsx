import { type FaqTab, orderFaqTab } from '@showroom/commerce-ui/order-faq';
import {
  COOKIE_DAYS,
  CURRENCY,
  MARKUP,
  PASSWORD_MIN_LENGTH,
  PREMIUM_PLAN,
  ROUTE_PATHS,
  SHOWROOM_ID_LENGTH,
} from '@showroom/contract';
import { MARKETING_SAVINGS_PERCENT, POLICY } from '@showroom/contract/constants';
import { Link } from 'wouter';
import { SupportEmail } from './support-contact.tsx';

/**
 * FAQ and help text (spec §1 "Help text", §2 FAQ tabs). Every number comes from the contract's
 * constants, so the text cannot drift from what the product does.
 */
export const FAQ_TABS: readonly FaqTab[] = [
  {
    id: 'product',
    label: 'Product Information',
    items: [
      {
        question: 'What is a virtual showroom?',
        answer: `A showroom is a pro's own storefront: a contractor or designer picks products from many vendors (flooring, tiles, fixtures, lights, outdoor items and more) and shows them to you with their prices. Each showroom has a Showroom ID of ${SHOWROOM_ID_LENGTH} characters.`,
      },
      {
        question: 'How do I find my pro’s showroom?',
        answer: `Ask your pro for their Showroom ID and type it on the home page. As soon as all ${SHOWROOM_ID_LENGTH} characters are in, the showroom's company name appears; press Next to start shopping.`,
      },
      {
        question: 'Are the product photos and colours accurate?',
        answer:
          'Photos and swatches are as close as screens allow. Natural materials such as stone and wood vary from piece to piece; ask your pro for a sample when the exact shade matters.',
      },
      {
        question: 'How much can I save?',
        answer: `Buying through your pro's showroom saves up to ${MARKETING_SAVINGS_PERCENT}% compared with retail prices. All prices are in ${CURRENCY.code}.`,
      },
    ],
  },
  orderFaqTab(<SupportEmail />),
  {
    id: 'shipping',
    label: 'Shipping and Delivery',
    items: [
      {
        question: 'Do you charge for delivery?',
        answer: 'Delivery is free nationwide within the United States. We do not ship outside the U.S.',
      },
      {
        question: 'How long does delivery take?',
        answer: `Usually ${POLICY.deliveryWeeks} weeks from the day your order is accepted. Large or made-to-order items can take longer; the order page shows each item's status.`,
      },
    ],
  },
  {
    id: 'returns',
    label: 'Returns and Cancelations',
    items: [
      {
        question: 'How long do I have to return an item?',
        answer: `${POLICY.returnWindowDays} days from delivery. You ship the item back at your own cost.`,
      },
      {
        question: 'Is there a restocking fee?',
        answer:
          'The initial shipping cost is deducted from your refund as a restocking fee. It is never greater than the cost of the return shipping.',
      },
      {
        question: 'When do I get my money back?',
        answer: `Refunds reach your card in ${POLICY.refundBusinessDays} business days after the vendor applies them; vendors have ${POLICY.vendorRefundDays} days to apply a refund.`,
      },
      {
        question: 'Where is the full policy?',
        answer: (
          <>
            Read the <Link href={ROUTE_PATHS.returnPolicy}>Return and Cancellation Policy</Link>.
          </>
        ),
      },
    ],
  },
  {
    id: 'account',
    label: 'My Account',
    items: [
      {
        question: 'What do I need to register?',
        answer: `Your name, email, phone number, zip code and a password of at least ${PASSWORD_MIN_LENGTH} characters. You must be at least ${POLICY.minimumAge}; under ${POLICY.guardianConsentAge} you need a parent or guardian's consent.`,
      },
      {
        question: 'What does “Remember me” do?',
        answer: `It keeps your email on that browser for ${COOKIE_DAYS.rememberMe} days, so the sign-in form is filled in for you; your password is never stored. Signing in keeps you signed in on that browser until you log out, with or without it.`,
      },
      {
        question: 'I forgot my password.',
        answer: (
          <>
            Use <Link href={ROUTE_PATHS.resetPassword}>Reset Password</Link> and we will email you a link.
          </>
        ),
      },
    ],
  },
  {
    id: 'how-it-works',
    label: 'How it Works',
    audience: 'pro',
    items: [
      {
        question: 'Who can open a showroom?',
        answer: `Licensed contractors and designers. We review each application and approve accounts within ${POLICY.accountApprovalHours} hours.`,
      },
      {
        question: 'How do I earn?',
        answer: `You buy at wholesale prices and set your own markup of at least ${MARKUP.minimumPercent}% (the standard is ${MARKUP.standardPercent}%). You may send clients coupons, but never above your markup.`,
      },
      {
        question: 'When is my money available?',
        answer: `Your pending balance becomes available ${POLICY.pendingBalanceBusinessDays} business days after an order item is approved.`,
      },
      {
        question: 'What happens when an order is refunded?',
        answer: `A refund creates a negative balance, due within ${POLICY.negativeBalanceDueDays} days. Unpaid balances lead to suspension, a penalty or legal action.`,
      },
      {
        question: 'How do I bring in vendors and clients?',
        answer:
          'Invite them by email from your pro dashboard. Vendors join by your invitation; clients shop your showroom with your Showroom ID.',
      },
      {
        question: 'Is there a paid plan?',
        answer: `The ${PREMIUM_PLAN.name} plan costs $${PREMIUM_PLAN.amount}, paid in advance, and renews automatically until you cancel by emailing support (cancelling takes up to ${POLICY.subscriptionCancellationHours} hours). A demo takes about ${POLICY.demoMinutes} minutes.`,
      },
    ],
  },
  {
    id: 'how-the-product-works',
    label: 'How the product works',
    audience: 'user',
    items: [
      {
        question: 'How do I start?',
        answer:
          'Take the style survey, register, and create a project with photos of your room and a few details. Browse templates and floor plans, or chat with a designer or contractor.',
      },
      {
        question: 'What do I get?',
        answer:
          'A shoppable list of products for your project, which you can see together in the 3D visualizer, then order and pay by card in one checkout.',
      },
      {
        question: 'Can I hire someone?',
        answer:
          'Yes: hire a designer or contractor from your project and chat with them as the work goes on.',
      },
    ],
  },
];
