/**
 * @showroom/elements-react: the Showroom widgets as typed React 19 components. Call
 * `loadShowroom()` once (it inserts embed.js), then render `<ShowroomCatalog category="…" />` and
 * the others anywhere; `useShowroomEvent` hears the widgets' `showroom:*` events.
 */
export { type LoadShowroomOptions, loadShowroom } from './load-showroom.ts';
export { type ShowroomComponentProps, ShowroomWidget } from './showroom-component.tsx';
export {
  ShowroomAccount,
  ShowroomBrands,
  ShowroomCart,
  ShowroomCartButton,
  ShowroomCatalog,
  ShowroomCheckout,
  ShowroomDesignAi,
  ShowroomEntry,
  ShowroomLeadForm,
  ShowroomLogin,
  ShowroomProduct,
  ShowroomRegister,
  ShowroomStore,
  ShowroomVisualizer,
} from './showroom-components.tsx';
export { useShowroomEvent } from './use-showroom-event.ts';
