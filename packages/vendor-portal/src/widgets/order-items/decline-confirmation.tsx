import { formatMessage } from '@showroom/contract';
import { DECLINE_CONFIRM_TEXTS } from '@showroom/contract/vendor';
import { Button } from '@showroom/ui';
import { Modal } from '@showroom/ui/modal';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

interface Question {
  product: string;
  answer: (confirmed: boolean) => void;
}

/** Said when the vendor cancels a Decline: the status dropdown then puts the item's status back. */
export class DeclineCancelled extends Error {
  constructor() {
    super('Decline cancelled');
  }
}

/**
 * Decline refunds, restocks and tells the homeowner and the pro, for good: `ask(product)` shows what
 * it does and resolves with the vendor's answer. Cancel has the focus (Enter keeps the item), and
 * Escape, the close button or the backdrop cancel too; nothing is sent until "Decline item".
 */
export function useDeclineConfirmation(): { ask: (product: string) => Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const ask = useCallback(
    (product: string) =>
      new Promise<boolean>((resolve) => {
        setQuestion({ product, answer: resolve });
      }),
    [],
  );

  function answer(confirmed: boolean) {
    question?.answer(confirmed);
    setQuestion(null);
  }

  useEffect(() => {
    // After the dialog has moved focus in (to its first control, the close button): Cancel instead.
    if (question) cancelRef.current?.focus();
  }, [question]);

  const dialog = (
    <Modal
      open={question !== null}
      onClose={() => answer(false)}
      title={formatMessage(DECLINE_CONFIRM_TEXTS.title, { product: question?.product ?? '' })}
    >
      <p>{DECLINE_CONFIRM_TEXTS.body}</p>
      <div className="sr-portal-list__dialog-actions">
        <Button ref={cancelRef} variant="secondary" onClick={() => answer(false)}>
          {DECLINE_CONFIRM_TEXTS.keep}
        </Button>
        <Button onClick={() => answer(true)}>{DECLINE_CONFIRM_TEXTS.confirm}</Button>
      </div>
    </Modal>
  );
  return { ask, dialog };
}
