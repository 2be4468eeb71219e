// By the package's name, not a relative path: `@showroom/ui/modal` is a federation share of its
// own, and a relative import would give it a copy of the portal context that the WidgetRoot of
// another remote (e.g. `<showroom-register>` inside `<showroom-visualizer>`) does not provide, so
// the dialog would land unstyled on the host page's body.
import { usePortalContainer } from '@showroom/ui';
import {
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './modal.css?inline';
import { registerOpenModal } from './modal-registry.ts';
import { showAsModal } from './show-as-modal.ts';
import { wrapTabFocus } from './wrap-tab-focus.ts';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop, the close button and `closeAllModals()`. */
  onClose: () => void;
  /** The dialog's visible heading and accessible name. */
  title: ReactNode;
  children?: ReactNode;
}

/**
 * An accessible modal dialog on the native `<dialog>`: `showModal()` puts it in the top layer
 * and makes the rest of the page inert; focus moves in and Tab stays there, Escape or a backdrop
 * click closes it, and focus returns to where it was. It portals into the widget's own
 * container, so inside an embed it stays in the widget's shadow root; the host page's scroll is
 * left alone.
 */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const container = usePortalContainer();
  const titleId = useId();
  // Keeps the registered close function stable while the caller's onClose changes identity.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const pressedBackdrop = useRef(false);

  // Stable, so the dialog is shown once per mount and closed (focus returned) before it leaves.
  const dialogRef = useCallback((dialog: HTMLDialogElement) => {
    const close = () => onCloseRef.current();
    const hide = showAsModal(dialog);
    const forget = registerOpenModal({ close, dialog });
    return () => {
      forget();
      hide();
    };
  }, []);

  if (!open || !container) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Handled here rather than by the browser's cancel, so the owner decides (controlled).
      event.preventDefault();
      onCloseRef.current();
    } else if (event.key === 'Tab') {
      wrapTabFocus(event);
    }
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // A close request that bypassed keydown (focus outside the box): same as Escape.
    event.preventDefault();
    onCloseRef.current();
  }

  return createPortal(
    <dialog
      ref={dialogRef}
      className="sr-modal"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      // The box fills the dialog, so only a click on the ::backdrop targets the dialog itself.
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <StyleSheet name="sr-modal" css={css} />
      <div className="sr-modal__box">
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
    </dialog>,
    container,
  );
}
