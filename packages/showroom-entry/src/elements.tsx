/**
 * The only side-effect module of this remote: defines `<showroom-entry>` for pages that embed it
 * through embed.js (or import `showroom_entry/elements` themselves).
 */
import { applyEmbedConfig, type EmbedConfig } from '@showroom/core';
import { defineWidgetElement } from '@showroom/ui';
import { ShowroomEntry, type ShowroomEntryProps } from './widgets/showroom-entry/showroom-entry.tsx';

export function defineElements(config?: EmbedConfig): void {
  if (config) applyEmbedConfig(config);
  const preselected = config?.showroom ?? undefined;
  const EmbeddedEntry = ({ showroomId }: ShowroomEntryProps) => (
    <ShowroomEntry showroomId={showroomId || preselected} />
  );
  defineWidgetElement('showroom-entry', EmbeddedEntry, { props: { showroomId: 'string' } });
}
