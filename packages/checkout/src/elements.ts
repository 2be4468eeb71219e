/**
 * Custom elements of this remote (see README.md); embed.js already knows which tags come from
 * here and loads this module when one of them appears.
 */
import { applyEmbedConfig, type EmbedConfig } from '@showroom/core';
import { defineWidgetElement } from '@showroom/ui';
import { CheckoutElement } from './widgets/checkout-element/checkout-element.tsx';

export function defineElements(config?: EmbedConfig): void {
  if (config) applyEmbedConfig(config);
  defineWidgetElement('showroom-checkout', CheckoutElement, { props: { page: 'string' } });
}
