import { useEffect } from 'react';

export interface SignInSlotProps {
  /** The `<showroom-checkout>` element. */
  host: HTMLElement;
  /** Where the sign-in goes afterwards (a checkout step, which the element handles itself). */
  redirect: string;
}

/**
 * The platform's sign-in inside the checkout element: a `<showroom-login>` child in the element's
 * own light DOM, shown through a slot. In the light DOM embed.js sees it and loads the account
 * remote that defines it, as for a `<showroom-login>` the pro placed; remotes never import each
 * other. It is removed again once the visitor is signed in (this part unmounts).
 */
export function SignInSlot({ host, redirect }: SignInSlotProps) {
  useEffect(() => {
    const login = host.ownerDocument.createElement('showroom-login');
    login.setAttribute('redirect', redirect);
    login.slot = 'sign-in';
    host.append(login);
    return () => login.remove();
  }, [host, redirect]);
  return <slot name="sign-in" />;
}
