import { formatMessage } from '../messages/messages.ts';
import { AI_CREDITS } from './ai-credits-rules.ts';

/** Every text of AI design, written once for the server and the design-ai screens (decision 0110). */
export const AI_DESIGN_MESSAGES = {
  signedIn: 'Welcome back to AI design.',
  registered: 'Welcome to AI design. We sent you a link to verify your e-mail.',
  wrongCredentials: 'These credentials do not match our records.',
  emailTaken: 'The email has already been taken.',
  signInRequired: 'Sign in to AI design first.',
  verifyFirst: 'Verify your e-mail first: open the link we sent you, or send it again.',
  verificationSent: 'We sent a new verification link to your e-mail.',
  alreadyVerified: 'Your e-mail is already verified.',
  verified: 'Your e-mail is verified. You can design now.',
  verifyLinkInvalid: 'This verification link has expired or is not valid. Send a new one.',
  verifyMailSubject: 'Verify your e-mail for AI design',
  verifyMailText: 'Open this link to verify your e-mail and start designing: {link}',
  notEnoughCredits: 'Not enough credits: a design costs {price} credits; you have {credits}.',
  creditsBought: 'Thank you: {credits} credits were added to your balance.',
  unknownPack: 'Choose a credit pack from the list.',
  keyReused: 'This attempt was for another request. Reload the page and try again.',
  idempotencyKeyRequired: 'The Idempotency-Key header is required.',
  inProgress: 'This request is still being worked on. Wait a moment, then try again.',
  paymentUnconfirmed:
    'We could not confirm the payment. Press Pay again: the same payment is sent, so you are never charged twice.',
  designNotFound: 'Design not found.',
  photoNotFound: 'The selected photo is invalid.',
  showroomNotFound: 'The selected showroom is invalid.',
  photoAdded: 'Photo added.',
  photoRemoved: 'Photo removed. Designs made with it keep their products.',
  /** A photo that is not the caller's, or is gone (404: another user's photo is never told apart). */
  photoMissing: 'Photo not found.',
  designed: 'Here are three designs for your room.',
  welcomeTitle: 'Design your room with AI',
  welcomeText: `You start with ${AI_CREDITS.starterGrant} free credits. Each request costs ${AI_CREDITS.designPrice} credits and gives you ${AI_CREDITS.designsPerRequest} designs built from real products you can buy.`,
  catalogueGeneratorNote:
    'These designs are composed from the catalogue by rules (your room, size, style, photo and budget), not drawn by an image model.',
  hostedGeneratorNote: 'These designs come with pictures drawn by an image model from the products chosen.',
  hostedFallbackNote:
    'The picture service did not answer, so these designs have no pictures. You were charged once.',
  overBudget:
    'Over your budget: {total} of {budget}. This is the least this room can cost with products in stock.',
  reasonFitsBudget: 'Fits the budget: {total} of {budget}',
  reasonMatchesPhoto: '{colour} matches your photo’s tones',
  reasonMatchesStyle: 'Suits your {style} style',
  reasonBrightRoom: 'A light finish keeps a dark room bright',
  reasonDarkRoom: 'A deeper finish warms a bright room',
  reasonValue: 'The best value in stock for this spot',
  reasonPremium: 'A premium pick for this spot',
  reasonInStock: 'In stock in the quantity this room needs',
} as const;

/** "Not enough credits: a design costs N credits; you have M." */
export function notEnoughCreditsMessage(credits: number): string {
  return formatMessage(AI_DESIGN_MESSAGES.notEnoughCredits, { price: AI_CREDITS.designPrice, credits });
}

/** The three designs' titles: what each one aims for. */
export const AI_DESIGN_TITLES = {
  value: 'Best value',
  style: 'Your style',
  photo: 'Matched to your photo',
  premium: 'Premium pick',
} as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars as the texts show them: "$12,480". */
export function aiDollars(cents: number): string {
  return usd.format(Math.round(cents / 100));
}

/** A design's summary: within the budget, or over it and by how much. */
export function budgetSummary(totalCents: number, budgetCents: number): string {
  const values = { total: aiDollars(totalCents), budget: aiDollars(budgetCents) };
  return totalCents <= budgetCents
    ? formatMessage(AI_DESIGN_MESSAGES.reasonFitsBudget, values)
    : formatMessage(AI_DESIGN_MESSAGES.overBudget, values);
}
