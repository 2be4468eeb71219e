/**
 * Custom elements of this remote (see README.md); embed.js already knows which tags come from
 * here and loads this module when one of them appears. Each view is its own lazy chunk.
 */
import { applyEmbedConfig, type EmbedConfig } from '@showroom/core';
import { defineWidgetElement } from '@showroom/ui';
import { ProjectsElement } from './lazy/projects-element.tsx';

export function defineElements(config?: EmbedConfig): void {
  if (config) applyEmbedConfig(config);
  defineWidgetElement('showroom-projects', ProjectsElement, {
    props: { view: 'string', projectId: 'string' },
  });
}
