import {
  type CardFieldErrors,
  PAY_FRAME_HEIGHT,
  PAY_FRAME_PARAMS,
  PAY_FRAME_PATH,
  PAYMENT_MESSAGES,
  type TokenizeResult,
} from '@showroom/contract/payments';
import { apiBaseUrl } from '@showroom/core';
import { StyleSheet, useShowroomSelection, useTheme } from '@showroom/ui';
import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import css from './card-frame.css?inline';
import { type CardFrameState, FrameChannel } from './frame-channel.ts';

export interface CardFrameHandle {
  /** Checks the card in the frame and, when it passes, answers the processor's token and display data. */
  tokenize(): Promise<TokenizeResult>;
  /** Shows errors the server found (e.g. the processor refused the card) under the frame's fields. */
  showErrors(errors: CardFieldErrors): void;
}

export interface CardFrameProps {
  ref?: Ref<CardFrameHandle>;
  onChange?: (state: CardFrameState) => void;
  /** How long the frame may take to load, and to answer a tokenize request. */
  timeoutMs?: number;
}

/** The platform origin serving the frame: the API's (the shell's own, or the one an embed points at). */
export function payFrameUrl(options: {
  parentOrigin: string;
  theme: string;
  showroom: number | null;
  ancestors?: readonly string[];
}): URL {
  const url = new URL(PAY_FRAME_PATH, new URL(apiBaseUrl()).origin);
  url.searchParams.set(PAY_FRAME_PARAMS.parentOrigin, options.parentOrigin);
  url.searchParams.set(PAY_FRAME_PARAMS.theme, options.theme);
  if (options.showroom) url.searchParams.set(PAY_FRAME_PARAMS.showroom, String(options.showroom));
  if (options.ancestors?.length)
    url.searchParams.set(PAY_FRAME_PARAMS.ancestors, options.ancestors.join(' '));
  return url;
}

/**
 * The origins of the pages that frame this one (a site builder's frame): they must be allowed to
 * frame the card fields too. `ancestorOrigins` where the browser has it, else the referrer's origin.
 */
export function framingOrigins(win: Window = globalThis.window): string[] {
  if (!win || win.parent === win) return [];
  const ancestors = win.location.ancestorOrigins;
  if (ancestors) return [...ancestors];
  try {
    return win.document.referrer ? [new URL(win.document.referrer).origin] : [];
  } catch {
    return [];
  }
}

type Status = 'loading' | 'ready' | 'failed';

/**
 * The card fields, in a frame served by the platform (decision 0048): the card
 * number and CVC never reach this page, which gets the token, brand, last four and expiry. Its
 * height is reserved before the frame loads (no layout shift), a loading line shows meanwhile, and
 * a frame that does not load in time gives a clear message with a retry.
 */
export function CardFrame({ ref, onChange, timeoutMs = 15_000 }: CardFrameProps) {
  const theme = useTheme();
  const showroom = useShowroomSelection()?.showroom ?? null;
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [height, setHeight] = useState(PAY_FRAME_HEIGHT);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const src = useMemo(
    () =>
      payFrameUrl({
        parentOrigin: globalThis.location.origin,
        theme: theme.primary,
        showroom,
        ancestors: framingOrigins(),
      }).href,
    [theme.primary, showroom],
  );
  const channel = useMemo(
    () =>
      new FrameChannel(new URL(src).origin, () => frame.current?.contentWindow ?? null, {
        onReady: (next) => {
          setHeight(next);
          setStatus('ready');
        },
        onResize: setHeight,
        onChange: (state) => onChangeRef.current?.(state),
      }),
    [src],
  );

  // A layout effect: listening from the commit that inserts the iframe, so the frame's `ready` can
  // never come before the listener (passive effects of a transition render may run much later).
  useLayoutEffect(() => {
    globalThis.addEventListener('message', channel.listener);
    return () => globalThis.removeEventListener('message', channel.listener);
  }, [channel]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt restarts the wait.
  useEffect(() => {
    setStatus('loading');
    const timer = setTimeout(() => setStatus((now) => (now === 'loading' ? 'failed' : now)), timeoutMs);
    return () => clearTimeout(timer);
  }, [attempt, src, timeoutMs]);

  useImperativeHandle(
    ref,
    () => ({
      async tokenize() {
        const result: TokenizeResult =
          status === 'ready'
            ? await channel.tokenize(timeoutMs)
            : { ok: false, errors: {}, message: PAYMENT_MESSAGES.frameFailed };
        // The frame shows its messages under its fields: bring them into view.
        if (!result.ok) box.current?.scrollIntoView?.({ block: 'nearest' });
        return result;
      },
      showErrors: (errors) => channel.showErrors(errors),
    }),
    [channel, status, timeoutMs],
  );

  return (
    <div ref={box} className="sr-card-frame" data-status={status} style={{ height }}>
      <StyleSheet name="sr-card-frame" css={css} />
      {status !== 'failed' && (
        <iframe
          key={attempt}
          ref={frame}
          className="sr-card-frame__frame"
          title="Card details"
          src={src}
          height={height}
          onError={() => setStatus('failed')}
        />
      )}
      {status === 'loading' && (
        <p className="sr-card-frame__status" role="status">
          {PAYMENT_MESSAGES.frameLoading}
        </p>
      )}
      {status === 'failed' && (
        <div className="sr-card-frame__status sr-card-frame__status--failed" role="alert">
          <p>{PAYMENT_MESSAGES.frameFailed}</p>
          <button type="button" className="sr-card-frame__retry" onClick={() => setAttempt((n) => n + 1)}>
            {PAYMENT_MESSAGES.frameRetry}
          </button>
        </div>
      )}
    </div>
  );
}
