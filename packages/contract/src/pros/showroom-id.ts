import { SHOWROOM_ID_LENGTH } from '../constants/constants.ts';

/**
 * The characters of a new Showroom ID (issue #23: "unambiguous characters"): capitals and digits
 * without 0/O, 1/I/L and 5/S, which people misread when they copy an ID from a card or a screen.
 * 28 characters, 8 places: about 3.8 × 10^11 IDs, so a clash is rare and simply drawn again.
 */
export const SHOWROOM_ID_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXYZ234679';

/** A new Showroom ID from `randomIndex` (given the alphabet's length, answers an index below it). */
export function drawShowroomId(randomIndex: (size: number) => number): string {
  let id = '';
  for (let index = 0; index < SHOWROOM_ID_LENGTH; index += 1)
    id += SHOWROOM_ID_ALPHABET[randomIndex(SHOWROOM_ID_ALPHABET.length)];
  return id;
}
