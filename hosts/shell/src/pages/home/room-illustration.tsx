import { useId } from 'react';
import type { Room } from './inspired-designs-data.ts';

interface Palette {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  accent: string;
  metal: string;
}

/** Seven palettes, one per design of a tab: the pictures differ in colour, floor and layout. */
const PALETTES: readonly Palette[] = [
  {
    wall: '#f4efe6',
    wallShade: '#e2d8c6',
    floor: '#c9a27a',
    floorLine: '#a57d55',
    accent: '#8a6a4b',
    metal: '#b8b8b8',
  },
  {
    wall: '#dcecea',
    wallShade: '#bcd8d4',
    floor: '#e8e4dc',
    floorLine: '#c9c2b4',
    accent: '#4f8a8b',
    metal: '#9aa4ab',
  },
  {
    wall: '#f6e3d3',
    wallShade: '#e8c9ae',
    floor: '#c0714f',
    floorLine: '#9a5236',
    accent: '#d9b38c',
    metal: '#c9a15a',
  },
  {
    wall: '#3b4049',
    wallShade: '#2b2f36',
    floor: '#5b6169',
    floorLine: '#454a52',
    accent: '#1f2328',
    metal: '#d4af37',
  },
  {
    wall: '#e4eedb',
    wallShade: '#c9dcb9',
    floor: '#b48a5e',
    floorLine: '#8f6a43',
    accent: '#5f7f4a',
    metal: '#b0b0a8',
  },
  {
    wall: '#f3f3f1',
    wallShade: '#dedede',
    floor: '#e9e6e1',
    floorLine: '#c4beb5',
    accent: '#9aa1a8',
    metal: '#d8d8d8',
  },
  {
    wall: '#e7e0f0',
    wallShade: '#cfc3e0',
    floor: '#a98467',
    floorLine: '#84624a',
    accent: '#3f4d7a',
    metal: '#c0c0c0',
  },
];

type FloorKind = 'planks' | 'tiles' | 'hex' | 'herringbone';
const FLOORS: readonly FloorKind[] = [
  'planks',
  'tiles',
  'herringbone',
  'hex',
  'planks',
  'tiles',
  'herringbone',
];

interface RoomIllustrationProps {
  room: Room;
  /** Which of the seven designs (0-6). */
  variant: number;
  /** Describes the picture; the illustration is an image, not decoration. */
  alt: string;
}

/**
 * A generated room picture (nothing can be downloaded): an SVG scene drawn per room with
 * procedural floor textures. A fixed viewBox with the size set in CSS (aspect-ratio) keeps
 * the layout stable while it renders.
 */
export function RoomIllustration({ room, variant, alt }: RoomIllustrationProps) {
  const uid = useId().replace(/:/g, '');
  const p = PALETTES[variant % PALETTES.length] as Palette;
  const floor = FLOORS[variant % FLOORS.length] as FloorKind;
  const flip = variant % 2 === 1;
  const ids = { wall: `w${uid}`, floor: `f${uid}`, light: `l${uid}`, sky: `s${uid}` };
  return (
    <svg
      className="home-art"
      viewBox="0 0 400 300"
      role="img"
      aria-label={alt}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={ids.wall} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.wall} />
          <stop offset="1" stopColor={p.wallShade} />
        </linearGradient>
        <linearGradient id={ids.sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={variant === 3 ? '#1d3557' : '#8ecae6'} />
          <stop offset="1" stopColor={variant === 3 ? '#e76f51' : '#e0f4ff'} />
        </linearGradient>
        <radialGradient id={ids.light} cx={flip ? '0.8' : '0.2'} cy="0.2" r="0.9">
          <stop offset="0" stopColor="#fff" stopOpacity="0.45" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <FloorPattern id={ids.floor} kind={room === 'Landscaping/Outdoor' ? 'pavers' : floor} palette={p} />
      </defs>
      {room === 'Landscaping/Outdoor' ? (
        <Outdoor p={p} variant={variant} ids={ids} flip={flip} />
      ) : (
        <g transform={flip ? 'translate(400 0) scale(-1 1)' : undefined}>
          <rect width="400" height="205" fill={`url(#${ids.wall})`} />
          <rect y="205" width="400" height="95" fill={`url(#${ids.floor})`} />
          <rect y="200" width="400" height="6" fill={p.wallShade} />
          <Window x={300} y={36} sky={ids.sky} frame={p.accent} />
          {room === 'Bathroom' && <Bathroom p={p} variant={variant} />}
          {room === 'Kitchen' && <Kitchen p={p} variant={variant} />}
          {room === 'Living Room' && <Living p={p} variant={variant} />}
          <rect width="400" height="300" fill={`url(#${ids.light})`} />
        </g>
      )}
    </svg>
  );
}

function FloorPattern({
  id,
  kind,
  palette: p,
}: {
  id: string;
  kind: FloorKind | 'pavers';
  palette: Palette;
}) {
  switch (kind) {
    case 'planks':
      return (
        <pattern id={id} width="120" height="24" patternUnits="userSpaceOnUse">
          <rect width="120" height="24" fill={p.floor} />
          <path d="M0 .5H120M0 12.5H120M40 0v12M100 12v12" stroke={p.floorLine} strokeWidth="1" />
          <path d="M8 6h20M60 18h24" stroke={p.floorLine} strokeOpacity=".35" />
        </pattern>
      );
    case 'tiles':
      return (
        <pattern id={id} width="40" height="20" patternUnits="userSpaceOnUse">
          <rect width="40" height="20" fill={p.floor} />
          <path d="M0 .5H40M.5 0V20" stroke={p.floorLine} strokeWidth="1.2" />
          <rect x="3" y="3" width="14" height="6" fill="#fff" opacity=".12" />
        </pattern>
      );
    case 'hex':
      return (
        <pattern id={id} width="24" height="14" patternUnits="userSpaceOnUse">
          <rect width="24" height="14" fill={p.floor} />
          <path d="M0 7l4-7h8l4 7-4 7H4zM16 7h8" fill="none" stroke={p.floorLine} strokeWidth="1" />
        </pattern>
      );
    case 'herringbone':
      return (
        <pattern id={id} width="32" height="16" patternUnits="userSpaceOnUse">
          <rect width="32" height="16" fill={p.floor} />
          <path d="M0 16L16 0M16 16L32 0M0 0l16 16M16 0l16 16" stroke={p.floorLine} strokeWidth="1" />
        </pattern>
      );
    case 'pavers':
      return (
        <pattern id={id} width="36" height="24" patternUnits="userSpaceOnUse">
          <rect width="36" height="24" fill="#cdbfa8" />
          <path d="M0 .5H36M0 12.5H36M.5 0v12M18.5 12v12" stroke="#9c8c72" strokeWidth="1.2" />
          <rect x="4" y="3" width="10" height="5" fill="#fff" opacity=".15" />
        </pattern>
      );
  }
}

function Window({ x, y, sky, frame }: { x: number; y: number; sky: string; frame: string }) {
  return (
    <g>
      <rect x={x} y={y} width="70" height="100" rx="3" fill={`url(#${sky})`} stroke={frame} strokeWidth="5" />
      <path d={`M${x + 35} ${y}v100M${x} ${y + 50}h70`} stroke={frame} strokeWidth="3" />
      <circle cx={x + 52} cy={y + 22} r="7" fill="#fff6c8" opacity=".9" />
    </g>
  );
}

function Plant({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path
        d="M0 0c-14-20-18-38-6-52 2 18 6 30 6 52zM0 0c8-22 20-34 34-38-8 16-18 28-34 38zM0 0c-4-24 2-44 16-56 0 20-6 38-16 56z"
        fill="#4f7d4f"
      />
      <path d="M-10 0h20l-3 22h-14z" fill="#e8e2d6" stroke="#b8ad99" />
    </g>
  );
}

function Bathroom({ p, variant }: { p: Palette; variant: number }) {
  return (
    <g>
      {/* Wall tile band behind the vanity. */}
      <rect x="30" y="40" width="170" height="162" fill="#fff" opacity=".35" />
      <path
        d="M30 80h170M30 120h170M30 160h170M72 40v162M115 40v162M158 40v162"
        stroke={p.wallShade}
        strokeWidth="1.5"
      />
      <rect
        x="70"
        y="56"
        width="90"
        height="70"
        rx={variant % 3 === 0 ? 35 : 8}
        fill="#eef6f8"
        stroke={p.metal}
        strokeWidth="4"
      />
      <path d="M82 70l22 40M100 66l28 50" stroke="#fff" strokeWidth="4" opacity=".7" />
      <path d="M113 138v-8h10" fill="none" stroke={p.metal} strokeWidth="4" strokeLinecap="round" />
      <rect x="52" y="144" width="126" height="8" rx="2" fill="#f7f7f7" />
      <rect x="58" y="152" width="114" height="44" rx="3" fill={p.accent} />
      <path d="M115 152v44M66 172h42M123 172h42" stroke="#000" strokeOpacity=".18" strokeWidth="2" />
      <ellipse cx="115" cy="145" rx="24" ry="4" fill="#dfe7ea" />
      {/* Freestanding tub. */}
      <path
        d="M218 196c-8-18-6-40 2-48h100c8 8 10 30 2 48z"
        fill="#fdfdfd"
        stroke="#d5d9dd"
        strokeWidth="2"
      />
      <path d="M226 196l-4 10M314 196l4 10" stroke={p.metal} strokeWidth="4" strokeLinecap="round" />
      <path d="M234 148v-26q0-8 8-8h10" fill="none" stroke={p.metal} strokeWidth="4" />
      <ellipse cx="270" cy="150" rx="48" ry="5" fill="#cfe8f0" />
      <Plant x={372} y={204} scale={0.8} />
    </g>
  );
}

/** Left edges of the four upper cabinets. */
const UPPER_CABINETS = [24, 88, 152, 216] as const;

function Kitchen({ p, variant }: { p: Palette; variant: number }) {
  return (
    <g>
      {/* Backsplash tiles. */}
      <rect x="20" y="96" width="260" height="48" fill="#fff" opacity=".55" />
      <path d="M20 108h260M20 120h260M20 132h260" stroke={p.wallShade} strokeWidth="1" />
      {UPPER_CABINETS.map((x) => (
        <g key={x}>
          <rect x={x} y="28" width="60" height="62" rx="2" fill={p.accent} />
          <rect
            x={x + 6}
            y="34"
            width="48"
            height="50"
            rx="2"
            fill="none"
            stroke="#000"
            strokeOpacity=".15"
            strokeWidth="2"
          />
        </g>
      ))}
      <rect x="18" y="144" width="266" height="8" fill={variant === 3 ? '#222' : '#f1efea'} />
      <rect x="22" y="152" width="258" height="50" fill={p.accent} />
      <path
        d="M86 152v50M150 152v50M214 152v50M40 164h28M104 164h28M168 164h28M232 164h28"
        stroke="#000"
        strokeOpacity=".2"
        strokeWidth="2"
      />
      <path d="M130 144v-20q0-8 8-8h8v6" fill="none" stroke={p.metal} strokeWidth="3" />
      {/* Island with pendants. */}
      <rect x="200" y="212" width="180" height="60" rx="3" fill={p.wallShade} />
      <rect x="194" y="204" width="192" height="10" rx="2" fill={variant === 3 ? '#222' : '#faf9f6'} />
      {[236, 290, 344].map((cx) => (
        <g key={cx}>
          <path d={`M${cx} 0v120`} stroke="#333" strokeWidth="1.5" />
          <path d={`M${cx - 14} 134l6-14h16l6 14z`} fill={p.metal} />
          <ellipse cx={cx} cy="136" rx="16" ry="4" fill="#fff2b0" opacity=".8" />
        </g>
      ))}
      {[220, 280, 340].map((x) => (
        <path key={x} d={`M${x} 236h24M${x + 4} 236v40M${x + 20} 236v40`} stroke="#333" strokeWidth="3" />
      ))}
    </g>
  );
}

function Living({ p, variant }: { p: Palette; variant: number }) {
  return (
    <g>
      {variant === 2 ? (
        <g>
          <rect x="40" y="30" width="120" height="175" fill="#a39a8c" />
          <path
            d="M40 50h120M40 72h120M40 94h120M40 116h120M40 138h120M40 160h120M40 182h120M70 30v20M120 50v22M60 72v22M140 94v22M90 116v22M50 138v22M130 160v22"
            stroke="#7d7466"
            strokeWidth="2"
          />
          <rect x="70" y="150" width="60" height="45" rx="4" fill="#2d2a26" />
          <path d="M84 190q16-30 32 0z" fill="#f4a261" />
        </g>
      ) : (
        <g>
          <rect x="60" y="40" width="90" height="64" fill="#fff" stroke={p.accent} strokeWidth="5" />
          <path d="M66 96l24-30 18 20 12-12 24 22z" fill={p.accent} opacity=".7" />
          <circle cx="128" cy="60" r="7" fill="#f4a261" />
        </g>
      )}
      <ellipse cx="180" cy="262" rx="150" ry="26" fill={p.accent} opacity=".35" />
      {/* Sofa. */}
      <rect x="170" y="150" width="190" height="50" rx="14" fill={p.accent} />
      <rect x="160" y="176" width="210" height="40" rx="12" fill={p.accent} />
      <rect x="160" y="176" width="210" height="40" rx="12" fill="#fff" opacity=".12" />
      <rect x="186" y="160" width="40" height="26" rx="8" fill="#f1e3c8" />
      <rect x="304" y="160" width="40" height="26" rx="8" fill="#e9c46a" />
      <path d="M172 216v12M358 216v12" stroke="#3a2e24" strokeWidth="4" />
      {/* Coffee table and lamp. */}
      <ellipse cx="200" cy="246" rx="50" ry="10" fill="#6b4f3a" />
      <path d="M170 250v16M230 250v16" stroke="#6b4f3a" strokeWidth="4" />
      <path d="M30 206v-110" stroke="#333" strokeWidth="3" />
      <path d="M12 98l8-26h22l8 26z" fill="#f6e7c1" />
      <Plant x={380} y={204} scale={0.9} />
    </g>
  );
}

function Outdoor({
  p,
  variant,
  ids,
  flip,
}: {
  p: Palette;
  variant: number;
  ids: { floor: string; sky: string; light: string };
  flip: boolean;
}) {
  const hasPool = variant === 0 || variant === 6;
  return (
    <g transform={flip ? 'translate(400 0) scale(-1 1)' : undefined}>
      <rect width="400" height="300" fill={`url(#${ids.sky})`} />
      <circle cx="320" cy="60" r="26" fill="#fff3b0" opacity=".9" />
      <path d="M0 150q80-40 160-10t140-20 100 10v170H0z" fill="#7fa36b" />
      <path d="M0 170q100-30 200 0t200-10v140H0z" fill={variant === 5 ? '#d9b98a' : '#5e9a4e'} />
      {/* Turf stripes. */}
      <path d="M0 200h400M0 230h400M0 260h400" stroke="#fff" strokeOpacity=".12" strokeWidth="14" />
      <path d="M40 300l60-110h200l60 110z" fill={`url(#${ids.floor})`} />
      {hasPool ? (
        <g>
          <path d="M110 280l34-70h112l34 70z" fill="#e8dcc4" />
          <path d="M122 272l28-56h100l28 56z" fill="#3fa7c9" />
          <path d="M140 250q20-6 40 0t40 0 40 0" stroke="#bde9f5" strokeWidth="3" fill="none" />
        </g>
      ) : (
        <g>
          <rect x="150" y="214" width="100" height="10" rx="3" fill={p.accent} />
          <path d="M160 224v26M240 224v26" stroke={p.accent} strokeWidth="5" />
          <circle cx="200" cy="262" r="16" fill="#6b5a48" />
          <path d="M192 262q8-22 16 0z" fill="#f4a261" />
        </g>
      )}
      {/* Tree and loungers. */}
      <path d="M64 200v-60" stroke="#6b4f3a" strokeWidth="8" />
      <circle cx="64" cy="124" r="34" fill="#3f7a3f" />
      <circle cx="44" cy="140" r="22" fill="#4f8a4a" />
      <path d="M300 238l40-8 20 14h-56z" fill="#f1efe8" />
      <path d="M304 244v10M356 244v10" stroke="#444" strokeWidth="3" />
      <rect width="400" height="300" fill={`url(#${ids.light})`} />
    </g>
  );
}
