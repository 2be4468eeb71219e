import type { Material } from 'three';
import { Block, Post, type Triple } from './fixture-parts.tsx';

/** Kitchen and patio appliances, drawn inside their placement's box (`size`, feet), front towards +z. */
interface ShapeProps {
  size: Triple;
  finish: Material;
  /** Black glass and cooktops. */
  dark: Material;
  trim: Material;
}

const APPLIANCE_SHAPES = ['range', 'fridge', 'dishwasher', 'hood', 'grill', 'fire-pit'] as const;
export type ApplianceShape = (typeof APPLIANCE_SHAPES)[number];

/**
 * Which appliance a placement is: the plans name each appliance's slot after it ('range', 'fridge',
 * ...); for any other id the shape follows from where the box is and how it is proportioned (a hood
 * hangs, a fridge is tall, a range is wider than a 24-inch dishwasher).
 */
export function applianceShape(slotId: string, position: Triple, size: Triple): ApplianceShape {
  const named = APPLIANCE_SHAPES.find((shape) => shape === slotId);
  if (named) return named;
  if (position[1] >= 3.5) return 'hood';
  if (size[1] >= 5) return 'fridge';
  return size[0] >= 2.4 ? 'range' : 'dishwasher';
}

export function Appliance({ shape, ...props }: ShapeProps & { shape: ApplianceShape }) {
  switch (shape) {
    case 'range':
      return <Range {...props} />;
    case 'fridge':
      return <Fridge {...props} />;
    case 'dishwasher':
      return <Dishwasher {...props} />;
    case 'hood':
      return <Hood {...props} />;
    case 'grill':
      return <Grill {...props} />;
    case 'fire-pit':
      return <FirePit {...props} />;
  }
}

/** A grill cart: a cabinet, a hooded firebox on top, a handle. */
function Grill({ size: [w, h, d], finish, dark, trim }: ShapeProps) {
  const cart = h * 0.6;
  return (
    <group>
      <Block material={finish} at={[0, cart / 2, 0]} size={[w, cart, d]} />
      <Block material={dark} at={[0, cart + (h - cart) / 2, 0]} size={[w * 0.8, h - cart, d * 0.8]} />
      <Block material={trim} at={[0, h * 0.85, d * 0.45]} size={[w * 0.6, 0.05, 0.05]} />
    </group>
  );
}

/** A round fire pit: a low ring in the finish around a dark bowl. */
function FirePit({ size: [w, h], finish, dark }: ShapeProps) {
  return (
    <group>
      <Post material={finish} at={[0, h / 2, 0]} radiusTop={w / 2} height={h} />
      <Post material={dark} at={[0, h + 0.01, 0]} radiusTop={w * 0.35} height={0.02} />
    </group>
  );
}

function Range({ size: [w, h, d], finish, dark, trim }: ShapeProps) {
  const burners: Triple[] = [
    [-w / 4, h + 0.02, -d / 5],
    [w / 4, h + 0.02, -d / 5],
    [-w / 4, h + 0.02, d / 5],
    [w / 4, h + 0.02, d / 5],
  ];
  return (
    <group>
      <Block material={finish} at={[0, (h - 0.05) / 2, 0]} size={[w, h - 0.05, d]} />
      <Block material={dark} at={[0, h - 0.025, 0]} size={[w, 0.05, d]} />
      {burners.map((at) => (
        <Post key={at.join()} material={trim} at={at} radiusTop={w * 0.1} height={0.03} />
      ))}
      <Block material={dark} at={[0, h * 0.42, d / 2 + 0.01]} size={[w * 0.8, h * 0.45, 0.02]} />
      <Block material={trim} at={[0, h * 0.72, d / 2 + 0.06]} size={[w * 0.75, 0.04, 0.04]} />
    </group>
  );
}

function Fridge({ size: [w, h, d], finish, dark, trim }: ShapeProps) {
  return (
    <group>
      <Block material={finish} at={[0, h / 2, 0]} size={[w, h, d]} />
      <Block material={dark} at={[0, h * 0.62, d / 2 + 0.005]} size={[w, 0.03, 0.01]} />
      <Block material={trim} at={[-w * 0.08, h * 0.8, d / 2 + 0.06]} size={[0.04, h * 0.25, 0.04]} />
      <Block material={trim} at={[-w * 0.08, h * 0.4, d / 2 + 0.06]} size={[0.04, h * 0.25, 0.04]} />
    </group>
  );
}

function Dishwasher({ size: [w, h, d], finish, dark, trim }: ShapeProps) {
  return (
    <group>
      <Block material={finish} at={[0, h / 2, 0]} size={[w, h, d]} />
      <Block material={dark} at={[0, h - 0.15, d / 2 + 0.005]} size={[w, 0.2, 0.01]} />
      <Block material={trim} at={[0, h - 0.35, d / 2 + 0.05]} size={[w * 0.7, 0.04, 0.04]} />
    </group>
  );
}

/** A chimney hood: a canopy tapering up into its flue. */
function Hood({ size: [w, h, d], finish }: ShapeProps) {
  const canopy = Math.min(0.8, h * 0.4);
  return (
    <group>
      <Post
        material={finish}
        at={[0, canopy / 2, 0]}
        radiusTop={w * 0.25}
        radiusBottom={w * 0.62}
        height={canopy}
      />
      <Block
        material={finish}
        at={[0, canopy + (h - canopy) / 2, -d / 4]}
        size={[w * 0.35, h - canopy, d * 0.4]}
      />
    </group>
  );
}
