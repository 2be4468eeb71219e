import { SHOWROOM_EVENTS } from '@showroom/contract';
import type { ShowroomEventDetails, ShowroomEventName } from '@showroom/contract/constants';

export type { ShowroomEventDetails, ShowroomEventName };
// The names and details live in the contract, where embed.js and the host page typings
// (@showroom/elements), which carry no core, read them too.
export { SHOWROOM_EVENTS };

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
