import { useId } from 'react';

type Art =
  | {
      kind: 'texture';
      texture: 'tile' | 'planks' | 'stone' | 'turf' | 'pavers' | 'mosaic' | 'marble' | 'coping';
    }
  | {
      kind: 'object';
      object:
        | 'fridge'
        | 'faucet'
        | 'vanity'
        | 'tub'
        | 'knob'
        | 'fan'
        | 'pendant'
        | 'sink'
        | 'shower'
        | 'toilet'
        | 'plant';
    };

interface Look {
  art: Art;
  /** Background gradient, top to bottom. */
  from: string;
  to: string;
  ink: string;
}

const tex = (texture: Extract<Art, { kind: 'texture' }>['texture']): Art => ({ kind: 'texture', texture });
const obj = (object: Extract<Art, { kind: 'object' }>['object']): Art => ({ kind: 'object', object });

/** How each shop category is drawn: a material texture or a product silhouette. */
const LOOKS: Record<string, Look> = {
  Appliances: { art: obj('fridge'), from: '#e0ecf4', to: '#b7cde0', ink: '#5b6b7b' },
  'Artificial Turf': { art: tex('turf'), from: '#6fbf5a', to: '#3f8f3a', ink: '#2f6f2a' },
  'Backsplash Tiles': { art: tex('mosaic'), from: '#d8efec', to: '#8cc9c2', ink: '#3d8f86' },
  'Bathroom Faucets': { art: obj('faucet'), from: '#eef2f6', to: '#cfd8e3', ink: '#6b7a8a' },
  'Bathroom Vanitys': { art: obj('vanity'), from: '#f5ece2', to: '#e2cfb9', ink: '#8a6a4b' },
  'Bath Tubs': { art: obj('tub'), from: '#e6f3f8', to: '#bfdcea', ink: '#7aa3b8' },
  'Cabinet Hardware': { art: obj('knob'), from: '#f3ead8', to: '#dcc59a', ink: '#9a7a3a' },
  Countertop: { art: tex('marble'), from: '#fafafa', to: '#e5e5e5', ink: '#9ca3af' },
  Fans: { art: obj('fan'), from: '#eaf1f7', to: '#c9d9e8', ink: '#4b5d70' },
  Hardscaping: { art: tex('pavers'), from: '#e2d6c2', to: '#c9b597', ink: '#9c8c72' },
  'Hardwood Flooring': { art: tex('planks'), from: '#c48f5c', to: '#9a6a3e', ink: '#7a5230' },
  'Kitchen Faucets': { art: obj('faucet'), from: '#f4efe6', to: '#e0d3bd', ink: '#a0803c' },
  'Kitchen Sinks': { art: obj('sink'), from: '#eef1f3', to: '#cdd5db', ink: '#7b8791' },
  'Laminate Flooring': { art: tex('planks'), from: '#d9bf98', to: '#b89b70', ink: '#93784f' },
  Lights: { art: obj('pendant'), from: '#2f3640', to: '#1f242b', ink: '#e9c46a' },
  'luxury-flooring': { art: tex('planks'), from: '#a9a49c', to: '#7e786f', ink: '#5f5a52' },
  'Pool Copings': { art: tex('coping'), from: '#59b6d6', to: '#2f8fb5', ink: '#e8dcc4' },
  Showers: { art: obj('shower'), from: '#e3eef3', to: '#b9d2de', ink: '#5d7685' },
  'Stacked Stone': { art: tex('stone'), from: '#b9ae9d', to: '#8f8473', ink: '#6f6555' },
  'Tile Flooring': { art: tex('tile'), from: '#ece7df', to: '#d3cabd', ink: '#a99d8c' },
  Toilets: { art: obj('toilet'), from: '#f1f4f6', to: '#d6dde3', ink: '#8a97a3' },
  Outdoor: { art: obj('plant'), from: '#dff0d8', to: '#a9d39b', ink: '#3f7a3f' },
};

const FALLBACK: Look = { art: tex('tile'), from: '#eee', to: '#ddd', ink: '#999' };

/**
 * A generated picture for a shop category (nothing can be downloaded): a procedural material
 * texture (tile, wood, stone, turf ...) or a product silhouette on a soft gradient.
 */
export function CategoryArt({ category }: { category: string }) {
  const uid = useId().replace(/:/g, '');
  const look = LOOKS[category] ?? FALLBACK;
  const bg = `g${uid}`;
  const pat = `p${uid}`;
  return (
    <svg
      className="home-art"
      viewBox="0 0 200 150"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={look.from} />
          <stop offset="1" stopColor={look.to} />
        </linearGradient>
        {look.art.kind === 'texture' && <Texture id={pat} texture={look.art.texture} ink={look.ink} />}
      </defs>
      <rect width="200" height="150" fill={`url(#${bg})`} />
      {look.art.kind === 'texture' ? (
        <rect width="200" height="150" fill={`url(#${pat})`} />
      ) : (
        <ObjectArt object={look.art.object} ink={look.ink} />
      )}
      <rect width="200" height="150" fill="#fff" opacity=".08" />
    </svg>
  );
}

function Texture({
  id,
  texture,
  ink,
}: {
  id: string;
  texture: Extract<Art, { kind: 'texture' }>['texture'];
  ink: string;
}) {
  switch (texture) {
    case 'tile':
      return (
        <pattern id={id} width="50" height="50" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <path d="M0 .5H50M.5 0V50" stroke={ink} strokeWidth="2" />
          <rect x="6" y="6" width="16" height="10" fill="#fff" opacity=".25" />
        </pattern>
      );
    case 'mosaic':
      return (
        <pattern id={id} width="30" height="15" patternUnits="userSpaceOnUse">
          <rect x="1" y="1" width="13" height="6" rx="1" fill="#fff" opacity=".55" />
          <rect x="16" y="1" width="13" height="6" rx="1" fill={ink} opacity=".5" />
          <rect x="-6" y="8.5" width="13" height="6" rx="1" fill={ink} opacity=".35" />
          <rect x="9" y="8.5" width="13" height="6" rx="1" fill="#fff" opacity=".4" />
          <rect x="24" y="8.5" width="13" height="6" rx="1" fill={ink} opacity=".6" />
        </pattern>
      );
    case 'planks':
      return (
        <pattern id={id} width="200" height="22" patternUnits="userSpaceOnUse">
          <path d="M0 .5H200M0 11.5H200M70 0v11M150 11v11M20 11v11" stroke={ink} strokeWidth="1.2" />
          <path
            d="M10 5q30-3 50 1M90 16q30 3 50-1M160 6q20-2 36 0"
            stroke={ink}
            strokeOpacity=".35"
            fill="none"
          />
        </pattern>
      );
    case 'stone':
      return (
        <pattern id={id} width="80" height="36" patternUnits="userSpaceOnUse">
          <rect x="1" y="1" width="34" height="9" rx="2" fill="#fff" opacity=".22" />
          <rect x="37" y="1" width="42" height="9" rx="2" fill={ink} opacity=".45" />
          <rect x="1" y="13" width="22" height="10" rx="2" fill={ink} opacity=".55" />
          <rect x="25" y="13" width="54" height="10" rx="2" fill="#fff" opacity=".15" />
          <rect x="1" y="26" width="46" height="9" rx="2" fill="#fff" opacity=".3" />
          <rect x="49" y="26" width="30" height="9" rx="2" fill={ink} opacity=".35" />
        </pattern>
      );
    case 'turf':
      return (
        <pattern id={id} width="12" height="14" patternUnits="userSpaceOnUse">
          <path d="M2 14l1-9M6 14l-1-12M9 14l2-8" stroke={ink} strokeWidth="1.5" strokeLinecap="round" />
          <path d="M4 14l0-6" stroke="#a7e08f" strokeWidth="1" />
        </pattern>
      );
    case 'pavers':
      return (
        <pattern id={id} width="48" height="32" patternUnits="userSpaceOnUse">
          <rect x="1.5" y="1.5" width="29" height="13" rx="2" fill="#fff" opacity=".25" stroke={ink} />
          <rect x="32.5" y="1.5" width="14" height="29" rx="2" fill={ink} opacity=".35" />
          <rect x="1.5" y="17.5" width="13" height="13" rx="2" fill={ink} opacity=".25" />
          <rect x="16.5" y="17.5" width="14" height="13" rx="2" fill="#fff" opacity=".35" stroke={ink} />
        </pattern>
      );
    case 'marble':
      return (
        <pattern id={id} width="200" height="150" patternUnits="userSpaceOnUse">
          <path
            d="M-10 40q40 10 70-10t90 20 60-10M-10 110q50-30 90 0t130-20"
            stroke={ink}
            strokeWidth="1.5"
            fill="none"
            opacity=".7"
          />
          <path
            d="M30 0q10 40 60 60t50 90M120 0q-10 30 20 50"
            stroke={ink}
            strokeWidth=".8"
            fill="none"
            opacity=".5"
          />
        </pattern>
      );
    case 'coping':
      return (
        <pattern id={id} width="200" height="150" patternUnits="userSpaceOnUse">
          <path d="M0 0h200v34H0z" fill={ink} />
          <path d="M40 0v34M80 0v34M120 0v34M160 0v34" stroke="#bba98a" strokeWidth="2" />
          <path
            d="M0 70q25-8 50 0t50 0 50 0 50 0M0 110q25-8 50 0t50 0 50 0 50 0"
            stroke="#c9f0fb"
            strokeWidth="3"
            fill="none"
          />
        </pattern>
      );
  }
}

function ObjectArt({ object, ink }: { object: Extract<Art, { kind: 'object' }>['object']; ink: string }) {
  const common = {
    fill: 'none',
    stroke: ink,
    strokeWidth: 5,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  switch (object) {
    case 'fridge':
      return (
        <g>
          <rect x="72" y="20" width="56" height="112" rx="6" fill="#fff" stroke={ink} strokeWidth="3" />
          <path d="M72 62h56M118 34v18M118 74v28" stroke={ink} strokeWidth="3" />
        </g>
      );
    case 'faucet':
      return <path d="M70 120h60M100 120V60q0-24 24-24h10v18" {...common} />;
    case 'vanity':
      return (
        <g>
          <rect x="50" y="64" width="100" height="56" rx="4" fill={ink} />
          <rect x="44" y="56" width="112" height="10" rx="3" fill="#fff" />
          <path d="M100 66v54M62 84h26M112 84h26" stroke="#fff" strokeOpacity=".5" strokeWidth="3" />
          <path d="M100 56V40h10" {...common} strokeWidth={3} />
        </g>
      );
    case 'tub':
      return (
        <g>
          <path d="M40 70h120q0 46-30 50H70q-30-4-30-50z" fill="#fff" stroke={ink} strokeWidth="3" />
          <path d="M70 120l-6 12M130 120l6 12M52 70V40q0-10 10-10h10" {...common} strokeWidth={3} />
        </g>
      );
    case 'knob':
      return (
        <g>
          <circle cx="70" cy="75" r="18" fill={ink} />
          <circle cx="64" cy="69" r="5" fill="#fff" opacity=".6" />
          <path d="M110 75h60M116 75v-10M164 75v-10" {...common} />
        </g>
      );
    case 'fan':
      return (
        <g>
          <path d="M100 10v40" stroke={ink} strokeWidth="3" />
          <ellipse cx="100" cy="56" rx="12" ry="8" fill={ink} />
          <path d="M100 56q-50-8-80 6 40 6 80-6zM100 56q50-8 80 6-40 6-80-6z" fill={ink} opacity=".75" />
          <circle cx="100" cy="70" r="8" fill="#fff3b0" />
        </g>
      );
    case 'pendant':
      return (
        <g>
          {[60, 100, 140].map((x, i) => (
            <g key={x}>
              <path d={`M${x} 0v${30 + i * 10}`} stroke="#cbd5e1" strokeWidth="2" />
              <path d={`M${x - 18} ${56 + i * 10}q18-30 36 0z`} fill={ink} />
              <ellipse cx={x} cy={58 + i * 10} rx="20" ry="6" fill="#fff3b0" opacity=".6" />
            </g>
          ))}
        </g>
      );
    case 'sink':
      return (
        <g>
          <rect x="40" y="70" width="120" height="48" rx="10" fill="#fff" stroke={ink} strokeWidth="3" />
          <rect x="54" y="80" width="92" height="28" rx="8" fill={ink} opacity=".3" />
          <path d="M100 70V44q0-12 14-12h6" {...common} strokeWidth={4} />
        </g>
      );
    case 'shower':
      return (
        <g>
          <path d="M40 20h60v20" {...common} strokeWidth={4} />
          <path d="M80 44h40l-6-8H86z" fill={ink} />
          {[84, 92, 100, 108, 116].map((x, i) => (
            <path
              key={x}
              d={`M${x} 54l${(i - 2) * 3} 70`}
              stroke={ink}
              strokeWidth="2"
              strokeDasharray="4 8"
              opacity=".7"
            />
          ))}
        </g>
      );
    case 'toilet':
      return (
        <g>
          <rect x="110" y="30" width="40" height="50" rx="6" fill="#fff" stroke={ink} strokeWidth="3" />
          <path d="M56 80h94q0 34-36 40v12H86v-12q-30-6-30-40z" fill="#fff" stroke={ink} strokeWidth="3" />
        </g>
      );
    case 'plant':
      return (
        <g>
          <path
            d="M100 110c-30-30-40-70-14-96 6 36 16 60 14 96zM100 110c18-44 44-66 72-70-16 32-40 56-72 70zM100 110c-26-20-54-30-76-24 18 22 44 30 76 24z"
            fill={ink}
          />
          <path d="M80 108h40l-6 32H86z" fill="#c67b4e" />
        </g>
      );
  }
}
