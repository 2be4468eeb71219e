/**
 * Custom elements of this remote (see README.md); embed.js already knows which tags come from
 * here and loads this module when one of them appears. Each element's screen is a lazy chunk.
 */
import { applyEmbedConfig, type EmbedConfig } from '@showroom/core';
import { defineWidgetElement } from '@showroom/ui';
import { BrandsElement, CatalogElement, ProductElement } from './lazy/catalog-elements.tsx';
import { loadProductDetail } from './lazy/catalog-screens.ts';
import { preloadEarlyLoads } from './lazy/with-early-loads.ts';

export function defineElements(config?: EmbedConfig): void {
  // A product on the page: its screen's chunks start now, not after the element's first render (decision
  // 0128); its `useChunk` then takes the same import. A failure shows there, where it is asked again.
  // Its early request's chunk too, so the product's data is asked as soon as the element renders.
  if (document.querySelector('showroom-product')) {
    loadProductDetail().catch(() => {});
    preloadEarlyLoads().catch(() => {});
  }
  if (config) applyEmbedConfig(config);
  defineWidgetElement('showroom-catalog', CatalogElement, { props: { category: 'string' } });
  defineWidgetElement('showroom-product', ProductElement, { props: { hash: 'string' } });
  defineWidgetElement('showroom-brands', BrandsElement);
}
