/** Surfaces are laid out at their real size; fixtures are drawn from parametric shapes. */
export const SURFACE_FAMILIES = [
  'tile',
  'plank',
  'stone',
  'slab',
  'turf',
  'paver',
  'coping',
  'stacked-stone',
] as const;
export const FIXTURE_FAMILIES = [
  'faucet',
  'shower',
  'sink',
  'vanity',
  'tub',
  'toilet',
  'light',
  'fan',
  'appliance',
  'hardware',
  'outdoor',
] as const;
export type SurfaceFamily = (typeof SURFACE_FAMILIES)[number];
export type FixtureFamily = (typeof FIXTURE_FAMILIES)[number];
export type MaterialFamily = SurfaceFamily | FixtureFamily;

export const PATTERNS = [
  'straight',
  'offset',
  'herringbone',
  'chevron',
  'hexagon',
  'basketweave',
  'random',
] as const;
/** How pieces are laid; `random` is random-length rows (planks, ledgers, ashlar). */
export type Pattern = (typeof PATTERNS)[number];

/** What each piece's face looks like. */
export type SurfaceLook =
  | 'glaze'
  | 'marble'
  | 'granite'
  | 'travertine'
  | 'slate'
  | 'terrazzo'
  | 'concrete'
  | 'wood'
  | 'glass'
  | 'zellige'
  | 'grass';

/** How light plays on it: gloss shows a sheen, matte none, brushed fine streaks, textured a rough face. */
export type Sheen = 'gloss' | 'satin' | 'matte' | 'brushed' | 'textured';

export interface MaterialSpec {
  /** Seeds every random choice of the picture. */
  seed: number;
  family: MaterialFamily;
  /** A fixture's shape within its family ('pull-down', 'farmhouse', 'chandelier', ...); '' for surfaces. */
  shape: string;
  look: SurfaceLook;
  /** `#rrggbb`, at least one: the main colour first. */
  colours: readonly string[];
  sheen: Sheen;
  /** Whether a fixture's finish is a metal (drawn with reflections) rather than paint, enamel or wood. */
  metal: boolean;
  /** One piece's face in inches (width across, length along); null when not laid in pieces. */
  size: { width: number; length: number } | null;
  pattern: Pattern;
  /** A short style word of fixtures ('modern', 'shaker', ...), '' when none. */
  style: string;
  /** Where a surface goes in a room view: on the floor, a wall, or a counter top. */
  placement: 'floor' | 'wall' | 'counter';
}

export const isSurface = (family: MaterialFamily): family is SurfaceFamily =>
  (SURFACE_FAMILIES as readonly string[]).includes(family);
