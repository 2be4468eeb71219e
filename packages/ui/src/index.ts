export { usePriceShowroom } from './bindings/use-price-showroom.ts';
export { useIsLoggedIn, useSession } from './bindings/use-session.ts';
export { useShowroomSelection } from './bindings/use-showroom-selection.ts';
export { Button, type ButtonProps } from './button/button.tsx';
// The typing rules also here (not only in `./form`): the commerce kit's quantity and area boxes use
// them, and should not download the whole form kit for three small functions.
export { decimalText, digitsOnly, numericValue } from './form/input-rules.ts';
export { useChunk } from './lazy-chunk/use-chunk.ts';
export { closeAllModals } from './modal/modal-registry.ts';
export { useNavigateHere } from './navigate-here/use-navigate-here.ts';
export { type Resource, type ResourceHandle, useResource } from './resource/use-resource.ts';
// Links are on nearly every widget's first screen: here, not in an entry of its own whose chunk repeated
// this module (decision 0130).
export { isPlainClick, ShellLink, type ShellLinkProps } from './shell-link/shell-link.tsx';
export { type StylePrecedence, StyleSheet, type StyleSheetProps } from './styles/style-sheet.tsx';
export { ToastHost } from './toast/toast-host.tsx';
export {
  type AttributeType,
  defineWidgetElement,
  type WidgetElementOptions,
} from './widget-element/define-widget-element.tsx';
export { useHostElement } from './widget-element/host-element.ts';
export { useServedMarkupReplaced, useServedMarkupShown } from './widget-element/served-markup.ts';
export { usePortalContainer } from './widget-root/portal-container.ts';
export { useTheme } from './widget-root/use-theme.ts';
export { WidgetRoot, type WidgetRootProps } from './widget-root/widget-root.tsx';
export { WidgetStyles } from './widget-root/widget-styles.tsx';
