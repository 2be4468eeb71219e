import { useEffect, useMemo } from 'react';
import { EdgesGeometry, ExtrudeGeometry, LineBasicMaterial, type Material, Shape } from 'three';
import { Block, Post, type Triple } from './fixture-parts.tsx';

/** The fixtures of a bathroom and a kitchen's sink, drawn inside their placement's box (`size`, feet). */
interface ShapeProps {
  size: Triple;
  finish: Material;
  /** White porcelain or stone for the parts that are not in the product's finish. */
  porcelain: Material;
  /** Metal bits (handles). */
  trim: Material;
}

const WALL = 0.08;

/** An open basin: four walls and a bottom, hollow so it reads from above. */
export function Sink({ size: [w, h, d], finish }: ShapeProps) {
  return (
    <group>
      <Block material={finish} at={[0, WALL / 2, 0]} size={[w, WALL, d]} />
      <Block material={finish} at={[0, h / 2, -d / 2 + WALL / 2]} size={[w, h, WALL]} />
      <Block material={finish} at={[0, h / 2, d / 2 - WALL / 2]} size={[w, h, WALL]} />
      <Block material={finish} at={[-w / 2 + WALL / 2, h / 2, 0]} size={[WALL, h, d - 2 * WALL]} />
      <Block material={finish} at={[w / 2 - WALL / 2, h / 2, 0]} size={[WALL, h, d - 2 * WALL]} />
    </group>
  );
}

/** A cabinet in the finish with a stone top, a basin and two door pulls. */
export function Vanity({ size: [w, h, d], finish, porcelain, trim }: ShapeProps) {
  const top = 0.12;
  const body = h - top;
  return (
    <group>
      <Block material={finish} at={[0, body / 2, 0]} size={[w, body, d]} />
      <Block material={porcelain} at={[0, body + top / 2, 0]} size={[w + 0.05, top, d + 0.05]} />
      <Post material={porcelain} at={[0, h + 0.04, 0.05]} radiusTop={Math.min(w, d) * 0.3} height={0.08} />
      <Block material={trim} at={[-w * 0.12, body * 0.7, d / 2 + 0.02]} size={[0.03, 0.35, 0.04]} />
      <Block material={trim} at={[w * 0.12, body * 0.7, d / 2 + 0.02]} size={[0.03, 0.35, 0.04]} />
    </group>
  );
}

function roundedRect(width: number, depth: number, radius: number): Shape {
  const x = -width / 2;
  const y = -depth / 2;
  const r = Math.min(radius, width / 2, depth / 2);
  return new Shape()
    .moveTo(x + r, y)
    .lineTo(x + width - r, y)
    .quadraticCurveTo(x + width, y, x + width, y + r)
    .lineTo(x + width, y + depth - r)
    .quadraticCurveTo(x + width, y + depth, x + width - r, y + depth)
    .lineTo(x + r, y + depth)
    .quadraticCurveTo(x, y + depth, x, y + depth - r)
    .lineTo(x, y + r)
    .quadraticCurveTo(x, y, x + r, y);
}

/**
 * A rim's outline, drawn over it: a white tub before white tile kept no edge in software GL's even
 * light (decision 0117). Faint and warm grey, only where faces meet at a crease (not the rounded corners).
 */
const RIM_LINE = new LineBasicMaterial({ color: '#8f877a', transparent: true, opacity: 0.45 });
const CREASE_DEGREES = 30;
const noHit = () => undefined;

/** A rounded tub: its rim extruded from a rounded rectangle with the inside cut out, and a floor. */
export function Tub({ size: [w, h, d], finish }: ShapeProps) {
  const { rim, outline } = useMemo(() => {
    const outer = roundedRect(w, d, 0.5);
    outer.holes.push(roundedRect(w - 0.5, d - 0.5, 0.4));
    const rim = new ExtrudeGeometry(outer, { depth: h, bevelEnabled: false, curveSegments: 6 });
    return { rim, outline: new EdgesGeometry(rim, CREASE_DEGREES) };
  }, [w, h, d]);
  useEffect(
    () => () => {
      rim.dispose();
      outline.dispose();
    },
    [rim, outline],
  );
  return (
    <group>
      <mesh geometry={rim} rotation={[-Math.PI / 2, 0, 0]} material={finish} />
      <lineSegments geometry={outline} rotation={[-Math.PI / 2, 0, 0]} material={RIM_LINE} raycast={noHit} />
      <Block material={finish} at={[0, 0.3, 0]} size={[w - 0.4, 0.1, d - 0.4]} />
    </group>
  );
}

/** A close-coupled toilet: a tank at the back, a bowl with its seat, a pedestal. */
export function Toilet({ size: [w, h, d], finish }: ShapeProps) {
  const tankDepth = Math.min(0.7, d * 0.3);
  const bowlHeight = Math.min(1.35, h * 0.55);
  const bowlRadius = w * 0.38;
  return (
    <group>
      <Block
        material={finish}
        at={[0, (bowlHeight + h) / 2, -d / 2 + tankDepth / 2]}
        size={[w, h - bowlHeight, tankDepth]}
      />
      <group position={[0, 0, tankDepth / 2]} scale={[1, 1, 1.35]}>
        <Post
          material={finish}
          at={[0, bowlHeight / 4, 0]}
          radiusTop={bowlRadius * 0.6}
          height={bowlHeight / 2}
        />
        <Post
          material={finish}
          at={[0, (bowlHeight * 3) / 4, 0]}
          radiusTop={bowlRadius}
          radiusBottom={bowlRadius * 0.7}
          height={bowlHeight / 2}
        />
        <Post material={finish} at={[0, bowlHeight + 0.03, 0]} radiusTop={bowlRadius} height={0.06} />
      </group>
    </group>
  );
}
