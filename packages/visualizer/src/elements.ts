/**
 * Custom elements of this remote (see README.md); embed.js already knows which tags come from
 * here and loads this module when one of them appears. The screen is a lazy chunk, and the 3D
 * room (three.js) another one below it.
 */
import { applyEmbedConfig, type EmbedConfig } from '@showroom/core';
import { defineWidgetElement } from '@showroom/ui';
import { VisualizerElement } from './lazy/visualizer-element.tsx';

export function defineElements(config?: EmbedConfig): void {
  if (config) applyEmbedConfig(config);
  defineWidgetElement('showroom-visualizer', VisualizerElement, {
    props: { template: 'string', plan: 'string', product: 'string', page: 'string' },
  });
}
