import { ORDER_PAGE_MESSAGES, type OrderDetail } from '@showroom/contract/orders';
import { cancelOrder } from '@showroom/core/orders';
import { Button } from '@showroom/ui';
import { Modal } from '@showroom/ui/modal';
import { useState } from 'react';

export interface CancelOrderDialogProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
  /** The order as the server answered after cancelling it. */
  onCancelled: (order: OrderDetail) => void;
}

/** Asks before cancelling (every item, a refund): cancelling cannot be undone. */
export function CancelOrderDialog({ order, open, onClose, onCancelled }: CancelOrderDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      onCancelled(await cancelOrder(order.id));
      onClose();
    } catch {
      // core's cancelOrder has shown the server's reason; the dialog stays for another choice.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        <>
          Cancel order <span className="sr-orders__number">{order.order_number}?</span>
        </>
      }
    >
      <p>{ORDER_PAGE_MESSAGES.confirmCancel}</p>
      <div className="sr-orders__dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep order
        </Button>
        <Button onClick={() => void confirm()} busy={busy}>
          Cancel order
        </Button>
      </div>
    </Modal>
  );
}
