import { TEXTURE_PATCH_INCHES } from '@showroom/contract';
import { contrastOf, darken, lighten, luminance, mix } from '../colour.ts';
import type { MaterialSpec } from '../material-spec.ts';
import { randomFrom } from '../random.ts';
import { num } from '../svg.ts';
import type { Region } from './piece.ts';

const P = TEXTURE_PATCH_INCHES;

/** Defs and drawing laid over a surface's pieces to give them their look; none for plain glazes. */
export interface Layer {
  defs: string;
  body: string;
}

const NONE: Layer = { defs: '', body: '' };

/** The look's own layer (veins, speckle, chips, noise), drawn over `region`. */
export function lookLayer(spec: MaterialSpec, region: Region, id: string): Layer {
  switch (spec.look) {
    case 'marble':
      return veins(spec, region, id);
    case 'granite':
      return combine(noise(spec, region, id, 2.2, 0.5), speckle(spec, region, `${id}s`, 4, 30, 0.06));
    case 'terrazzo':
      return chips(spec, region, id);
    case 'travertine':
      return combine(bands(spec, region, id), noise(spec, region, id, 1.1, 0.14));
    case 'concrete':
      return combine(noise(spec, region, id, 0.6, 0.12), speckle(spec, region, `${id}s`, 4, 24, 0.04));
    case 'slate':
      return noise(spec, region, id, 0.9, 0.22);
    case 'grass':
      return grass(spec, region, id);
    default:
      return NONE;
  }
}

function combine(a: Layer, b: Layer): Layer {
  return { defs: a.defs + b.defs, body: a.body + b.body };
}

/** The rect covering the region, filled with `fill`. */
const cover = (region: Region, fill: string, extra = '') =>
  `<rect x="${num(region.x)}" y="${num(region.y)}" width="${num(region.width)}" height="${num(region.height)}" fill="${fill}"${extra}/>`;

/**
 * Marble veins: a few long wandering strokes, soft and wide under thin and sharp. Drawn in one patch
 * and repeated at every neighbouring patch, so the veins run on seamlessly.
 */
function veins(spec: MaterialSpec, region: Region, id: string): Layer {
  const random = randomFrom(spec.seed ^ 0x5eed);
  const base = spec.colours[0]!;
  const dark = luminance(base) < 0.3;
  // Dark marbles (Nero Marquina) have white veins, light ones grey-brown veins. A product's other
  // colours are the colours it is offered in, not its veins.
  const vein = dark
    ? lighten(base, 0.75)
    : mix(darken(base, 0.45), '#8a7d6a', luminance(base) > 0.9 ? 0.25 : 0.5);
  const strokes: string[] = [];
  for (let v = 0; v < 6; v++) {
    let x = random.range(0, P);
    let y = random.range(0, P);
    let heading = random.range(-0.6, 0.6) + Math.PI / 4;
    let path = `M${num(x)} ${num(y)}`;
    for (let s = 0; s < 7; s++) {
      const length = random.range(5, 10);
      heading += random.range(-0.5, 0.5);
      const cx = x + Math.cos(heading) * length * 0.5 + random.range(-1.5, 1.5);
      const cy = y + Math.sin(heading) * length * 0.5 + random.range(-1.5, 1.5);
      x += Math.cos(heading) * length;
      y += Math.sin(heading) * length;
      path += `Q${num(cx)} ${num(cy)} ${num(x)} ${num(y)}`;
    }
    const main = v < 2;
    const width = main ? random.range(0.16, 0.28) : random.range(0.04, 0.1);
    if (main) strokes.push(`<path d="${path}" stroke-width="${num(width * 7)}" stroke-opacity=".06"/>`);
    strokes.push(
      `<path d="${path}" stroke-width="${num(width)}" stroke-opacity="${num(main ? 0.55 : random.range(0.25, 0.45))}"/>`,
    );
  }
  const group = `<g id="${id}" fill="none" stroke="${vein}" stroke-linecap="round" stroke-linejoin="round">${strokes.join('')}</g>`;
  return { defs: `<defs>${group}</defs>`, body: repeats(region, id) };
}

/** `<use>` of a patch-sized drawing at every patch that can show inside the region. */
function repeats(region: Region, id: string): string {
  let uses = '';
  for (let x = Math.floor(region.x / P) - 1; x * P < region.x + region.width; x++)
    for (let y = Math.floor(region.y / P) - 1; y * P < region.y + region.height; y++)
      uses += `<use href="#${id}" x="${x * P}" y="${y * P}"/>`;
  return uses;
}

/** Random dots in a repeating square `size` inches wide: granite's crystals, quartz's fleck. */
function speckle(
  spec: MaterialSpec,
  region: Region,
  id: string,
  size: number,
  count: number,
  radius: number,
): Layer {
  const random = randomFrom(spec.seed ^ 0x9e37);
  const base = spec.colours[0]!;
  const shades = [
    contrastOf(base, 0.4),
    contrastOf(base, 0.22),
    mix(base, '#ffffff', 0.35),
    mix(base, '#000000', 0.5),
  ];
  let dots = '';
  for (let i = 0; i < count; i++) {
    const r = radius * random.range(0.6, 1.4);
    dots += `<circle cx="${num(random.range(0, size))}" cy="${num(random.range(0, size))}" r="${num(r)}" fill="${random.pick(shades)}" fill-opacity="${num(random.range(0.3, 0.7))}"/>`;
  }
  const pattern = `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${dots}</pattern>`;
  return { defs: `<defs>${pattern}</defs>`, body: cover(region, `url(#${id})`) };
}

/** Terrazzo: chips of marble in a few colours. */
function chips(spec: MaterialSpec, region: Region, id: string): Layer {
  const random = randomFrom(spec.seed ^ 0x7e22);
  const base = spec.colours[0]!;
  const shades = [darken(base, 0.35), '#b9a58a', '#8c9296', lighten(base, 0.5), '#c98f6e'];
  let shapes = '';
  for (let i = 0; i < 36; i++) {
    const x = random.range(0, 6);
    const y = random.range(0, 6);
    const r = random.range(0.05, 0.22);
    const corners = Array.from({ length: 5 }, (_, k) => {
      const a = (k / 5) * Math.PI * 2 + random.range(-0.4, 0.4);
      const rr = r * random.range(0.6, 1.2);
      return `${num(x + Math.cos(a) * rr)} ${num(y + Math.sin(a) * rr)}`;
    });
    shapes += `<path d="M${corners.join('L')}z" fill="${random.pick(shades)}"/>`;
  }
  const pattern = `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse">${shapes}</pattern>`;
  return { defs: `<defs>${pattern}</defs>`, body: cover(region, `url(#${id})`) };
}

/** Travertine's soft layered bands, repeated per patch. */
function bands(spec: MaterialSpec, region: Region, id: string): Layer {
  const random = randomFrom(spec.seed ^ 0xba4d);
  const shade = darken(spec.colours[0]!, 0.22);
  let d = '';
  for (let b = 0; b < 5; b++) {
    const y = random.range(0, P);
    const h = random.range(0.3, 1.4);
    d += `M0 ${num(y)}C16 ${num(y + random.range(-2, 2))} 32 ${num(y + random.range(-2, 2))} ${P} ${num(y)}v${num(h)}C32 ${num(y + h + random.range(-1, 1))} 16 ${num(y + h + random.range(-1, 1))} 0 ${num(y + h)}z`;
  }
  const group = `<path id="${id}b" d="${d}" fill="${shade}" fill-opacity=".22"/>`;
  return { defs: `<defs>${group}</defs>`, body: repeats(region, `${id}b`) };
}

/**
 * Fractal noise, dark flecks and light ones: the rough face of stone, concrete and turf. The noise
 * stitches at the region's edges, so a texture patch stays seamless.
 */
export function noise(
  spec: MaterialSpec,
  region: Region,
  id: string,
  frequency: number,
  strength: number,
): Layer {
  const seed = spec.seed % 1000;
  const filter = (name: string, colour: number, slope: number) =>
    `<filter id="${name}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${num(frequency)}" numOctaves="3" seed="${seed}" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 ${colour} 0 0 0 0 ${colour} 0 0 0 0 ${colour} ${slope} 0 0 0 ${num(-slope * 0.5)}"/></filter>`;
  return {
    defs: `<defs>${filter(`${id}d`, 0, 2.4)}${filter(`${id}l`, 1, -2.4)}</defs>`,
    body: `${cover(region, '#000', ` filter="url(#${id}d)" opacity="${num(strength)}"`)}${cover(region, '#fff', ` filter="url(#${id}l)" opacity="${num(strength * 0.6)}"`)}`,
  };
}

/** Turf: blades in two greens over fine noise. */
function grass(spec: MaterialSpec, region: Region, id: string): Layer {
  const random = randomFrom(spec.seed ^ 0x61a5);
  const base = spec.colours[0]!;
  const tones = [
    darken(base, 0.35),
    lighten(base, 0.25),
    mix(base, '#c8c060', 0.3),
    spec.colours[1] ?? darken(base, 0.15),
  ];
  const byTone = tones.map(() => '');
  for (let i = 0; i < 90; i++) {
    const x = random.range(0, 4);
    const y = random.range(0, 4);
    const t = Math.floor(random.next() * tones.length);
    byTone[t] += `M${num(x)} ${num(y)}l${num(random.range(-0.25, 0.25))} ${num(-random.range(0.35, 0.8))}`;
  }
  const blades = byTone
    .map((d, t) =>
      d ? `<path d="${d}" stroke="${tones[t]}" stroke-width=".07" stroke-linecap="round"/>` : '',
    )
    .join('');
  const pattern = `<pattern id="${id}" width="4" height="4" patternUnits="userSpaceOnUse">${blades}</pattern>`;
  const rough = noise(spec, region, `${id}n`, 0.9, 0.35);
  return {
    defs: `<defs>${pattern}</defs>${rough.defs}`,
    body: `${rough.body}${cover(region, `url(#${id})`)}`,
  };
}
