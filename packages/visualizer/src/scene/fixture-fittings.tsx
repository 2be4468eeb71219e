import type { Material } from 'three';
import { Arc, Ball, Block, Post, Shade, type Triple } from './fixture-parts.tsx';

/** Faucets, lights and fans, drawn inside their placement's box (`size`, feet), front towards +z. */
interface ShapeProps {
  size: Triple;
  finish: Material;
  /** A lamp's glowing bulb. */
  bulb: Material;
  /** The finish on both faces, for an open shade. */
  shade: Material;
}

/** How far a pendant hangs below the ceiling in a place the plan drew for a flush light: clear of heads. */
const PENDANT_DROP_FT = 2.2;

/** A gooseneck faucet: a riser at the back, a spout arcing forward over the basin, a side lever. */
export function Faucet({ size: [w, h, d], finish }: ShapeProps) {
  const tube = Math.min(0.05, w * 0.15);
  const reach = Math.max(0.15, Math.min(d / 2, h * 0.35) - tube);
  const riserTop = Math.max(0.1, h - reach - tube);
  return (
    <group>
      <Post material={finish} at={[0, 0.03, -reach]} radiusTop={tube * 2} height={0.06} />
      <Post material={finish} at={[0, riserTop / 2, -reach]} radiusTop={tube} height={riserTop} />
      <Arc material={finish} at={[0, riserTop, 0]} radius={reach} tube={tube} />
      <Block material={finish} at={[tube * 2.5, riserTop * 0.3, -reach]} size={[tube * 3, tube, tube]} />
    </group>
  );
}

/** A shower: a riser up the wall, an arm out of it and a round head facing down. */
export function ShowerHead({ size: [w, h, d], finish }: ShapeProps) {
  const pipe = 0.04;
  const reach = Math.max(0.3, d - pipe);
  const head = Math.min(0.35, w / 2);
  return (
    <group>
      <Post material={finish} at={[0, h / 2, -d / 2 + pipe]} radiusTop={pipe} height={h} />
      <Block material={finish} at={[0, h - pipe, -d / 2 + reach / 2]} size={[pipe * 2, pipe * 2, reach]} />
      <Post material={finish} at={[0, h - pipe * 3, -d / 2 + reach]} radiusTop={head} height={pipe * 2} />
      <Block
        material={finish}
        at={[pipe * 3, h * 0.45, -d / 2 + pipe * 2]}
        size={[pipe * 4, pipe * 2, pipe * 2]}
      />
    </group>
  );
}

/**
 * A light in its placement's box, whose top is the ceiling: a pendant (a cord and an open shade with
 * its bulb inside) when the box is tall or the product is one, a bar when the box is long, else a
 * flush dome with a glowing diffuser. A pendant in a shallow box hangs below it, `PENDANT_DROP_FT`.
 */
export function Light({ size: [w, h, d], finish, bulb, shade, pendant }: ShapeProps & { pendant: boolean }) {
  const radius = w / 2;
  if (h <= 1 && w > d * 1.5) {
    return (
      <group>
        <Block material={finish} at={[0, h * 0.7, 0]} size={[w, h * 0.6, d * 0.5]} />
        <Block material={bulb} at={[0, h * 0.2, 0]} size={[w * 0.9, h * 0.4, d * 0.4]} />
      </group>
    );
  }
  if (h <= 1 && !pendant) {
    return (
      <group>
        <Post material={finish} at={[0, h * 0.9, 0]} radiusTop={radius * 0.6} height={h * 0.2} />
        <Post
          material={bulb}
          at={[0, h * 0.55, 0]}
          radiusTop={radius * 0.6}
          radiusBottom={radius * 0.8}
          height={h * 0.5}
        />
      </group>
    );
  }
  // The shade's mouth `bottom` feet above the box's floor; the cord from the ceiling (the box's top) to it.
  const drop = h > 1 ? h : PENDANT_DROP_FT;
  const tall = Math.min(0.8, drop * 0.4, radius * 1.6);
  const bottom = h - drop;
  const mouth = Math.min(radius, 0.6);
  return (
    <group>
      <Post material={finish} at={[0, h - 0.03, 0]} radiusTop={0.18} height={0.06} />
      <Post
        material={finish}
        at={[0, bottom + tall + (drop - tall) / 2, 0]}
        radiusTop={0.015}
        height={drop - tall}
      />
      <Shade
        material={shade}
        at={[0, bottom + tall / 2, 0]}
        radiusTop={mouth * 0.3}
        radiusBottom={mouth}
        height={tall}
      />
      <Ball material={bulb} at={[0, bottom + tall * 0.35, 0]} radius={Math.min(0.16, mouth * 0.45)} />
    </group>
  );
}

/** A ceiling fan: a down-rod, the motor housing and five blades. */
export function Fan({ size: [w, h], finish, bulb }: ShapeProps) {
  const blade = w / 2;
  const motor = Math.min(0.3, h / 2);
  return (
    <group>
      <Post material={finish} at={[0, motor + (h - motor) / 2, 0]} radiusTop={0.03} height={h - motor} />
      <Post material={finish} at={[0, motor / 2, 0]} radiusTop={0.3} radiusBottom={0.25} height={motor} />
      <Post material={bulb} at={[0, -0.03, 0]} radiusTop={0.2} height={0.06} />
      {[0, 1, 2, 3, 4].map((index) => (
        <group key={index} rotation={[0, (index * 2 * Math.PI) / 5, 0]}>
          <Block material={finish} at={[blade / 2 + 0.15, motor * 0.6, 0]} size={[blade, 0.02, 0.45]} />
        </group>
      ))}
    </group>
  );
}
