/**
 * Texts of the US shipping-address rule (issue #22, decision 0079), written once; served by
 * `@showroom/contract/account`. `{name}` placeholders are filled with `formatMessage`.
 */
export const ADDRESS_MESSAGES = {
  /** `{field}` is the field's label, e.g. "shipping state". */
  stateNotUs: 'The {field} field must be one of the 50 US states or DC.',
  zipFormat: 'The {field} field must be a US ZIP code: 5 digits, or ZIP+4 (12345-6789).',
  zipNotInState: '{zip} is not a ZIP code of {state}.',
  /** A saved address from before the rule: checkout asks for it to be corrected instead of taxing it at 0 %. */
  savedAddressInvalid:
    'Please correct your shipping address before paying: it needs one of the US states and a ZIP code of that state.',
  statePlaceholder: 'Choose a state',
} as const;
