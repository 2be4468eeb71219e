import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { StyleSheet } from '@showroom/ui';
import { SignInSlot } from '@showroom/ui/account';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import css from './save-sign-in-panel.css?inline';

export interface SaveSignInPanelProps {
  /** The `<showroom-visualizer>` element, whose light DOM holds the platform's sign-in. */
  host: HTMLElement;
  /** The design's route, where the sign-in goes afterwards (handled by the element). */
  redirect: string;
  screen: 'login' | 'register';
  onClose: () => void;
}

/**
 * The platform's sign-in (or registration) over the embedded visualizer, so a signed-out visitor
 * saves their design without leaving the pro's page (the draft is stored on this origin). A dialog
 * that is not modal: the room behind it is `inert` while it is open, so Tab stays in the panel and
 * the slotted sign-in form, which a modal's own Tab wrap would skip. Escape or Close closes it.
 */
export function SaveSignInPanel({ host, redirect, screen, onClose }: SaveSignInPanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Keeps the Escape listener stable while the caller's onClose changes identity.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Focus starts on the title, and again when the panel switches between sign-in and registration
  // (the link that switched it is gone, and with it the focus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `screen` is the trigger, not an input.
  useEffect(() => heading.current?.focus(), [screen]);

  useEffect(() => {
    const box = panel.current;
    // A native listener: a key pressed in the slotted form reaches the panel through its slot,
    // but React's own handlers do not see events whose target is outside its tree.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCloseRef.current();
    }
    box?.addEventListener('keydown', onKeyDown);
    return () => box?.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="sr-save-sign-in">
      <StyleSheet name="sr-save-sign-in-panel" css={css} />
      <section ref={panel} className="sr-save-sign-in__panel" role="dialog" aria-labelledby={titleId}>
        <header className="sr-save-sign-in__header">
          <h2 id={titleId} ref={heading} tabIndex={-1}>
            {screen === 'login'
              ? VISUALIZER_MESSAGES.signInToSaveTitle
              : VISUALIZER_MESSAGES.registerToSaveTitle}
          </h2>
          <button type="button" className="sr-save-sign-in__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <p className="sr-save-sign-in__lead">
          {screen === 'login' ? VISUALIZER_MESSAGES.signInToSave : VISUALIZER_MESSAGES.registerToSave}
        </p>
        <SignInSlot host={host} redirect={redirect} screen={screen} />
      </section>
    </div>
  );
}
