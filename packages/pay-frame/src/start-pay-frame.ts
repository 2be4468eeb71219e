import {
  type FrameToParentMessage,
  parentToFrameSchema,
  payFrameMessage,
  readPayFrameMessage,
} from '@showroom/contract/payments';
import type { CardFieldsController, CardState } from './card-fields.ts';
import { fieldView } from './field-view.ts';
import { readFrameConfig, readFrameParams } from './frame-config.ts';
import { applyFrameStyle } from './frame-style.ts';
import css from './pay-frame.css?inline';
import { sandboxFields } from './sandbox-fields.ts';
import { loadStripeJs, stripeFields } from './stripe-fields.ts';

/** A message of the frame, before the channel tag is added. */
type FrameMessage = FrameToParentMessage extends infer M
  ? M extends unknown
    ? Omit<M, 'channel'>
    : never
  : never;

export interface PayFrameDeps {
  fetch?: typeof fetch;
  loadStripe?: typeof loadStripeJs;
}

/**
 * The card frame's page: shows the processor's card fields and talks to exactly one page, the one
 * whose origin the URL names, and only through that page's window. The card goes to the processor
 * from here; the page gets the token, the brand, the last four and the expiry.
 */
export async function startPayFrame(win: Window, deps: PayFrameDeps = {}): Promise<CardFieldsController> {
  const doc = win.document;
  applyFrameStyle(doc, css);
  const params = readFrameParams(
    win.location.search,
    (value) => globalThis.CSS?.supports?.('color', value) ?? false,
  );
  if (params.theme) doc.documentElement.style.setProperty('--sr-primary', params.theme);

  const framed = win.parent !== win;
  const post = (message: FrameMessage) => {
    if (framed && params.parentOrigin) win.parent.postMessage(payFrameMessage(message), params.parentOrigin);
  };
  const view = fieldView(doc);
  const config = readFrameConfig(doc);
  const onChange = (state: CardState) => post({ type: 'change', ...state });
  const controller =
    config.gateway === 'stripe'
      ? stripeFields(
          doc,
          view,
          (await (deps.loadStripe ?? loadStripeJs)(doc, config.stripe_js_url))(config.publishable_key),
          onChange,
        )
      : sandboxFields(doc, view, onChange, deps.fetch);

  win.addEventListener('message', (event) => {
    if (!params.parentOrigin) return;
    const message = readPayFrameMessage(
      event,
      { origin: params.parentOrigin, source: win.parent },
      parentToFrameSchema,
    );
    if (message?.type === 'show-errors') controller.showErrors(message.errors);
    if (message?.type === 'tokenize') {
      void controller.tokenize().then((result) => post({ type: 'tokenized', id: message.id, result }));
    }
  });

  let height = 0;
  const measure = () => Math.ceil(doc.documentElement.getBoundingClientRect().height);
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(() => {
      const next = measure();
      if (height && next !== height) post({ type: 'resize', height: next });
      height = next;
    }).observe(doc.body);
  }
  height = measure();
  post({ type: 'ready', height });
  return controller;
}
