import { projectPath, ROUTE_PATHS } from '@showroom/contract';
import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { notify, replaceRoute } from '@showroom/core';
import { type RoomSlot, templatePaints } from '@showroom/rooms';
import { Button, ShellLink, StyleSheet, useHostElement } from '@showroom/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { writeDesignAddress } from '../../model/design-address.ts';
import { designDraft } from '../../model/design-draft.ts';
import {
  categoriesOfSlot,
  FLOOR_PLANS,
  layoutRoom,
  ROOM_TEMPLATES,
  roomBill,
} from '../../model/room-catalogue.ts';
import type { SlotPick } from '../../model/slot-choice.ts';
import { BillPanel } from '../bill/bill-panel.tsx';
import pickerCss from '../picker/slot-picker.css?inline';
import { SlotPicker } from '../picker/slot-picker.tsx';
import { PlanChooser } from '../plan/plan-chooser.tsx';
import { DimensionFields } from './dimension-fields.tsx';
import { RoomView } from './room-view.tsx';
import { SlotList, slotName } from './slot-list.tsx';
import { useDesignRestore } from './use-design-restore.ts';
import { useProductPlacement } from './use-product-placement.ts';
import { useSignInReturn } from './use-sign-in-return.ts';
import { useVisualizer } from './visualizer-store.ts';

export interface VisualizerLayoutProps {
  /** The chosen showroom's pro (prices, cart); null until one is chosen. */
  showroom: number | null;
  inAddress: boolean;
  /** Slot id → product hash the design started with (its address). */
  startMaterials: Readonly<Record<string, string>>;
  /** A product the address asks to put in the room (`?product=<hash>`). */
  startProduct?: string | null;
}

/**
 * Puts the design in the address bar without telling the shell's router: the shell remounts a route
 * whose query changes (a new list, a new product), which here would throw away the 3D room at every
 * choice. `History.prototype.replaceState` is the browser's own, under the router's wrapper on the
 * `history` object. Replace, not push: otherwise every choice would be a step of the Back button.
 */
/** The saved design's toast links to its project's page (a real route, issue #25). */
// Saving and the in-place sign-in (with the account and projects calls behind them) load when first used,
// not with the screen: their schemas were a fifth of the screen's first long task (decision 0118).
const loadSaveDesign = () => import('../../model/save-design.ts');
const SaveSignInPanel = lazy(() =>
  import('./save-sign-in-panel.tsx').then((module) => ({ default: module.SaveSignInPanel })),
);

const savedLink = (projectId: number) => ({
  label: VISUALIZER_MESSAGES.viewProject,
  to: projectPath(projectId),
});

function writeAddressQuietly(query: string): void {
  History.prototype.replaceState.call(history, history.state, '', `${location.pathname}?${query}`);
}

/**
 * Hashes of the slots the room has (a smaller plan may have dropped some): the chosen products, and
 * the address's picks still loading or that failed to load (kept, never dropped from the address).
 */
function designHashes(
  slotIds: readonly string[],
  chosen: Readonly<Record<string, SlotPick>>,
  pending: Readonly<Record<string, string>>,
) {
  const hashes: Record<string, string> = {};
  for (const id of slotIds) {
    const hash = chosen[id]?.product.hash ?? pending[id];
    if (hash) hashes[id] = hash;
  }
  return hashes;
}

/** The screen's parts: room chooser, the room with its size, the slots, picker, saving and the bill. */
export function VisualizerLayout({
  showroom,
  inAddress,
  startMaterials,
  startProduct = null,
}: VisualizerLayoutProps) {
  const host = useHostElement();
  const state = useVisualizer((current) => current);
  const plan =
    FLOOR_PLANS.find((candidate) => candidate.id === state.planId) ??
    (FLOOR_PLANS[0] as (typeof FLOOR_PLANS)[number]);
  const layout = useMemo(() => layoutRoom(plan, state.dimensions), [plan, state.dimensions]);
  const bill = useMemo(() => roomBill(layout, state.chosen), [layout, state.chosen]);
  const paints = useMemo(() => {
    const template = ROOM_TEMPLATES.find((candidate) => candidate.id === state.paintId);
    return template ? templatePaints(template, layout.slots) : {};
  }, [state.paintId, layout]);
  const nameOf = (slot: RoomSlot, choice: SlotPick | undefined) => slotName(slot, choice, paints[slot.id]);
  const materials = designHashes(
    layout.slots.map((slot) => slot.id),
    state.chosen,
    state.pending,
  );
  const query = writeDesignAddress({ ...state, materials }).toString();
  const route = `${ROUTE_PATHS.visualize}?${query}`;
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  // Embedded, a signed-out save shows the platform's sign-in (or registration) over the room.
  const [signIn, setSignIn] = useState<'login' | 'register' | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // The shell sends a signed-out visitor to its sign-in page; an element on a pro's page cannot
  // (the platform's origin would not see the draft stored on the pro's), so it signs in here.
  const signInHere = !inAddress && host !== null;
  useDesignRestore(showroom, startMaterials);
  useProductPlacement(showroom, startProduct);

  const signInOpen = signIn !== null;
  const wasSigningIn = useRef(false);
  useEffect(() => {
    // Once the panel is gone and the room no longer inert, focus goes back to "Save design".
    if (wasSigningIn.current && !signInOpen) saveButton.current?.focus();
    wasSigningIn.current = signInOpen;
  }, [signInOpen]);
  const closeSignIn = () => setSignIn(null);
  useSignInReturn(signInOpen, {
    onScreen: setSignIn,
    onReturn: (projectId) => {
      closeSignIn();
      if (projectId === null) return;
      state.setProjectId(projectId);
      notify.success(VISUALIZER_MESSAGES.designSaved, savedLink(projectId));
    },
  });

  useEffect(() => {
    // In a `<showroom-store>` the design lives in the store's route of the pro's page instead.
    if (inAddress) writeAddressQuietly(query);
    else replaceRoute(route);
  }, [inAddress, query, route]);

  const selected = layout.slots.find((slot) => slot.id === state.selectedSlotId) ?? null;

  function openPicker(slotId: string, from: HTMLElement | null = null) {
    opener.current = from;
    state.selectSlot(slotId);
  }
  function closePicker() {
    const slotId = state.selectedSlotId;
    state.selectSlot(null);
    const back =
      opener.current ?? root.current?.querySelector<HTMLElement>(`.sr-slots__slot[data-slot="${slotId}"]`);
    back?.focus();
  }
  function choose(choice: SlotPick) {
    if (!selected) return;
    state.fillSlot(selected.id, choice);
    setAnnouncement(nameOf(selected, choice));
  }
  async function save() {
    if (!showroom) return;
    setSaving(true);
    try {
      const draft = designDraft({
        showroom,
        plan,
        templateId: state.templateId,
        dimensions: layout.dimensions,
        materials,
      });
      const { saveDesign } = await loadSaveDesign();
      const result = await saveDesign({
        draft,
        route,
        is3d: state.renderer === '3d',
        projectId: state.projectId,
        signIn: signInHere ? 'here' : 'page',
        from: host,
      });
      if (result.kind === 'signing-in') {
        if (signInHere) setSignIn('login');
        return;
      }
      state.setProjectId(result.projectId);
      notify.success(VISUALIZER_MESSAGES.designSaved, savedLink(result.projectId));
    } catch {
      notify.error(VISUALIZER_MESSAGES.designSaveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div className="sr-visualizer__body" ref={root} inert={signInOpen}>
        <PlanChooser
          plan={plan}
          templateId={state.templateId}
          onPlan={(next) => state.choosePlan(next.id, next.dimensions)}
          onTemplate={(template, templatePlan) =>
            state.chooseTemplate(template.id, templatePlan.id, templatePlan.dimensions)
          }
        />
        <div className="sr-visualizer__main">
          <div className="sr-visualizer__room">
            <RoomView
              layout={layout}
              paints={paints}
              name={nameOf}
              onSelectSlot={(slotId) => openPicker(slotId)}
              pictureName={`${plan.id}.png`}
            />
            <DimensionFields plan={plan} dimensions={layout.dimensions} onChange={state.setDimensions} />
            {selected &&
              (showroom ? (
                <SlotPicker
                  key={selected.id}
                  slot={selected}
                  categories={categoriesOfSlot(plan.kind, selected)}
                  showroom={showroom}
                  current={state.chosen[selected.id]}
                  texturesShown={state.renderer === '3d'}
                  onChoose={choose}
                  onEmpty={() => {
                    state.emptySlot(selected.id);
                    setAnnouncement(nameOf(selected, undefined));
                  }}
                  onClose={closePicker}
                />
              ) : (
                <section className="sr-picker" aria-label="Choose a showroom">
                  <StyleSheet name="sr-slot-picker" css={pickerCss} />
                  <p>{VISUALIZER_MESSAGES.chooseShowroom}</p>
                  <ShellLink to={ROUTE_PATHS.home}>Enter a Showroom ID</ShellLink>{' '}
                  <Button variant="secondary" onClick={closePicker}>
                    Close
                  </Button>
                </section>
              ))}
          </div>
          <div className="sr-visualizer__side">
            <SlotList
              layout={layout}
              chosen={state.chosen}
              paints={paints}
              selectedSlotId={state.selectedSlotId}
              onSelect={openPicker}
            />
            <p className="sr-visually-hidden" role="status">
              {announcement}
            </p>
            <Button ref={saveButton} variant="secondary" onClick={save} busy={saving} disabled={!showroom}>
              {VISUALIZER_MESSAGES.saveDesign}
            </Button>
            {!inAddress && (
              // Embedded, the host's address does not carry the design: this link does (a new tab works).
              <ShellLink className="sr-visualizer__design-link" to={route}>
                {VISUALIZER_MESSAGES.openInShowroom}
              </ShellLink>
            )}
          </div>
          <div className="sr-visualizer__bill">
            <BillPanel bill={bill} canBuy={showroom !== null} projectId={state.projectId} />
          </div>
        </div>
      </div>
      {signIn && host && (
        <Suspense fallback={null}>
          <SaveSignInPanel host={host} redirect={route} screen={signIn} onClose={closeSignIn} />
        </Suspense>
      )}
    </>
  );
}
