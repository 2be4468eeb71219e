import { SHOWROOM_ID_LENGTH } from '@showroom/contract';

/**
 * Showroom IDs are 8 letters and digits. Pasted IDs often carry spaces or dashes
 * ("homepro-1 "), so we keep the letters and digits, upper-cased, instead of rejecting them.
 */
export function normalizeShowroomId(raw: string): string {
  return raw
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, SHOWROOM_ID_LENGTH);
}

/** The search fires when the text reaches exactly 8 characters (spec §4, §5). */
export function shouldSearch(id: string): boolean {
  return id.length === SHOWROOM_ID_LENGTH;
}
