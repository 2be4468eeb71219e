import { useEffect } from 'react';

export interface SignInSlotProps {
  /** The widget's custom element (e.g. `<showroom-checkout>`, `<showroom-visualizer>`). */
  host: HTMLElement;
  /** Where the sign-in goes afterwards (a route the widget handles itself). */
  redirect: string;
  /** `register` shows the platform's registration instead of its sign-in. */
  screen?: 'login' | 'register';
}

/**
 * The platform's sign-in inside a widget: a `<showroom-login>` (or `<showroom-register>`) child in
 * the element's own light DOM, shown through a slot. In the light DOM embed.js sees it and loads the
 * account remote that defines it, as for a `<showroom-login>` the pro placed; remotes never import
 * each other. It is removed again when this part unmounts (the visitor is signed in, or closed it).
 */
export function SignInSlot({ host, redirect, screen = 'login' }: SignInSlotProps) {
  useEffect(() => {
    const element = host.ownerDocument.createElement(`showroom-${screen}`);
    if (screen === 'login') element.setAttribute('redirect', redirect);
    element.slot = 'sign-in';
    host.append(element);
    return () => element.remove();
  }, [host, redirect, screen]);
  return <slot name="sign-in" />;
}
