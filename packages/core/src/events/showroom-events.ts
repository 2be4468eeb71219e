import { SHOWROOM_EVENTS } from '@showroom/contract';

// The names live in the contract, where embed.js (which carries no core) reads them too.
export { SHOWROOM_EVENTS };

export type ShowroomEventName = (typeof SHOWROOM_EVENTS)[keyof typeof SHOWROOM_EVENTS];

/** The `detail` each event carries. */
export interface ShowroomEventDetails {
  /** `path` is the shell route; `url` the full shell address the browser goes to if nobody handles it. */
  'showroom:navigate': { readonly path: string; readonly url: string };
  'showroom:cart-updated': { readonly count?: number };
  /** `vsdId` is the Showroom ID the visitor chose. */
  'showroom:showroom-selected': { readonly vsdId: string };
  'showroom:logged-in': Record<string, never>;
  'showroom:logged-out': Record<string, never>;
}

export type ShowroomEvent<N extends ShowroomEventName> = CustomEvent<ShowroomEventDetails[N]>;

/**
 * Dispatches a `showroom:*` event from `target`. It bubbles and is composed, so it leaves a
 * widget's shadow root and reaches the host page's document. Returns false when a listener
 * called `preventDefault()` on a cancelable event.
 */
export function emitShowroomEvent<N extends ShowroomEventName>(
  target: EventTarget,
  name: N,
  detail: ShowroomEventDetails[N],
  { cancelable = false }: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

/** Listens to one `showroom:*` event with its typed detail; returns the unsubscribe function. */
export function onShowroomEvent<N extends ShowroomEventName>(
  target: EventTarget,
  name: N,
  listener: (event: ShowroomEvent<N>) => void,
): () => void {
  const handler = (event: Event) => listener(event as ShowroomEvent<N>);
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}
