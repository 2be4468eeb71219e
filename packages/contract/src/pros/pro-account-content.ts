import { MARKUP } from '../constants/constants.ts';
import { BILLING_PERIOD, PLAN_KEYS, PLAN_OFFERS, PLAN_RENEWAL_NOTE } from './plans.ts';

/** Spec help text: when a pro's pending balance becomes available, and when a refund's debt is due. */
export const PRO_BALANCE_RULES = { availableAfterBusinessDays: 46, negativeBalanceDueDays: 10 } as const;

/** `/pro-account` (spec §2 "Learn More"): what a pro gets, the plans and the contractors' "How it Works". */
export const PRO_ACCOUNT_CONTENT = {
  title: 'Your own virtual showroom',
  intro:
    'Sell tiles, flooring, fixtures and more from many vendors under your own name, at wholesale plus your markup, on our platform and on your own website.',
  signUp: 'Sign up as a Pro',
  signIn: 'Already a pro? Sign in to your console',
  benefitsTitle: 'What you get',
  benefits: [
    {
      title: 'A showroom with your Showroom ID',
      text: 'Clients enter your 8-character ID, or follow your link, and shop your showroom at your prices.',
    },
    {
      title: 'The showroom on your own site',
      text: 'Paste one tag into your website (WordPress, a site builder or your own pages) and clients shop there, from the catalogue to the card payment.',
    },
    {
      title: 'The 3D visualizer',
      text: 'Clients combine materials of several brands in one room before they buy.',
    },
    {
      title: 'Your markup, your payouts',
      text: `You buy at wholesale and set a markup of at least ${MARKUP.minimumPercent}% (standard ${MARKUP.standardPercent}%). Your earnings are paid out to your bank account.`,
    },
  ],
  plansTitle: 'Plans',
  plans: PLAN_KEYS.map((key) => ({
    name: PLAN_OFFERS[key].name,
    price: `$${PLAN_OFFERS[key].amount} a ${BILLING_PERIOD.label}`,
    text: PLAN_OFFERS[key].text,
  })),
  plansNote: PLAN_RENEWAL_NOTE,
  faqTitle: 'How it Works',
  faq: [
    {
      question: 'How do I become a pro?',
      answer:
        'Sign up as a contractor or a designer with your company and licence number. We approve licensed pros within 24 hours and e-mail you your Showroom ID.',
    },
    {
      question: 'What do my clients pay?',
      answer: `The wholesale price plus your markup, which is at least ${MARKUP.minimumPercent}% (standard ${MARKUP.standardPercent}%). Coupons you send can never be above your markup.`,
    },
    {
      question: 'When am I paid?',
      answer: `Your pending balance becomes available ${PRO_BALANCE_RULES.availableAfterBusinessDays} business days after an order is approved. A refund can make your balance negative; it is due within ${PRO_BALANCE_RULES.negativeBalanceDueDays} days, otherwise the account may be suspended, with a penalty or legal action.`,
    },
    {
      question: 'Who can join my showroom?',
      answer: 'You invite your vendors and your clients by e-mail; clients can also enter your Showroom ID.',
    },
  ],
} as const;
