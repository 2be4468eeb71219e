import type { ShowroomElementAttributes, ShowroomElementTag } from '@showroom/elements';

/** How the builder asks for one attribute: a text box with a hint, or a choice among `options`. */
export interface AttributeControl {
  readonly label: string;
  readonly hint: string;
  readonly placeholder?: string;
  readonly options?: readonly { readonly value: string; readonly label: string }[];
}

/**
 * Every element of `@showroom/elements` with a control for each of its attributes. Keyed by the
 * typings themselves: an element or an attribute added there and not here fails to compile, so the
 * builder never offers a stale list (decision 0087).
 */
type ElementControls = {
  readonly [Tag in ShowroomElementTag]: {
    readonly label: string;
    readonly attributes: { readonly [Attribute in keyof ShowroomElementAttributes[Tag]]-?: AttributeControl };
  };
};

const SHOWROOM_ID: AttributeControl = {
  label: 'Showroom ID',
  hint: 'Leave empty for the showroom of the tag in your page’s head.',
};
const ROUTE_HINT = 'A screen’s address in the showroom, starting with /.';

export const SNIPPET_ELEMENTS: ElementControls = {
  'showroom-store': { label: 'The whole store', attributes: {} },
  'showroom-catalog': {
    label: 'Catalogue',
    attributes: {
      category: {
        label: 'Category',
        hint: 'A category’s slug, as in its address (kitchen-faucets); empty for the storefront.',
        placeholder: 'kitchen-faucets',
      },
    },
  },
  'showroom-product': {
    label: 'One product',
    attributes: {
      hash: {
        label: 'Product hash',
        hint: 'The code at the end of the product’s address in your shop.',
        placeholder: 'a1b2c3d4e5f6',
      },
    },
  },
  'showroom-brands': { label: 'Brands', attributes: {} },
  'showroom-cart': { label: 'Cart', attributes: {} },
  'showroom-cart-button': { label: 'Cart button', attributes: {} },
  'showroom-checkout': {
    label: 'Checkout',
    attributes: { page: { label: 'Step', hint: ROUTE_HINT, placeholder: '/checkout-payment' } },
  },
  'showroom-account': {
    label: 'Account',
    attributes: { page: { label: 'Screen', hint: ROUTE_HINT, placeholder: '/your_orders' } },
  },
  'showroom-login': {
    label: 'Sign in',
    attributes: {
      redirect: { label: 'After signing in, go to', hint: ROUTE_HINT, placeholder: '/your_orders' },
    },
  },
  'showroom-register': { label: 'Registration', attributes: {} },
  'showroom-entry': { label: 'Showroom ID search', attributes: { 'showroom-id': SHOWROOM_ID } },
  'showroom-lead-form': { label: 'Sample request form', attributes: { 'showroom-id': SHOWROOM_ID } },
  'showroom-visualizer': {
    label: 'Room visualizer',
    attributes: {
      template: { label: 'Room template', hint: 'A template’s number; empty to let the shopper choose.' },
      plan: { label: 'Floor plan', hint: 'A plan’s number; empty for the template’s own.' },
      product: { label: 'Product hash', hint: 'A product to place in the room.' },
      page: { label: 'Design address', hint: 'A saved design’s address (/visualize?…).' },
    },
  },
  'showroom-projects': {
    label: 'Client projects',
    attributes: {
      view: {
        label: 'View',
        hint: 'What the widget shows; a project’s page needs its number.',
        options: [
          { value: 'list', label: 'The client’s projects' },
          { value: 'project', label: 'One project' },
          { value: 'survey', label: 'Style survey' },
          { value: 'checklist', label: 'Checklist' },
        ],
      },
      'project-id': { label: 'Project number', hint: 'The project the project view shows.' },
    },
  },
  'showroom-design-ai': {
    label: 'AI design',
    attributes: {
      page: {
        label: 'Page',
        hint: 'What the widget opens on; your showroom’s prices price its designs.',
        options: [
          { value: '/design-ai', label: 'AI design home' },
          { value: '/design-ai/login', label: 'Sign in' },
          { value: '/design-ai/singup', label: 'Sign up' },
        ],
      },
    },
  },
};

export const SNIPPET_TAGS = Object.keys(SNIPPET_ELEMENTS) as ShowroomElementTag[];
