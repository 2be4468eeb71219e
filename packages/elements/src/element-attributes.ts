import type { REMOTES } from '@showroom/contract/constants';

/** Every custom element the remotes define (`REMOTES`), plus the store element being added in issue #22. */
export type ShowroomElementTag =
  | (typeof REMOTES)[keyof typeof REMOTES]['elements'][number]
  | 'showroom-store';

/**
 * Each element's HTML attributes (kebab-case, as written in HTML or JSX), from the props each
 * remote's `src/elements.ts` declares; every one is optional text. An element without attributes
 * takes none of its own.
 */
export interface ShowroomElementAttributes {
  /** The Showroom ID search; `showroom-id` preselects a showroom. */
  'showroom-entry': { 'showroom-id'?: string };
  /** The lead form, sent to the showroom `showroom-id` (else the page's). */
  'showroom-lead-form': { 'showroom-id'?: string };
  /** A category's products by its slug (`category`); without it, the storefront. */
  'showroom-catalog': { category?: string };
  /** One product by its `hash`. */
  'showroom-product': { hash?: string };
  'showroom-brands': Record<never, never>;
  'showroom-cart': Record<never, never>;
  /** The count badge opening the mini cart. */
  'showroom-cart-button': Record<never, never>;
  /** Checkout, payment and thank-you as internal steps; `page` opens a step's route (`/checkout-payment`). */
  'showroom-checkout': { page?: string };
  /** The account's screens; `page` opens one by its route (`/your_orders`, `/notifications`). */
  'showroom-account': { page?: string };
  /** Sign-in; `redirect` is the shell route to go to after it. */
  'showroom-login': { redirect?: string };
  'showroom-register': Record<never, never>;
  /**
   * The room visualizer, optionally opened on a `template` and a `plan`, with a `product` (its hash)
   * placed in the room, or on a whole design's address (`page="/visualize?…"`).
   */
  'showroom-visualizer': { template?: string; plan?: string; product?: string; page?: string };
  /**
   * A homeowner's projects (decision 0104): the list (`view="list"`, the default), one project's page
   * (`view="project" project-id="12"`), the style survey (`survey`) or the checklist (`checklist`).
   */
  'showroom-projects': { view?: 'list' | 'project' | 'survey' | 'checklist'; 'project-id'?: string };
  /**
   * AI design (decision 0111): its home (the default), or the page its route names (`page="/design-ai/singup"`,
   * `/design-ai/login`); the showroom of the page's tag prices the designs.
   */
  'showroom-design-ai': { page?: string };
  /** The whole store; the route it shows is the page's `?showroom-path=` (decision 0075). */
  'showroom-store': Record<never, never>;
}

/** Fails to compile when an element of `REMOTES` has no attributes entry above. */
type Covers<Missing extends never> = Missing;
export type EveryElementTyped = Covers<Exclude<ShowroomElementTag, keyof ShowroomElementAttributes>>;

/** `showroom-id` → `showroomId`: the element's property for an attribute. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** An element's attributes as its properties (camelCase, `showroom-id` → `showroomId`), as `@r2wc` defines them. */
export type ShowroomElementProperties<Tag extends ShowroomElementTag> = {
  [Attribute in keyof ShowroomElementAttributes[Tag] as CamelCase<
    Attribute & string
  >]: ShowroomElementAttributes[Tag][Attribute];
};

/** The element instance: an HTMLElement with its properties; setting one re-renders the widget. */
export type ShowroomElement<Tag extends ShowroomElementTag> = HTMLElement & ShowroomElementProperties<Tag>;
