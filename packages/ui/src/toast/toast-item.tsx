import { UI_TIMING } from '@showroom/contract';
import type { Toast, ToastType } from '@showroom/core';
import { ShellLink } from '../shell-link/shell-link.tsx';
import { TOAST_LABELS, toastRole } from './toast-accessibility.ts';

/** The white mark drawn on the kind's coloured disc (a 20 × 20 box). */
const MARKS: Record<ToastType, string> = {
  success: 'M6 10.5l2.6 2.6L14 7.4',
  info: 'M10 9v5M10 6v.01',
  warning: 'M10 5.5v5M10 14v.01',
  error: 'M7 7l6 6M13 7l-6 6',
};

export interface ToastItemProps {
  toast: Toast;
  /** Called from the close button and when the time runs out. */
  onClose: () => void;
}

/**
 * One toast. The progress bar's CSS animation is the timer (it ends the toast on
 * `animationend`), so pausing it on hover, focus or page blur is one CSS rule.
 */
export function ToastItem({ toast, onClose }: ToastItemProps) {
  return (
    <div className={`sr-toast sr-toast--${toast.type}`} role={toastRole(toast.type)}>
      <svg className="sr-toast__icon" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="10" />
        <path d={MARKS[toast.type]} />
      </svg>
      <p className="sr-toast__message">
        {toast.message}
        {toast.link && (
          <>
            {' '}
            <ShellLink className="sr-toast__link" to={toast.link.to} onNavigate={onClose}>
              {toast.link.label}
            </ShellLink>
          </>
        )}
      </p>
      <button type="button" className="sr-toast__close" aria-label={TOAST_LABELS.close} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <div
        className="sr-toast__progress"
        role="progressbar"
        aria-hidden="true"
        style={{ animationDuration: `${UI_TIMING.toastTimeoutMs}ms` }}
        onAnimationEnd={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      />
    </div>
  );
}
