/**
 * Custom elements of this remote (see README.md); embed.js already knows which tags come from
 * here and loads this module when one of them appears. The full cart and the mini cart's panel
 * are lazy chunks.
 */
import { applyEmbedConfig, type EmbedConfig } from '@showroom/core';
import { defineWidgetElement } from '@showroom/ui';
import { CartButtonElement, CartElement } from './lazy/cart-elements.tsx';

export function defineElements(config?: EmbedConfig): void {
  if (config) applyEmbedConfig(config);
  defineWidgetElement('showroom-cart', CartElement);
  defineWidgetElement('showroom-cart-button', CartButtonElement);
}
