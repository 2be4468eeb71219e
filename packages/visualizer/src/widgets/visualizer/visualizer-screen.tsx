import { routeSearch } from '@showroom/contract';
import { PRODUCT_HASH_PATTERN } from '@showroom/contract/catalog';
import { currentPath } from '@showroom/core';
import { StyleSheet, useShowroomSelection } from '@showroom/ui';
import { useState } from 'react';
import { readDesignAddress } from '../../model/design-address.ts';
import { clampToPlan, FLOOR_PLANS, ROOM_TEMPLATES } from '../../model/room-catalogue.ts';
import css from './visualizer.css?inline';
import { VisualizerHeader } from './visualizer-header.tsx';
import { VisualizerLayout } from './visualizer-layout.tsx';
import { createVisualizerStore, VisualizerStoreContext } from './visualizer-store.ts';

export interface VisualizerScreenProps {
  /** On the shell's /visualize the design lives in the address; in an element, in the widget. */
  inAddress?: boolean;
  /** The element's `plan` and `template` attributes. */
  plan?: string;
  template?: string;
  /** The element's `product` attribute: a product's hash to place, when the address names none. */
  product?: string;
  /** The element's `page` attribute: a `/visualize?…` design address (a `<showroom-store>` passes its route). */
  page?: string;
}

/** A template's id for its paint, when it dresses this plan. */
const paintOf = (templateId: string | null, planId: string) =>
  ROOM_TEMPLATES.find((candidate) => candidate.id === templateId && candidate.planId === planId)?.id ?? null;

function startingDesign({ inAddress, plan, template, product, page }: VisualizerScreenProps) {
  const path = inAddress ? currentPath() : (page ?? '');
  const address = readDesignAddress(new URLSearchParams(routeSearch(path)));
  const templateId = address.templateId ?? template ?? null;
  const startTemplate = ROOM_TEMPLATES.find((candidate) => candidate.id === templateId) ?? null;
  const planId = address.planId ?? startTemplate?.planId ?? plan;
  const startPlan =
    FLOOR_PLANS.find((candidate) => candidate.id === planId) ??
    (FLOOR_PLANS[0] as (typeof FLOOR_PLANS)[number]);
  return {
    state: {
      planId: startPlan.id,
      templateId: startTemplate && startTemplate.planId === startPlan.id ? startTemplate.id : null,
      paintId: paintOf(address.paintId ?? startTemplate?.id ?? null, startPlan.id),
      dimensions: clampToPlan(startPlan, address.dimensions),
      projectId: address.projectId,
    },
    materials: address.materials,
    productHash: address.productHash ?? (product && PRODUCT_HASH_PATTERN.test(product) ? product : null),
  };
}

/** The visualizer (`/visualize`, `<showroom-visualizer>`): one store per mount, started from the address or attributes. */
export function VisualizerScreen(props: VisualizerScreenProps) {
  const [start] = useState(() => startingDesign(props));
  const [store] = useState(() => createVisualizerStore({ ...start.state, pending: start.materials }));
  const showroom = useShowroomSelection();
  return (
    <VisualizerStoreContext value={store}>
      {/* The screen's layout goes before its widgets' sheets (they restyle its headings), so it sits with the base styles. */}
      <StyleSheet name="sr-visualizer" css={css} precedence="sr-base" />
      <div className="sr-route-frame sr-visualizer">
        <VisualizerHeader />
        <VisualizerLayout
          showroom={showroom?.showroom ?? null}
          inAddress={props.inAddress ?? false}
          startMaterials={start.materials}
          startProduct={start.productHash}
        />
      </div>
    </VisualizerStoreContext>
  );
}
