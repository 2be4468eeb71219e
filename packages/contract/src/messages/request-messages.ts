/**
 * The API's answers to requests it cannot read at all, written once. Only the server composes them
 * (widgets show whatever message a 4xx carries), so this object is its own export: tree-shaken out
 * of every widget bundle, unlike MESSAGES.
 */
export const REQUEST_MESSAGES = {
  /** A NUL or an unpaired surrogate in any text (validation/text-safety.ts). */
  textUnsafe: 'The {field} field must not contain invalid characters.',
  /** JSON nested deeper than the server reads (hosts/api plugins/json-body.ts). */
  jsonTooDeep: 'The request body is nested too deeply.',
  /** A path the router cannot read (bad percent-encoding) or a path parameter over its length limit. */
  badUrl: 'The address of this request is not valid.',
} as const;
