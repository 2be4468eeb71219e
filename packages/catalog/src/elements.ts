/**
 * Custom elements of this remote. Its widgets arrive with a later issue (see README.md), so it
 * defines none yet; embed.js already knows which tags will come from here.
 */
import { applyEmbedConfig, type EmbedConfig } from '@showroom/core';

export function defineElements(config?: EmbedConfig): void {
  if (config) applyEmbedConfig(config);
}
