import { useThree } from '@react-three/fiber';
import type { RoomLayout } from '@showroom/rooms';
import { useEffect, useMemo } from 'react';
import { Color } from 'three';
import type { Lighting } from './scene-props.ts';

type Point = [number, number, number];

/**
 * Day: sky light and a sun coming in from the side of the first window. Evening: a dim warm room lit
 * by two lamps. The lamps exist only in the evening (point lights cost every pixel, and software GL
 * cannot spare that while orbiting by day). The environment (`RoomEnvironmentLight`) adds the light
 * that reflections show, so the hemisphere is lower than it was without it. Soft shadows from the sun
 * on real GPUs only (`shadows`): a shadow map is a second drawing of the room each frame.
 */
const LOOK = {
  day: {
    background: '#dfe7ee',
    sky: '#ffffff',
    ground: '#b8ad9d',
    hemisphere: 0.35,
    sun: 1.7,
  },
  evening: {
    background: '#1d2230',
    sky: '#ffd7ad',
    ground: '#2c241d',
    hemisphere: 0.45,
    sun: 0.1,
    lamps: 14,
  },
} as const;

/** Always two lamps: at the room's first two lights, else under the ceiling's middle. */
const LAMPS = 2;

/** The sun's shadow map: fine enough for a cabinet's edge across a 20-ft room, soft at the edges. */
const SHADOW_MAP_PIXELS = 2048;

export function SceneLighting({
  layout,
  lighting,
  shadows,
}: {
  layout: RoomLayout;
  lighting: Lighting;
  shadows: boolean;
}) {
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  const look = LOOK[lighting];
  useEffect(() => {
    scene.background = new Color(look.background);
    invalidate();
  }, [scene, look, invalidate]);

  const sun = useMemo(() => sunPosition(layout), [layout]);
  const lamps = useMemo(() => lampPositions(layout), [layout]);
  const { widthFt, depthFt, heightFt } = layout.dimensions;
  // The shadow camera covers the room from the sun's side, whatever the angle.
  const reach = Math.hypot(widthFt, depthFt, heightFt) / 2 + 1;

  return (
    <>
      <hemisphereLight args={[look.sky, look.ground, look.hemisphere]} />
      <directionalLight
        position={sun}
        color="#fff1dc"
        intensity={look.sun}
        castShadow={shadows}
        shadow-mapSize={[SHADOW_MAP_PIXELS, SHADOW_MAP_PIXELS]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.03}
        shadow-radius={4}
        shadow-camera-left={-reach}
        shadow-camera-right={reach}
        shadow-camera-top={reach}
        shadow-camera-bottom={-reach}
        shadow-camera-far={Math.hypot(...sun) + reach * 2}
      >
        <object3D attach="target" position={[widthFt / 2, 0, depthFt / 2]} />
      </directionalLight>
      {lighting === 'evening' &&
        lamps.map((position, index) => (
          <pointLight
            // biome-ignore lint/suspicious/noArrayIndexKey: always LAMPS lamps, in one order
            key={index}
            position={position}
            color="#ffc98a"
            intensity={LOOK.evening.lamps}
            distance={0}
            decay={1.2}
          />
        ))}
    </>
  );
}

/** High outside the wall of the first window (or the south-east sky), shining into the room. */
function sunPosition({ dimensions, openings }: RoomLayout): Point {
  const { widthFt: w, depthFt: d, heightFt: h } = dimensions;
  const window = openings.find((opening) => opening.kind === 'window');
  const up = h * 2.5;
  switch (window?.wall) {
    case 'north':
      return [w * 0.3, up, -d];
    case 'east':
      return [w * 2, up, d * 0.3];
    case 'west':
      return [-w, up, d * 0.7];
    default:
      return [w * 1.5, up, d * 2];
  }
}

function lampPositions({ dimensions, slots }: RoomLayout): Point[] {
  const placements = slots.flatMap((slot) =>
    slot.kind === 'lights' && 'placements' in slot ? slot.placements : [],
  );
  const lamps: Point[] = placements
    .slice(0, LAMPS)
    .map(({ position }) => [position[0], Math.max(0.5, position[1] - 0.3), position[2]]);
  const { widthFt: w, depthFt: d, heightFt: h } = dimensions;
  while (lamps.length < LAMPS) lamps.push([(w * (lamps.length + 1)) / (LAMPS + 1), h - 1, d / 2]);
  return lamps;
}
