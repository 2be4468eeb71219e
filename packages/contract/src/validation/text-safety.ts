import { formatMessage } from '../messages/messages.ts';
import { REQUEST_MESSAGES } from '../messages/request-messages.ts';
import { fieldLabel } from './fields.ts';

/**
 * Text no field may hold: NUL (PostgreSQL's text and jsonb cannot store it) and UTF-16 surrogates
 * without their pair (they have no UTF-8 form, so they would be stored as something else).
 */
const UNSAFE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, 'g');

export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/**
 * Field path → the message, for every string (value or object key) in `input` holding unsafe text,
 * e.g. `{ street: ['The street field must not contain invalid characters.'] }`; empty when all is well.
 * Walks with its own stack, so no nesting depth can overflow it (paths are built only when reported).
 */
export function unsafeTextErrors(input: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const flag = (at: Step) => {
    const segments: string[] = [];
    for (let step: Step | undefined = at; step?.parent; step = step.parent) segments.unshift(step.segment);
    // A bare value (a text/plain body) is keyed like the contract's fieldErrorsOf keys form-level errors.
    const field = segments.length > 0 ? segments.join('.') : '_';
    const label = segments.length > 0 ? fieldLabel(field) : 'input';
    errors[field] = [formatMessage(REQUEST_MESSAGES.textUnsafe, { field: label })];
  };
  const stack: Step[] = [{ value: input, segment: '' }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (!isSafeText(value)) flag(step);
    } else if (typeof value === 'object' && value !== null) {
      // Arrays too: their entries are keyed by index.
      for (const [key, item] of Object.entries(value)) {
        // A bad key is reported by a readable stand-in, never echoed as it came.
        const segment = key.replace(UNSAFE_TEXT_ALL, '\ufffd');
        const child = { value: item, segment, parent: step };
        if (segment !== key) flag(child);
        stack.push(child);
      }
    }
  }
  return errors;
}

/** One value met on the walk; the path is rebuilt from the parents only for a field that is reported. */
interface Step {
  value: unknown;
  segment: string;
  parent?: Step;
}
