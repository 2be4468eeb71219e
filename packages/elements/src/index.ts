/**
 * @showroom/elements: types for a host page's TypeScript (no runtime code). Importing it (or
 * listing it in `compilerOptions.types`) types `document.querySelector('showroom-catalog')`, the
 * elements' properties and `addEventListener('showroom:cart-updated', …)` with its `detail`.
 * React 19 JSX: `@showroom/elements/react`.
 */
import type { ShowroomElement, ShowroomElementTag } from './element-attributes.ts';
import type { ShowroomEventMap } from './event-maps.ts';

export type {
  EveryElementTyped,
  ShowroomElement,
  ShowroomElementAttributes,
  ShowroomElementProperties,
  ShowroomElementTag,
} from './element-attributes.ts';
export type {
  ShowroomEvent,
  ShowroomEventDetails,
  ShowroomEventMap,
  ShowroomEventName,
} from './event-maps.ts';

declare global {
  interface HTMLElementTagNameMap extends ShowroomElementTagNameMap {}
  // Events bubble and are composed: they reach the element, the document and the window.
  interface HTMLElementEventMap extends ShowroomEventMap {}
  interface DocumentEventMap extends ShowroomEventMap {}
  interface WindowEventMap extends ShowroomEventMap {}
}

type ShowroomElementTagNameMap = { [Tag in ShowroomElementTag]: ShowroomElement<Tag> };
