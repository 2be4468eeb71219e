/**
 * The only side-effect module of this remote: defines `<showroom-entry>` and `<showroom-lead-form>` for pages that embed it
 * through embed.js (or import `showroom_entry/elements` themselves).
 */
import { applyEmbedConfig, type EmbedConfig } from '@showroom/core';
import { defineWidgetElement } from '@showroom/ui';
import { LazyLeadForm } from './widgets/lead-form/lazy-lead-form.tsx';
import type { LeadFormProps } from './widgets/lead-form/lead-form.tsx';
import { ShowroomEntry, type ShowroomEntryProps } from './widgets/showroom-entry/showroom-entry.tsx';

/** The embed tag's `data-showroom`, used when the element has no `showroom-id` of its own. */
let embedShowroomId: string | undefined;

function EmbeddedEntry({ showroomId }: ShowroomEntryProps) {
  return <ShowroomEntry showroomId={showroomId || embedShowroomId} />;
}

/** `<showroom-lead-form>`: its own `showroom-id`, else the embed's, else the stored showroom. */
function EmbeddedLeadForm({ showroomId }: Pick<LeadFormProps, 'showroomId'>) {
  return <LazyLeadForm showroomId={showroomId || embedShowroomId} />;
}

export function defineElements(config?: EmbedConfig): void {
  if (config) applyEmbedConfig(config);
  embedShowroomId = config?.showroom ?? undefined;
  defineWidgetElement('showroom-entry', EmbeddedEntry, { props: { showroomId: 'string' } });
  defineWidgetElement('showroom-lead-form', EmbeddedLeadForm, { props: { showroomId: 'string' } });
}
