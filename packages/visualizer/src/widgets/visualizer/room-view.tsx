import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import type { Paint, RoomLayout, RoomSlot } from '@showroom/rooms';
import { Button, StyleSheet } from '@showroom/ui';
import { Component, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { SlotPick } from '../../model/slot-choice.ts';
import type { RoomSceneHandle } from '../../scene/scene-props.ts';
import { PlanView } from '../plan/plan-view.tsx';
import { RoomToolbar } from './room-toolbar.tsx';
import css from './room-view.css?inline';
import { sceneMaterials } from './scene-materials.ts';
import { useIdleInView } from './use-idle-in-view.ts';
import { useVisualizer } from './visualizer-store.ts';
import { canUseWebgl } from './webgl-support.ts';

/** The 3D room: its own chunk, the only one that brings three.js, loaded once wanted and WebGL is known to work. */
const RoomScene = lazy(() => import('../../scene/room-scene.tsx'));

/** A chunk that fails to load (offline, a deploy in between) falls back to the 2D plan, never a blank box. */
class SceneBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Shown over the plan's corner while the 3D room is on its way; not announced: the plan and the slot
 * list under it are the whole room already.
 */
function SceneComing() {
  return (
    <p className="sr-room__coming" aria-hidden="true">
      {VISUALIZER_MESSAGES.loading3d}
    </p>
  );
}

export interface RoomViewProps {
  layout: RoomLayout;
  /** The template's paint on slots no product covers. */
  paints: Readonly<Record<string, Paint>>;
  name: (slot: RoomSlot, choice: SlotPick | undefined) => string;
  onSelectSlot: (slotId: string) => void;
  pictureName: string;
}

/**
 * The room: first the 2D plan with the same slots, usable at once; then, once the stage is in view and
 * the browser idle after the first paint (or the person reaches for it), the 3D scene when this
 * browser has WebGL, drawn over the plan in the same reserved box and shown from its first frame
 * (issue #26: the list, plan and prices before three.js is downloaded and compiled). Without WebGL,
 * or once the scene loses it, the plan stays.
 */
export function RoomView({ layout, paints, name, onSelectSlot, pictureName }: RoomViewProps) {
  const renderer = useVisualizer((state) => state.renderer);
  const setRenderer = useVisualizer((state) => state.setRenderer);
  const chosen = useVisualizer((state) => state.chosen);
  const selectedSlotId = useVisualizer((state) => state.selectedSlotId);
  const camera = useVisualizer((state) => state.camera);
  const lighting = useVisualizer((state) => state.lighting);
  const scene = useRef<RoomSceneHandle>(null);
  const stage = useRef<HTMLDivElement>(null);
  const materials = useMemo(() => sceneMaterials(layout, chosen, paints), [layout, chosen, paints]);
  // The plan stays under the canvas until the scene has drawn the room once.
  const [drawn, setDrawn] = useState(false);
  // A pointer over the room or focus in it asks for the 3D room at once; on a phone, its button.
  const { ready: wanted, onItsOwn, start } = useIdleInView(stage);

  useEffect(() => {
    if (renderer === 'checking' && wanted) setRenderer(canUseWebgl() ? '3d' : '2d');
  }, [renderer, wanted, setRenderer]);

  const shows3d = renderer === '3d' && drawn;
  return (
    <section className="sr-room" aria-label="Your room" data-renderer={renderer}>
      <StyleSheet name="sr-room-view" css={css} />
      <RoomToolbar scene={renderer === '3d' ? scene : null} pictureName={pictureName} />
      <div className="sr-room__stage" ref={stage}>
        {renderer === '3d' && (
          <SceneBoundary onFail={() => setRenderer('2d')}>
            <Suspense fallback={null}>
              <div className="sr-room__scene" data-drawn={drawn}>
                <RoomScene
                  ref={scene}
                  layout={layout}
                  materials={materials}
                  selectedSlotId={selectedSlotId}
                  onSelectSlot={onSelectSlot}
                  camera={camera}
                  lighting={lighting}
                  onFirstFrame={() => setDrawn(true)}
                  onWebglLost={() => setRenderer('2d')}
                />
              </div>
            </Suspense>
          </SceneBoundary>
        )}
        {!shows3d && (
          <PlanView
            className="sr-room__plan"
            layout={layout}
            chosen={chosen}
            selectedSlotId={selectedSlotId}
            onSelectSlot={onSelectSlot}
            label="The room seen from above"
            slotName={(slot) => name(slot, chosen[slot.id])}
          />
        )}
        {renderer === 'checking' && !wanted && !onItsOwn ? (
          <Button variant="secondary" className="sr-room__view-3d" onClick={start}>
            {VISUALIZER_MESSAGES.view3d}
          </Button>
        ) : (
          (renderer === 'checking' || (renderer === '3d' && !drawn)) && <SceneComing />
        )}
      </div>
      {renderer === '2d' && <p className="sr-room__note">{VISUALIZER_MESSAGES.plan2dNote}</p>}
    </section>
  );
}
