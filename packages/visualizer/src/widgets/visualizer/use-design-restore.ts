import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { notify } from '@showroom/core';
import { useEffect } from 'react';
import { ROOM_TEMPLATES } from '../../model/room-catalogue.ts';
import { fetchChoices, fetchTemplateChoices } from '../../model/visualizer-requests.ts';
import type { VisualizerStore } from './visualizer-store.ts';
import { useVisualizerStore } from './visualizer-store.ts';

/** Fills a template's empty slots from the showroom's products, unless another plan or template was chosen meanwhile. */
function fillTemplate(store: VisualizerStore, templateId: string, showroom: number): void {
  const template = ROOM_TEMPLATES.find((candidate) => candidate.id === templateId);
  if (!template) return;
  const { planId } = store.getState();
  void fetchTemplateChoices(template, showroom).then(({ choices, missing }) => {
    // Still this room wearing this template (its paint stays through the homeowner's own picks, which
    // stay too); a plan or another template chosen meanwhile, even the same plan bare, ends it.
    const now = store.getState();
    if (now.planId !== planId || now.paintId !== templateId) return;
    store.getState().fillSlots(choices);
    if (missing > 0) notify.warning(VISUALIZER_MESSAGES.templateFailed);
  });
}

/**
 * Fills the slots once a showroom prices them: at the start, the products the design's address
 * names (a shared link, the return from sign-in), else its template's; later, each template chosen.
 */
export function useDesignRestore(showroom: number | null, materials: Readonly<Record<string, string>>): void {
  const store = useVisualizerStore();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the starting design is read once, when a showroom is known.
  useEffect(() => {
    if (!showroom) return;
    const { templateId } = store.getState();
    if (Object.keys(materials).length === 0) {
      if (templateId) fillTemplate(store, templateId, showroom);
      return;
    }
    const { planId } = store.getState();
    void fetchChoices(materials, showroom).then(({ choices, missing }) => {
      // Another room chosen meanwhile: these products were for the room of the address.
      if (store.getState().planId !== planId) return;
      store.getState().fillSlots(choices);
      if (missing > 0) notify.warning(VISUALIZER_MESSAGES.restoreFailed);
    });
  }, [showroom]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (showroom && state.templateId && state.templateId !== previous.templateId) {
          fillTemplate(store, state.templateId, showroom);
        }
      }),
    [showroom, store],
  );
}
