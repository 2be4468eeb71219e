import { CHECKOUT_SCREEN_MESSAGES } from '@showroom/contract/checkout';
import type { OrderDetail } from '@showroom/contract/orders';
import { Button } from '@showroom/ui';
import { Modal } from '@showroom/ui/modal';
import { useState } from 'react';
import { checkoutCalls } from '../../api/checkout-calls.ts';

export interface CancelOrderDialogProps {
  open: boolean;
  orderId: number;
  onClose: () => void;
  /** The cancelled (refunded) order and the server's message. */
  onCancelled: (order: OrderDetail, message: string) => void;
}

/**
 * Confirms cancelling the order (`POST /api/orders/{id}/cancel`: every item cancelled, stock given
 * back, the payment refunded). A refusal (e.g. the 60-minute window passed) shows as the API
 * client's toast and the dialog stays.
 */
export function CancelOrderDialog({ open, orderId, onClose, onCancelled }: CancelOrderDialogProps) {
  const [busy, setBusy] = useState(false);
  async function onConfirm() {
    setBusy(true);
    try {
      const body = await checkoutCalls.cancelOrder(orderId);
      onCancelled(body.data, body.message);
    } catch {
      // The API client has shown why (toast); the homeowner can close or try again.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} onClose={onClose} title="Cancel this order?">
      <p>{CHECKOUT_SCREEN_MESSAGES.cancelConfirm}</p>
      <div className="sr-checkout-dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep order
        </Button>
        <Button busy={busy} onClick={onConfirm}>
          Cancel order
        </Button>
      </div>
    </Modal>
  );
}
