import { darken } from '../colour.ts';
import { drawFixture } from '../fixtures/draw-fixture.ts';
import { isSurface, type MaterialSpec } from '../material-spec.ts';
import { drawSurface } from '../surfaces/surface.ts';
import { linearGradient, num, points, radialGradient, svgDocument } from '../svg.ts';
import { backWallTransform, planeBands, project, ROOM, scaleAt } from './perspective.ts';
import { OAK_FLOOR, PATIO_FLOOR, QUARTZ_TOP, type Setting, STONE_FLOOR, settingOf } from './room-setting.ts';

const COUNTER_HEIGHT = 36;
const COUNTER_DEPTH = 25;

/**
 * The product in a small room (`px` wide, 4:3): a floor material on the floor, a wall material on the back
 * wall, a counter top on a run of cabinets, a fixture where it belongs.
 */
export function roomPicture(spec: MaterialSpec, id: string, px = 800): string {
  const setting = settingOf(spec);
  const surface = isSurface(spec.family);
  const floorSpec =
    surface && spec.placement === 'floor'
      ? spec
      : setting === 'outdoor'
        ? PATIO_FLOOR
        : setting === 'bath'
          ? STONE_FLOOR
          : OAK_FLOOR;
  const parts = [shell(id, setting), floor(floorSpec, id)];
  const kitchen = setting === 'kitchen' && spec.family !== 'appliance';
  const featureWall = surface && spec.placement === 'wall';
  if (setting !== 'outdoor' && !kitchen && !featureWall)
    parts.push(windowAndBaseboard(id, setting === 'bath'));
  // A counter top is also shown as its own backsplash: a slab's face reads better upright than edge-on.
  if (surface && (spec.placement === 'wall' || spec.family === 'slab'))
    parts.push(backWall(spec, id, kitchen));
  if (spec.family === 'coping') parts.push(pool(id));
  if (kitchen) parts.push(uppers(), counterRun(spec.family === 'slab' ? spec : QUARTZ_TOP, spec, id));
  if (!surface) parts.push(fixture(spec, id));
  parts.push(light(id));
  return svgDocument('0 0 400 300', px, Math.round((px * 3) / 4), parts.join(''));
}

const corner = (x: number, height: number, depth: number) => project(x, height, depth);

/** A point pushed away from the vanishing point far past the picture's edge (SVG clips it). */
function beyond([x, y]: readonly [number, number]): readonly [number, number] {
  const [vx, vy] = project(ROOM.width / 2, 48, -1e6);
  return [vx + (x - vx) * 12, vy + (y - vy) * 12];
}

/** Walls and ceiling, softly lit; sky and a hedge instead of a back wall outside. */
function shell(id: string, setting: Setting): string {
  const tl = corner(0, ROOM.height, 0);
  const tr = corner(ROOM.width, ROOM.height, 0);
  const bl = corner(0, 0, 0);
  const br = corner(ROOM.width, 0, 0);
  const outdoor = setting === 'outdoor';
  const wall = outdoor ? '#d9e3e0' : setting === 'bath' ? '#e9ebe8' : '#efe9e0';
  const defs = `<defs>${linearGradient(
    `${id}wl`,
    [
      [0, darken(wall, 0.12)],
      [1, wall],
    ],
    'horizontal',
  )}${linearGradient(
    `${id}wr`,
    [
      [0, wall],
      [1, darken(wall, 0.16)],
    ],
    'horizontal',
  )}${linearGradient(`${id}wb`, [
    [0, outdoor ? '#b9d6e6' : darken(wall, 0.02)],
    [1, outdoor ? '#e8f0ea' : wall],
  ])}</defs>`;
  const left = points([tl, bl, beyond(bl), beyond(tl)]);
  const right = points([tr, br, beyond(br), beyond(tr)]);
  const ceiling = points([tl, tr, beyond(tr), beyond(tl)]);
  const [blx, bty] = tl;
  const [brx, bby] = br;
  const hedge = outdoor
    ? `<path d="M${num(blx)} ${num(bby)}V${num(bby - 40)}Q${num(blx + 30)} ${num(bby - 52)} ${num(blx + 60)} ${num(bby - 44)}T${num(blx + 130)} ${num(bby - 46)}T${num(brx)} ${num(bby - 42)}V${num(bby)}z" fill="#6f8f5a"/>`
    : '';
  return `${defs}<rect width="400" height="300" fill="${outdoor ? '#dfe9e4' : '#f6f3ee'}"/><polygon points="${ceiling}" fill="${outdoor ? '#cfe0e6' : '#f8f6f2'}"/><polygon points="${left}" fill="url(#${id}wl)"/><polygon points="${right}" fill="url(#${id}wr)"/><rect x="${num(blx)}" y="${num(bty)}" width="${num(brx - blx)}" height="${num(bby - bty)}" fill="url(#${id}wb)"/>${hedge}`;
}

/** The floor in perspective, from the back wall to the front of the picture. */
function floor(spec: MaterialSpec, id: string): string {
  // Wider than the room: each band is scaled for its middle, so its ends need drawing to reach the walls.
  const region = { x: -24, y: 0, width: ROOM.width + 48, height: ROOM.depth + 10 };
  const drawing = drawSurface(spec, region, `${id}fl`);
  const bands = planeBands(`${id}F`, `${id}fb`, 0, 0, ROOM.depth, 0, ROOM.width, 40);
  return `${drawing.defs}<defs><g id="${id}F">${drawing.body}</g></defs>${bands.defs}${bands.body}`;
}

/** Back-wall heights (inches from the ceiling) of a kitchen's backsplash: counter top to upper cabinets. */
const UPPERS_BOTTOM = ROOM.height - 54;
const UPPERS_TOP = ROOM.height - 88;

/** A wall material: a kitchen's backsplash between counter and upper cabinets, else the whole back wall. */
function backWall(spec: MaterialSpec, id: string, kitchen: boolean): string {
  const top = kitchen ? UPPERS_BOTTOM : 0;
  const bottom = kitchen ? ROOM.height - COUNTER_HEIGHT : ROOM.height;
  const drawing = drawSurface(spec, { x: 0, y: top, width: ROOM.width, height: bottom - top }, `${id}bw`);
  return `${drawing.defs}<defs><clipPath id="${id}bc"><rect y="${top}" width="${ROOM.width}" height="${bottom - top}"/></clipPath></defs><g transform="${backWallTransform()}"><g clip-path="url(#${id}bc)">${drawing.body}</g></g>`;
}

/** A window on the back wall with daylight in it, and a baseboard (in back-wall inches). */
function windowAndBaseboard(id: string, small: boolean): string {
  const [x, y, w, h] = small ? [92, 18, 30, 26] : [86, 14, 44, 56];
  return `<defs>${linearGradient(`${id}wn`, [
    [0, '#cfe3ee'],
    [1, '#f4f8f6'],
  ])}</defs><g transform="${backWallTransform()}"><rect x="${x - 2}" y="${y - 2}" width="${w + 4}" height="${h + 4}" fill="#fbfaf7"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}wn)"/><path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#fbfaf7" stroke-width="1.4"/><rect x="${x - 4}" y="${y + h + 2}" width="${w + 8}" height="2" fill="#f1eee8"/><rect y="${ROOM.height - 4}" width="${ROOM.width}" height="4" fill="#f7f5f1"/></g>`;
}

/** Upper cabinets along the back wall (in back-wall inches). */
function uppers(): string {
  let doors = '';
  for (let x = 0; x < ROOM.width; x += 18)
    doors += `<rect x="${x + 1}" y="${UPPERS_TOP + 1}" width="16" height="${UPPERS_BOTTOM - UPPERS_TOP - 2}" fill="none" stroke="#000" stroke-opacity=".1" stroke-width=".5"/><rect x="${x + (x % 36 ? 2 : 14)}" y="${UPPERS_BOTTOM - 8}" width=".6" height="5" fill="#b9bcc0"/>`;
  return `<g transform="${backWallTransform()}"><rect y="${UPPERS_TOP}" width="${ROOM.width}" height="${UPPERS_BOTTOM - UPPERS_TOP}" fill="#ebe6de"/><rect y="${UPPERS_BOTTOM}" width="${ROOM.width}" height="1.5" fill="#000" fill-opacity=".08"/>${doors}</g>`;
}

/** A pool set into the floor, its coping all round. */
function pool(id: string): string {
  const corners = [corner(30, 0, 40), corner(114, 0, 40), corner(114, 0, 110), corner(30, 0, 110)] as const;
  return `<defs>${linearGradient(`${id}pw`, [
    [0, '#3d8fae'],
    [1, '#86cadb'],
  ])}</defs><polygon points="${points(corners)}" fill="url(#${id}pw)" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/>`;
}

/** Base cabinets along the back wall with a counter top (the product, or plain quartz). */
function counterRun(top: MaterialSpec, product: MaterialSpec, id: string): string {
  const x0 = 0;
  const x1 = ROOM.width;
  const [fx0, fyTop] = corner(x0, COUNTER_HEIGHT, COUNTER_DEPTH);
  const [fx1, fyBottom] = corner(x1, 0, COUNTER_DEPTH);
  const s = scaleAt(COUNTER_DEPTH);
  const cabinet = product.family === 'hardware' ? '#dfe3dd' : '#e7e2da';
  const doors = 8;
  const doorW = (fx1 - fx0) / doors;
  let fronts = '';
  for (let i = 0; i < doors; i++) {
    const x = fx0 + i * doorW;
    fronts += `<rect x="${num(x + 1)}" y="${num(fyTop + 5 * s)}" width="${num(doorW - 2)}" height="${num(fyBottom - fyTop - 9 * s)}" fill="none" stroke="#000" stroke-opacity=".12"/>`;
    const pull = product.family === 'hardware' ? product.colours[0]! : '#b9bcc0';
    fronts += `<rect x="${num(x + doorW / 2 - 4 * s)}" y="${num(fyTop + 8 * s)}" width="${num(8 * s)}" height="${num(0.8 * s)}" rx=".5" fill="${pull}"/>`;
  }
  const topDrawing = drawSurface(
    top,
    { x: -12, y: 0, width: ROOM.width + 24, height: COUNTER_DEPTH + 4 },
    `${id}ct`,
  );
  const bands = planeBands(`${id}T`, `${id}tb`, COUNTER_HEIGHT, 0, COUNTER_DEPTH, x0, x1, 10);
  const [, edgeTop] = corner(x0, COUNTER_HEIGHT + 1.5, COUNTER_DEPTH);
  return `<rect x="${num(fx0)}" y="${num(fyTop)}" width="${num(fx1 - fx0)}" height="${num(fyBottom - fyTop)}" fill="${cabinet}"/>${fronts}<rect x="${num(fx0)}" y="${num(fyBottom - 4 * s)}" width="${num(fx1 - fx0)}" height="${num(4 * s)}" fill="#000" fill-opacity=".18"/>${topDrawing.defs}<defs><g id="${id}T">${topDrawing.body}</g></defs>${bands.defs}${bands.body}<rect x="${num(fx0 - 1)}" y="${num(edgeTop)}" width="${num(fx1 - fx0 + 2)}" height="${num(fyTop - edgeTop + 1)}" fill="${darken(top.colours[0]!, 0.12)}"/>`;
}

/**
 * Where a fixture's 100-unit drawing goes: inches it spans, and the drawing's point that sits at `height`
 * over `depth`. Standing fixtures are drawn about a quarter larger than life: in a 12 ft room at true
 * size a vanity is a detail, and the picture is about it.
 */
const PLACES: Record<string, { inches: number; anchorY: number; height: number; depth: number }> = {
  vanity: { inches: 76, anchorY: 90, height: 0, depth: 22 },
  tub: { inches: 100, anchorY: 89, height: 0, depth: 34 },
  toilet: { inches: 52, anchorY: 89, height: 0, depth: 26 },
  appliance: { inches: 76, anchorY: 92, height: 0, depth: 28 },
  outdoor: { inches: 110, anchorY: 88, height: 0, depth: 50 },
  light: { inches: 44, anchorY: 0, height: 96, depth: 55 },
  fan: { inches: 64, anchorY: 0, height: 96, depth: 55 },
  shower: { inches: 60, anchorY: 88, height: 0, depth: 4 },
  faucet: { inches: 26, anchorY: 86.5, height: COUNTER_HEIGHT, depth: 12 },
  sink: { inches: 44, anchorY: 38, height: COUNTER_HEIGHT, depth: 10 },
  hardware: { inches: 0, anchorY: 0, height: 0, depth: 0 },
};

function fixture(spec: MaterialSpec, id: string): string {
  // Sconces and vanity lights hang on the back wall, not from the ceiling.
  const onWall = spec.family === 'light' && (spec.shape === 'sconce' || spec.shape === 'vanity');
  const place = onWall ? { inches: 40, anchorY: 40, height: 72, depth: 1 } : PLACES[spec.family];
  if (!place || place.inches === 0) return '';
  const drawing = drawFixture(spec, `${id}x`);
  const s = (scaleAt(place.depth) * place.inches) / 100;
  const [ax, ay] = project(ROOM.width / 2, place.height, place.depth);
  // Bath faucets stand on a vanity; the room's counter run is a kitchen's.
  const vanity =
    spec.family === 'faucet' && settingOf(spec) === 'bath'
      ? (() => {
          const [vx0, vy0] = project(40, COUNTER_HEIGHT - 2, place.depth + 2);
          const [vx1, vy1] = project(104, 0, place.depth + 2);
          const w = vx1 - vx0;
          return `<rect x="${num(vx0)}" y="${num(vy0)}" width="${num(w)}" height="${num(vy1 - vy0)}" fill="#6d7f8c"/><path d="M${num(vx0 + w / 2)} ${num(vy0 + 3)}V${num(vy1 - 3)}" stroke="#000" stroke-opacity=".2"/><rect x="${num(vx0 + 4)}" y="${num(vy0 + 3)}" width="${num(w - 8)}" height="${num(vy1 - vy0 - 6)}" fill="none" stroke="#000" stroke-opacity=".12"/><rect x="${num(vx0 - 3)}" y="${num(vy0 - 4)}" width="${num(w + 6)}" height="5" fill="#f3f1ed"/>`;
        })()
      : '';
  return `${vanity}${drawing.defs}<g transform="matrix(${num(s)} 0 0 ${num(s)} ${num(ax - 50 * s)} ${num(ay - place.anchorY * s)})">${drawing.body}</g>`;
}

/** Daylight from the left and a soft falloff towards the corners. */
function light(id: string): string {
  return `<defs>${radialGradient(
    `${id}lt`,
    [
      [0, '#fff', 0.12],
      [0.6, '#fff', 0],
      [1, '#000', 0.18],
    ],
    { cx: 0.4, cy: 0.35, r: 0.8 },
  )}</defs><rect width="400" height="300" fill="url(#${id}lt)"/>`;
}
