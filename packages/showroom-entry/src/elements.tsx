/**
 * The only side-effect module of this remote: defines `<showroom-entry>` for pages that embed it
 * through embed.js (or import `showroom_entry/elements` themselves).
 */
import { applyEmbedConfig, type EmbedConfig } from '@showroom/core';
import { defineWidgetElement } from '@showroom/ui';
import { ShowroomEntry, type ShowroomEntryProps } from './widgets/showroom-entry/showroom-entry.tsx';

/** The embed tag's `data-showroom`, used when the element has no `showroom-id` of its own. */
let embedShowroomId: string | undefined;

function EmbeddedEntry({ showroomId }: ShowroomEntryProps) {
  return <ShowroomEntry showroomId={showroomId || embedShowroomId} />;
}

export function defineElements(config?: EmbedConfig): void {
  if (config) applyEmbedConfig(config);
  embedShowroomId = config?.showroom ?? undefined;
  defineWidgetElement('showroom-entry', EmbeddedEntry, { props: { showroomId: 'string' } });
}
