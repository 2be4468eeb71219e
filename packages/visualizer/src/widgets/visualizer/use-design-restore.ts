import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { notify } from '@showroom/core';
import { useEffect } from 'react';
import { ROOM_TEMPLATES } from '../../model/room-catalogue.ts';
import { fetchChoices, fetchTemplateChoices } from '../../model/visualizer-requests.ts';
import { useVisualizerStore } from './visualizer-store.ts';

/**
 * Fills the slots the design started with, once a showroom prices them: the products its address
 * names (a shared link, the return from sign-in), else its template's. Runs again when the
 * template changes to another.
 */
export function useDesignRestore(showroom: number | null, materials: Readonly<Record<string, string>>): void {
  const store = useVisualizerStore();
  const templateId = store.getState().templateId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's products are read once, at mount.
  useEffect(() => {
    if (!showroom || Object.keys(materials).length === 0) return;
    let live = true;
    void fetchChoices(materials, showroom).then(({ choices, missing }) => {
      if (!live) return;
      store.getState().fillSlots(choices);
      if (missing > 0) notify.warning(VISUALIZER_MESSAGES.restoreFailed);
    });
    return () => {
      live = false;
    };
  }, [showroom]);

  useEffect(() => {
    return store.subscribe((state, previous) => {
      if (!showroom || !state.templateId || state.templateId === previous.templateId) return;
      fillTemplate(state.templateId);
    });
    function fillTemplate(id: string) {
      const template = ROOM_TEMPLATES.find((candidate) => candidate.id === id);
      if (!template || !showroom) return;
      void fetchTemplateChoices(template, showroom).then(({ choices, missing }) => {
        // A later choice of plan or template wins over this answer.
        if (store.getState().templateId !== id) return;
        store.getState().fillSlots(choices);
        if (missing > 0) notify.warning(VISUALIZER_MESSAGES.templateFailed);
      });
    }
  }, [showroom, store]);

  // A template named at the start (element attribute, link without products) fills itself once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per showroom, at mount.
  useEffect(() => {
    if (!showroom || !templateId || Object.keys(materials).length > 0) return;
    const template = ROOM_TEMPLATES.find((candidate) => candidate.id === templateId);
    if (!template) return;
    void fetchTemplateChoices(template, showroom).then(({ choices }) => {
      if (store.getState().templateId === templateId) store.getState().fillSlots(choices);
    });
  }, [showroom]);
}
