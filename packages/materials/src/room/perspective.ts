import { num } from '../svg.ts';

/**
 * A one-point view into a room 144" wide, 96" high and 120" deep, drawn in a 400 × 300 box: the back
 * wall faces the viewer, the eye is 48" above the floor and 199" from the back wall. `x` runs across
 * the room from its left wall, `depth` from the back wall towards the viewer, `height` up from the floor.
 */
export const ROOM = { width: 144, height: 96, depth: 120 } as const;
const CENTRE_X = 200;
const HORIZON_Y = 115;
const EYE_HEIGHT = 48;
const EYE_DEPTH = 199;
const FOCAL = 304;

export const scaleAt = (depth: number) => FOCAL / (EYE_DEPTH - depth);

export function project(x: number, height: number, depth: number): readonly [number, number] {
  const s = scaleAt(depth);
  return [CENTRE_X + (x - ROOM.width / 2) * s, HORIZON_Y + (EYE_HEIGHT - height) * s];
}

/** An affine `transform` drawing inch coordinates (x across, y up the wall from its top) onto the back wall. */
export function backWallTransform(): string {
  const s = scaleAt(0);
  const [x, y] = project(0, ROOM.height, 0);
  return `matrix(${num(s)} 0 0 ${num(s)} ${num(x)} ${num(y)})`;
}

/**
 * A horizontal plane at `height` (floor, counter top) from `near` to `far` depth, drawn as thin bands,
 * each an affine map of the plane's inch coordinates (x across, y = depth from the back wall): SVG has
 * no perspective, and bands this thin hide it. `content` is the id of the plane's drawing.
 */
export function planeBands(
  content: string,
  id: string,
  height: number,
  far: number,
  near: number,
  x0: number,
  x1: number,
  bands: number,
): { defs: string; body: string } {
  let defs = '';
  let body = '';
  const [, yFar] = project(0, height, far);
  const [, yNear] = project(0, height, near);
  for (let i = 0; i < bands; i++) {
    // Even steps on screen, so near bands (which change scale fastest) are no taller than far ones.
    const ya = yFar + ((yNear - yFar) * i) / bands;
    const yb = yFar + ((yNear - yFar) * (i + 1)) / bands;
    const za = depthAtScreenY(ya, height);
    const zb = depthAtScreenY(yb, height);
    const s = scaleAt((za + zb) / 2);
    const d = (yb - ya) / (zb - za);
    const [ax0] = project(x0, height, za);
    const [ax1] = project(x1, height, za);
    const [bx0] = project(x0, height, zb);
    const [bx1] = project(x1, height, zb);
    defs += `<clipPath id="${id}${i}"><path d="M${num(ax0)} ${num(ya - 0.3)}H${num(ax1)}L${num(bx1)} ${num(yb + 0.3)}H${num(bx0)}z"/></clipPath>`;
    body += `<g clip-path="url(#${id}${i})"><use href="#${content}" transform="matrix(${num(s)} 0 0 ${num(d)} ${num(CENTRE_X - (ROOM.width / 2) * s)} ${num(ya - d * za)})"/></g>`;
  }
  return { defs: `<defs>${defs}</defs>`, body };
}

function depthAtScreenY(y: number, height: number): number {
  // y = HORIZON_Y + (EYE_HEIGHT - height) · FOCAL / (EYE_DEPTH - depth)
  return EYE_DEPTH - ((EYE_HEIGHT - height) * FOCAL) / (y - HORIZON_Y);
}
