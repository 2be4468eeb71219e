/**
 * The visualizer screen's state, one store per mounted screen (UI state is per widget mount): the
 * plan and template, the room's dimensions, what is in each slot, the selected slot, the camera,
 * the light, whether the room is drawn in 3D or as the 2D plan, and the project it was saved to.
 */
import type { RoomDimensions } from '@showroom/rooms';
import { createContext, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import type { SlotPick } from '../../model/slot-choice.ts';
import type { CameraPreset, Lighting } from '../../scene/scene-props.ts';

/** `checking` until WebGL is probed; `2d` without it (or once the 3D scene lost it). */
export type RoomRenderer = 'checking' | '3d' | '2d';

export interface VisualizerState {
  planId: string;
  templateId: string | null;
  /**
   * The template whose paint the room wears (cabinet fronts, bare walls): chosen with a template and
   * kept through the homeowner's own picks, which end `templateId` but not its paint (issue #26).
   */
  paintId: string | null;
  dimensions: RoomDimensions;
  /** Slot id → the product in it. */
  chosen: Readonly<Record<string, SlotPick>>;
  /**
   * Slot id → product hash of the design's address not loaded yet (a shared link, the return from
   * sign-in): the address keeps them meanwhile, and keeps any that failed to load, so nothing a
   * homeowner picked is dropped by a slow or failed request.
   */
  pending: Readonly<Record<string, string>>;
  /** The slot whose picker is open. */
  selectedSlotId: string | null;
  camera: CameraPreset;
  lighting: Lighting;
  renderer: RoomRenderer;
  /** The project this design was saved to (saving again updates it); null until saved. */
  projectId: number | null;
}

export interface VisualizerActions {
  /** Another plan: its default dimensions, empty slots. */
  choosePlan: (planId: string, dimensions: RoomDimensions) => void;
  /** A template's plan and its slots (filled as the template's products arrive). */
  chooseTemplate: (templateId: string, planId: string, dimensions: RoomDimensions) => void;
  setDimensions: (dimensions: RoomDimensions) => void;
  /** The homeowner's pick for one slot (the design stops being the template as it came). */
  fillSlot: (slotId: string, choice: SlotPick) => void;
  /** Fills several slots at once (a template, a restored design), keeping what is already chosen elsewhere. */
  fillSlots: (choices: Readonly<Record<string, SlotPick>>) => void;
  emptySlot: (slotId: string) => void;
  selectSlot: (slotId: string | null) => void;
  setCamera: (camera: CameraPreset) => void;
  setLighting: (lighting: Lighting) => void;
  setRenderer: (renderer: RoomRenderer) => void;
  setProjectId: (projectId: number | null) => void;
}

export type VisualizerStore = StoreApi<VisualizerState & VisualizerActions>;

export function createVisualizerStore(
  initial: Pick<VisualizerState, 'planId' | 'templateId' | 'dimensions'> &
    Partial<Pick<VisualizerState, 'projectId' | 'pending' | 'paintId'>>,
) {
  const without = (pending: Readonly<Record<string, string>>, slotIds: readonly string[]) =>
    Object.fromEntries(Object.entries(pending).filter(([slotId]) => !slotIds.includes(slotId)));
  return createStore<VisualizerState & VisualizerActions>()((set) => ({
    projectId: null,
    pending: {},
    paintId: initial.templateId,
    ...initial,
    chosen: {},
    selectedSlotId: null,
    camera: 'corner',
    lighting: 'day',
    renderer: 'checking',
    choosePlan: (planId, dimensions) =>
      set({
        planId,
        templateId: null,
        paintId: null,
        dimensions,
        chosen: {},
        pending: {},
        selectedSlotId: null,
      }),
    chooseTemplate: (templateId, planId, dimensions) =>
      set({
        planId,
        templateId,
        paintId: templateId,
        dimensions,
        chosen: {},
        pending: {},
        selectedSlotId: null,
      }),
    setDimensions: (dimensions) => set({ dimensions }),
    // The homeowner's own pick makes the room their own mix: no longer the template as it came.
    fillSlot: (slotId, choice) =>
      set((state) => ({
        chosen: { ...state.chosen, [slotId]: choice },
        pending: without(state.pending, [slotId]),
        templateId: null,
      })),
    // Loaded choices (a template's, a link's) never replace what the homeowner picked meanwhile.
    fillSlots: (choices) =>
      set((state) => ({
        chosen: { ...choices, ...state.chosen },
        pending: without(state.pending, Object.keys(choices)),
      })),
    emptySlot: (slotId) =>
      set((state) => {
        const { [slotId]: _removed, ...rest } = state.chosen;
        return { chosen: rest, pending: without(state.pending, [slotId]) };
      }),
    selectSlot: (selectedSlotId) => set({ selectedSlotId }),
    setCamera: (camera) => set({ camera }),
    setLighting: (lighting) => set({ lighting }),
    setRenderer: (renderer) => set({ renderer }),
    setProjectId: (projectId) => set({ projectId }),
  }));
}

export const VisualizerStoreContext = createContext<VisualizerStore | null>(null);

/** Reads the mounted screen's store (inside `VisualizerStoreContext`). */
export function useVisualizer<T>(selector: (state: VisualizerState & VisualizerActions) => T): T {
  const store = useContext(VisualizerStoreContext);
  if (!store) throw new Error('useVisualizer must be used inside the visualizer screen');
  return useStore(store, selector);
}

/** The store itself, for handlers that read the latest state. */
export function useVisualizerStore(): VisualizerStore {
  const store = useContext(VisualizerStoreContext);
  if (!store) throw new Error('useVisualizerStore must be used inside the visualizer screen');
  return store;
}
