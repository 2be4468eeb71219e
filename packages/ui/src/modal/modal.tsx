import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import { usePortalContainer } from '../widget-root/portal-container.ts';
import css from './modal.css?inline';
import { registerOpenModal } from './modal-registry.ts';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop, the close button and `closeAllModals()`. */
  onClose: () => void;
  /** The dialog's visible heading and accessible name. */
  title: ReactNode;
  children?: ReactNode;
}

/**
 * An accessible modal dialog: labelled by its title, focus moves in and is trapped there,
 * Escape or a backdrop click closes it, and focus returns to where it was. It portals into
 * the widget's own container, so inside an embed it stays in the widget's shadow root; the
 * host page's scroll is left alone.
 */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const container = usePortalContainer();
  const titleId = useId();
  // Keeps the registered close function stable while the caller's onClose changes identity.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onCloseRef.current();
    },
  });
  const { getFloatingProps } = useInteractions([useDismiss(context)]);

  useEffect(() => (open ? registerOpenModal(() => onCloseRef.current()) : undefined), [open]);

  if (!open || !container) return null;
  return (
    <FloatingPortal root={container}>
      <StyleSheet name="sr-modal" css={css} />
      <FloatingOverlay className="sr-modal-backdrop" lockScroll={false}>
        <FloatingFocusManager context={context} modal returnFocus>
          <div
            ref={refs.setFloating}
            className="sr-modal"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            {...getFloatingProps()}
          >
            <div className="sr-modal__header">
              <h2 id={titleId} className="sr-modal__title">
                {title}
              </h2>
              <button type="button" className="sr-modal__close" aria-label="Close" onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {children}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
