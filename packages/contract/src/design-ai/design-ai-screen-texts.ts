import { AI_DESIGN_MESSAGES } from './ai-design-messages.ts';
import type { AiRoomType } from './ai-design-request.ts';

/**
 * The words of AI design's screens (the design-ai remote, decision 0111); the server's answers keep theirs
 * in AI_DESIGN_MESSAGES. The spec gives none of these: they say plainly what the feature does.
 */
export const AI_SCREEN_TEXTS = {
  brand: 'AI design',
  homeTitle: 'Design your room with AI',
  /** What the default generator does, honestly (issue #26). */
  whatItDoes:
    'Upload a photo of your room, give its size, your budget and your style, and get three designs composed from real products in this showroom’s catalogue: in stock, at this showroom’s prices, across brands. The same inputs always give the same three designs. Each opens in the 3D room, and you can buy every product of one in a single step.',
  honestNote:
    'By default the designs are put together by rules from the catalogue, not drawn by an image model; photo-real pictures appear only where this showroom has a hosted image model configured.',
  loading: 'Loading…',
  loadFailed: 'AI design could not be loaded.',
  tryAgain: 'Try again',
  creditsChip: (credits: number) => `${credits} ${credits === 1 ? 'credit' : 'credits'}`,
  creditsLabel: 'Your credit balance',
  buyCredits: 'Buy credits',
  signOut: 'Sign out',
  signedOut: 'You signed out of AI design.',
  // Sign-in and sign-up.
  signInTitle: 'Sign in to AI design',
  signInLead: 'AI design has its own account, apart from your shopping account.',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  noAccount: 'New to AI design?',
  createAccount: 'Create an account',
  signUpTitle: 'Create your AI design account',
  signUpLead: 'You get free starter credits to try it.',
  signUp: 'Create account',
  signingUp: 'Creating your account…',
  haveAccount: 'Already have an AI design account?',
  name: 'Your name',
  email: 'Email',
  password: 'Password',
  passwordConfirmation: 'Confirm password',
  // Verification and welcome.
  verifyBanner: 'Verify your e-mail to start designing: open the link we sent you.',
  resend: 'Send the link again',
  verifying: 'Verifying your e-mail…',
  welcomeTitle: (name: string) => `Welcome, ${name}`,
  welcomeAnonymous: 'Welcome to AI design',
  welcomeCredits: (credits: number) => `You have ${credits} credits to start with.`,
  welcomeSignIn: 'Sign in to start designing',
  startFirst: 'Start your first design',
  // The design form.
  formTitle: 'Start a design',
  costLine: (price: number, credits: number) =>
    `A design request costs ${price} credits and gives three designs. You have ${credits}.`,
  photo: 'Room photo (optional)',
  photoPrompt: 'Drop a photo of your room here',
  photoInput: 'Choose a photo of your room',
  photoPalette: 'Colours found in your photo',
  photoBrightness: (percent: number) => `Brightness ${percent}%`,
  removePhoto: 'Remove photo',
  otherPhoto: 'Use another photo',
  removePhotoTitle: 'Remove this photo?',
  removePhotoText:
    'It is deleted from AI design. Designs you made with it keep their products and prices; where they showed the photo, they say it was removed.',
  keepPhoto: 'Keep it',
  removingPhoto: 'Removing…',
  /** Where a design showed the room photo its owner has since removed. */
  photoGone: 'Room photo removed',
  photoGoneNote: 'The room photo of this request was removed; its designs are kept.',
  // Marking the floor (and a wall) on the photo (decision 0116).
  markFloor: 'Mark the floor',
  markIntro:
    'Drag the four corners onto your floor’s corners (or focus one and use the arrow keys), then give the length of the highlighted side. Each design is then laid into your photo.',
  markedSurface: (kind: 'floor' | 'wall') => (kind === 'floor' ? 'Floor' : 'Wall'),
  markCorner: (corner: number, surface: string) => `${surface} corner ${corner}`,
  knownSide: (surface: string) => `${surface}: length of the highlighted side`,
  feet: 'ft',
  inches: 'in',
  addWall: 'Also mark a wall',
  removeWall: 'Remove the wall',
  doneMarking: 'Done',
  editMarks: 'Change the marks',
  clearMarks: 'Remove the marks',
  marksSummary: (kinds: string) => `Marked: ${kinds}. Each design will be laid into your photo.`,
  markPictureLabel: 'Your room photo with the marked corners',
  // A design laid into the photo.
  laidLabel: (title: string) => `${title} laid into your room photo`,
  laidBefore: 'Show the photo as it was',
  laidNoWebgl: 'Drawn without WebGL: the edges may look slightly softer.',
  laidFailed: 'Your photo could not be drawn.',
  roomType: 'Room',
  widthFt: 'Width (ft)',
  lengthFt: 'Length (ft)',
  budget: 'Budget (USD)',
  budgetHint: 'What you would spend on materials, from $500.',
  style: 'Style',
  yourStyle: 'Your style profile',
  styleFromSurvey: 'From your style survey.',
  noStyle: 'No preference',
  generate: 'Generate three designs',
  generating: 'Composing three designs from the catalogue…',
  notEnoughCredits: 'Not enough credits for a design.',
  // Results.
  resultsTitle: 'Your three designs',
  total: 'Total',
  withinBudget: 'Within your budget',
  overBudget: 'Over your budget',
  of: 'of',
  openIn3d: 'Open in the 3D room',
  shopDesign: 'Shop this design',
  addingToCart: 'Adding to cart…',
  viewCart: 'View cart',
  previewAlt: (title: string) => `${title}: the room in its floor`,
  renderAlt: (title: string) => `${title}: a picture of the room by the image model`,
  why: 'Why',
  // Past designs.
  pastTitle: 'Your past designs',
  pastEmpty: 'No designs yet. Your requests and their designs stay here.',
  pastLoadFailed: 'Your past designs could not be loaded.',
  moreDesigns: 'More',
  requestLine: (room: string, width: number, length: number) => `${room}, ${width} × ${length} ft`,
  // Buying credits.
  buyTitle: 'Buy credits',
  buyLead: 'Credits are paid by card in US dollars; they never expire.',
  pack: 'Pack',
  payWith: 'Pay with',
  savedCard: (brand: string, last4: string, expiry: string) =>
    `Saved card: ${brand} ending in ${last4} · Expires ${expiry}`,
  newCard: 'New card',
  saveCard: 'Keep this card for next time (kept by the payment processor, never by us)',
  pay: (amount: string) => `Pay ${amount}`,
  paying: 'Paying…',
  notNow: 'Not now',
  /** The server's own 502 words (a processor that could not tell), shown also after no answer at all. */
  unconfirmed: AI_DESIGN_MESSAGES.paymentUnconfirmed,
  packsLoading: 'Loading the packs…',
  cardLoading: 'Loading the card fields…',
} as const;

/** How each room type reads on the form and the lists. */
export const AI_ROOM_TYPE_LABELS: Readonly<Record<AiRoomType, string>> = {
  kitchen: 'Kitchen',
  bath: 'Bathroom',
  living: 'Living room',
  patio: 'Patio',
};
