import type { ReactElement } from 'react';
import { type ShowroomComponentProps, ShowroomWidget } from './showroom-component.tsx';

/** `<showroom-entry>`: the Showroom ID search. */
export function ShowroomEntry(props: ShowroomComponentProps<'showroom-entry'>): ReactElement {
  return <ShowroomWidget tag="showroom-entry" attributes={['showroom-id']} props={props} />;
}

/** `<showroom-lead-form>`: the lead form. */
export function ShowroomLeadForm(props: ShowroomComponentProps<'showroom-lead-form'>): ReactElement {
  return <ShowroomWidget tag="showroom-lead-form" attributes={['showroom-id']} props={props} />;
}

/** `<showroom-catalog>`: a category's products (`category`), else the storefront. */
export function ShowroomCatalog(props: ShowroomComponentProps<'showroom-catalog'>): ReactElement {
  return <ShowroomWidget tag="showroom-catalog" attributes={['category']} props={props} />;
}

/** `<showroom-product>`: one product by its `hash`. */
export function ShowroomProduct(props: ShowroomComponentProps<'showroom-product'>): ReactElement {
  return <ShowroomWidget tag="showroom-product" attributes={['hash']} props={props} />;
}

/** `<showroom-brands>`: the brands. */
export function ShowroomBrands(props: ShowroomComponentProps<'showroom-brands'>): ReactElement {
  return <ShowroomWidget tag="showroom-brands" attributes={[]} props={props} />;
}

/** `<showroom-cart>`: the cart page. */
export function ShowroomCart(props: ShowroomComponentProps<'showroom-cart'>): ReactElement {
  return <ShowroomWidget tag="showroom-cart" attributes={[]} props={props} />;
}

/** `<showroom-cart-button>`: the count badge opening the mini cart. */
export function ShowroomCartButton(props: ShowroomComponentProps<'showroom-cart-button'>): ReactElement {
  return <ShowroomWidget tag="showroom-cart-button" attributes={[]} props={props} />;
}

/** `<showroom-checkout>`: checkout, payment and thank-you. */
export function ShowroomCheckout(props: ShowroomComponentProps<'showroom-checkout'>): ReactElement {
  return <ShowroomWidget tag="showroom-checkout" attributes={['page']} props={props} />;
}

/** `<showroom-account>`: My Account, or sign-in. */
export function ShowroomAccount(props: ShowroomComponentProps<'showroom-account'>): ReactElement {
  return <ShowroomWidget tag="showroom-account" attributes={['page']} props={props} />;
}

/** `<showroom-login>`: sign-in, then `redirect`. */
export function ShowroomLogin(props: ShowroomComponentProps<'showroom-login'>): ReactElement {
  return <ShowroomWidget tag="showroom-login" attributes={['redirect']} props={props} />;
}

/** `<showroom-register>`: registration. */
export function ShowroomRegister(props: ShowroomComponentProps<'showroom-register'>): ReactElement {
  return <ShowroomWidget tag="showroom-register" attributes={[]} props={props} />;
}

/** `<showroom-visualizer>`: the room visualizer. */
export function ShowroomVisualizer(props: ShowroomComponentProps<'showroom-visualizer'>): ReactElement {
  return (
    <ShowroomWidget
      tag="showroom-visualizer"
      attributes={['template', 'plan', 'product', 'page']}
      props={props}
    />
  );
}

/** `<showroom-design-ai>`: AI design, opened on the AI design route in `page`. */
export function ShowroomDesignAi(props: ShowroomComponentProps<'showroom-design-ai'>): ReactElement {
  return <ShowroomWidget tag="showroom-design-ai" attributes={['page']} props={props} />;
}

/** `<showroom-store>`: the whole store; its route is the page's `?showroom-path=`. */
export function ShowroomStore(props: ShowroomComponentProps<'showroom-store'>): ReactElement {
  return <ShowroomWidget tag="showroom-store" attributes={[]} props={props} />;
}
