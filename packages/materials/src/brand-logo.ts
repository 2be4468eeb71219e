import { randomFrom, seedOf } from './random.ts';
import { escapeXml, svgDocument } from './svg.ts';

/** Quiet brand colours: ink, forest, clay, slate blue, bronze, plum. */
const INKS = ['#1f2a37', '#2f5d3a', '#9a4f34', '#3d5a80', '#7a5c3a', '#5b3f5e'];

const FONTS = ["Georgia, 'Times New Roman', serif", "'Helvetica Neue', Arial, sans-serif"];

/** Up to two initials: 'Oak & Grain Floors' → 'OG'. */
function initials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/**
 * A generated logo for a brand (480 × 160 SVG): a monogram in a circle or square and the name as a
 * wordmark, in one of a few quiet colours and two typefaces, all chosen from the name.
 */
export function renderBrandLogo(name: string): string {
  const random = randomFrom(seedOf(name));
  const ink = random.pick(INKS);
  const font = random.pick(FONTS);
  const round = random.next() < 0.5;
  const text = escapeXml(name);
  const mono = escapeXml(initials(name));
  const size = name.length > 18 ? 30 : name.length > 12 ? 36 : 42;
  const badge = round
    ? `<circle cx="80" cy="80" r="54" fill="${ink}"/><circle cx="80" cy="80" r="47" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.5"/>`
    : `<rect x="28" y="28" width="104" height="104" rx="10" fill="none" stroke="${ink}" stroke-width="5"/>`;
  return svgDocument(
    '0 0 480 160',
    480,
    160,
    `<rect width="480" height="160" fill="#fff"/>${badge}<text x="80" y="${round ? 95 : 97}" font-family="${font}" font-size="44" font-weight="600" text-anchor="middle" fill="${round ? '#fff' : ink}" letter-spacing="1">${mono}</text><text x="156" y="${80 + size / 3}" font-family="${font}" font-size="${size}" font-weight="500" fill="${ink}" textLength="${Math.min(300, name.length * size * 0.56)}" lengthAdjust="spacingAndGlyphs">${text}</text>`,
  );
}
