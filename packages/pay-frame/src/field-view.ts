import { CARD_FIELDS, type CardFieldErrors, type CardFieldName } from '@showroom/contract/payments';

/** The frame's inputs and message lines, found once in the page's markup (index.html). */
export interface FieldView {
  input(field: CardFieldName): HTMLInputElement;
  /** Shows each field's message (or clears it) and marks the input invalid for assistive technology. */
  showErrors(errors: CardFieldErrors): void;
  showError(field: CardFieldName, message: string | undefined): void;
}

export function fieldView(doc: Document): FieldView {
  const byId = <T extends HTMLElement>(id: string) => {
    const element = doc.getElementById(id);
    if (!element) throw new Error(`The card frame page has no #${id}`);
    return element as T;
  };
  function showError(field: CardFieldName, message: string | undefined) {
    byId(`${field}-error`).textContent = message ?? '';
    const target =
      field === 'card_number'
        ? doc.querySelector('[data-field="card_number"] .control > :not([hidden])')
        : byId(field);
    if (message) target?.setAttribute('aria-invalid', 'true');
    else target?.removeAttribute('aria-invalid');
  }
  return {
    input: (field) => byId<HTMLInputElement>(field),
    showError,
    showErrors(errors) {
      for (const field of CARD_FIELDS) showError(field, errors[field]);
    },
  };
}
