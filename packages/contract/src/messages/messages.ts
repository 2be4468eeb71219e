import { REMOTE_LOAD_MESSAGES } from './remote-load-messages.ts';

/**
 * Every user-facing message text of the spec (§4, §8) and of the widgets' shared states (retry,
 * coming soon), written once. Client and server import these; no other file may repeat the
 * wording. Texts of one feature sit in that feature's entry (e.g. CATALOG_MESSAGES in
 * `@showroom/contract/catalog`), so a widget downloads only its own.
 */
export const MESSAGES = {
  invalidGiven: 'The given data was invalid.',
  invalidReplaced: 'Invalid input OR some mandatory fields are blank.',
  notFoundFallback: 'Record not found for processing.',
  serverErrorFallback: 'Internal Server error please try again.',
  showroomNotFound: 'No Showroom Found, Please Enter Correct Showroom Id.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  methodNotAllowed: 'The method is not allowed for the requested URL.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  tooManyRequestsWait: 'Too many requests. Please wait {wait} and try again.',
  showroomIdPrompt: 'Ask your Pro for your Showroom ID.',
  imageMinDimensions: 'The {field} field must be Minimum {w} X {h} pixels.',
  retry: REMOTE_LOAD_MESSAGES.retry,
  showroomLookingUp: 'Looking up showroom…',
  showroomIdHint: 'Showroom IDs have {length} letters and digits.',
  showroomIdOneCharacterLeft: '1 more character',
  showroomIdCharactersLeft: '{count} more characters',
  comingSoon: 'This part of the showroom is on its way.',
  /** Links to the room visualizer from the home page, header, storefront and cart (issue #22). */
  visualizeRoom: 'Design your room in 3D',
  /** The product page's link into the visualizer with that product in the room. */
  visualizeProduct: 'See it in a room',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders, e.g. the image-dimension message of spec §5. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
