import { z } from 'zod/mini';
import { ADDRESS_MESSAGES } from '../messages/address-messages.ts';
import { formatMessage } from '../messages/messages.ts';
import { fieldLabel, requiredText } from '../validation/fields.ts';
import { usStateOf } from './us-states.ts';
import { US_ZIP_CODE_PATTERN, zipCodeState } from './us-zip-code.ts';

/** A required US state, stored as its USPS code: "ca" reads as "CA"; a name or a territory is refused. */
export function usStateField(field: string) {
  return requiredText(field, 100).check(
    z.toUpperCase(),
    z.refine((code) => usStateOf(code) !== null, {
      message: formatMessage(ADDRESS_MESSAGES.stateNotUs, { field: fieldLabel(field) }),
      abort: true,
    }),
  );
}

/** A required US ZIP code (5 digits or ZIP+4). Whether it belongs to the state is {@link zipInStateCheck}. */
export function usZipField(field: string) {
  return requiredText(field, 10).check(
    z.regex(US_ZIP_CODE_PATTERN, formatMessage(ADDRESS_MESSAGES.zipFormat, { field: fieldLabel(field) })),
  );
}

/** Why a ZIP code does not belong to a state, or null when it does (or either is not checkable yet). */
export function zipStateMismatch(state: string, zip: string): string | null {
  const chosen = usStateOf(state);
  if (!chosen || !US_ZIP_CODE_PATTERN.test(zip)) return null;
  return zipCodeState(zip) === chosen.code
    ? null
    : formatMessage(ADDRESS_MESSAGES.zipNotInState, { zip, state: chosen.name });
}

/**
 * The object-level check that `zipField` is a ZIP code of `stateField` (by its 3-digit prefix),
 * reported on the ZIP field. Runs only once both fields passed their own checks.
 */
export function zipInStateCheck<K extends string, Z extends string>(stateField: K, zipField: Z) {
  return z.superRefine<Record<K | Z, unknown>>((values, context) => {
    const state = values[stateField];
    const zip = values[zipField];
    if (typeof state !== 'string' || typeof zip !== 'string') return;
    const message = zipStateMismatch(state, zip);
    if (message) context.addIssue({ code: 'custom', message, path: [zipField], input: zip });
  });
}

/**
 * Whether a saved address (stored before this rule, decision 0079) is one checkout can tax:
 * a US state's code and a ZIP code of that state. Such an address is asked to be corrected
 * before paying, never taxed at 0 %.
 */
export function isValidUsAddress(address: { state: string; zip_code: string }): boolean {
  return (
    usStateOf(address.state) !== null &&
    US_ZIP_CODE_PATTERN.test(address.zip_code) &&
    zipStateMismatch(address.state, address.zip_code) === null
  );
}
