import { FLOOR_PLANS, floorPlanById, isSurfaceSlot, layoutRoom } from '@showroom/contract/visualizer';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  CAMERA_PRESETS,
  type CameraPreset,
  LIGHTINGS,
  type Lighting,
  type RoomSceneHandle,
  type SlotMaterial,
} from '../scene-props.ts';
import { HARNESS_FINISHES, harnessSurfaceMaterials } from './harness-products.ts';

/**
 * A page with the room scene alone (the bench's and the pixel journey's stand-in for the screen): a
 * floor plan (`?plan=<id>`, else the first), a slot list named like the screen's ("Floor: <product>") and a picker of product
 * buttons named by product, preset and light buttons, and "Save picture".
 */
const RoomScene = lazy(() => import('../room-scene.tsx'));
const plan = floorPlanById(new URLSearchParams(location.search).get('plan') ?? '') ?? FLOOR_PLANS[0];
if (!plan) throw new Error('No floor plans.');
const LAYOUT = layoutRoom(plan);

function Harness() {
  const [surfaces, setSurfaces] = useState<Map<string, SlotMaterial> | null>(null);
  const [materials, setMaterials] = useState<Record<string, SlotMaterial | undefined>>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [camera, setCamera] = useState<CameraPreset>('corner');
  const [lighting, setLighting] = useState<Lighting>('day');
  const scene = useRef<RoomSceneHandle | null>(null);
  useEffect(() => void harnessSurfaceMaterials().then(setSurfaces), []);

  const slot = LAYOUT.slots.find((candidate) => candidate.id === selected);
  const products: SlotMaterial[] = !slot
    ? []
    : isSurfaceSlot(slot)
      ? [...(surfaces?.values() ?? [])]
      : HARNESS_FINISHES.map((finish, index) => ({
          kind: 'fixture',
          productHash: `harness-fixture-${index}`,
          productName: finish.name,
          fixtureKind: slot.kind,
          colourHex: finish.colourHex,
        }));

  async function savePicture() {
    const blob = await scene.current?.toPngBlob();
    document.body.dataset.pictureBytes = String(blob?.size ?? 0);
  }

  return (
    <>
      <div style={{ position: 'fixed', inset: 0 }}>
        <Suspense fallback={null}>
          <RoomScene
            ref={scene}
            layout={LAYOUT}
            materials={materials}
            selectedSlotId={selected}
            onSelectSlot={setSelected}
            camera={camera}
            lighting={lighting}
            onWebglLost={() => {
              document.body.dataset.webgl = 'lost';
            }}
          />
        </Suspense>
      </div>
      <nav style={{ position: 'fixed', top: 8, left: 8, display: 'grid', gap: 4, font: '12px sans-serif' }}>
        {LAYOUT.slots.map((each) => (
          <button
            key={each.id}
            type="button"
            aria-pressed={each.id === selected}
            onClick={() => setSelected(each.id)}
          >
            {`${each.label}: ${materials[each.id]?.productName ?? 'nothing chosen'}`}
          </button>
        ))}
        {products.map((product) => (
          <button
            key={product.productName}
            type="button"
            onClick={() => selected && setMaterials((current) => ({ ...current, [selected]: product }))}
          >
            {product.productName}
          </button>
        ))}
        {CAMERA_PRESETS.map((preset) => (
          <button key={preset} type="button" onClick={() => setCamera(preset)}>{`View: ${preset}`}</button>
        ))}
        {LIGHTINGS.map((light) => (
          <button key={light} type="button" onClick={() => setLighting(light)}>{`Light: ${light}`}</button>
        ))}
        <button type="button" onClick={() => void savePicture()}>
          Save picture
        </button>
      </nav>
    </>
  );
}

const host = document.getElementById('harness');
if (host) createRoot(host).render(<Harness />);
