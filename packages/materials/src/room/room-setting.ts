import type { MaterialSpec } from '../material-spec.ts';

/**
 * Neutral materials of a room around the product: a light oak floor, a pale stone-look tile, pavers
 * outside. Specs like a product's, so the room is drawn by the same renderer.
 */
const neutral = (seed: number, overrides: Partial<MaterialSpec>): MaterialSpec => ({
  seed,
  family: 'tile',
  shape: '',
  look: 'glaze',
  colours: ['#e9e5de'],
  sheen: 'matte',
  metal: false,
  size: { width: 24, length: 24 },
  pattern: 'straight',
  style: '',
  placement: 'floor',
  ...overrides,
});

export const OAK_FLOOR = neutral(11, {
  family: 'plank',
  look: 'wood',
  colours: ['#cdb08a'],
  size: { width: 7, length: 48 },
  pattern: 'random',
});
export const STONE_FLOOR = neutral(12, {
  look: 'marble',
  colours: ['#e4e0d9'],
  size: { width: 24, length: 24 },
  sheen: 'satin',
});
export const PATIO_FLOOR = neutral(13, {
  family: 'paver',
  look: 'travertine',
  colours: ['#cbbd9f', '#d8ccb2'],
  size: { width: 16, length: 24 },
  pattern: 'offset',
});
export const QUARTZ_TOP = neutral(14, { family: 'slab', look: 'concrete', colours: ['#f1eee9'], size: null });

/** The kind of room a product is shown in. */
export type Setting = 'bath' | 'kitchen' | 'living' | 'outdoor';

export function settingOf(spec: MaterialSpec): Setting {
  switch (spec.family) {
    case 'turf':
    case 'paver':
    case 'coping':
    case 'outdoor':
      return 'outdoor';
    case 'vanity':
    case 'tub':
    case 'toilet':
    case 'shower':
      return 'bath';
    case 'appliance':
    case 'sink':
    case 'slab':
    case 'hardware':
      return 'kitchen';
    case 'faucet':
      return spec.shape === 'single-handle' || spec.shape === 'widespread' || spec.shape === 'wall-mount'
        ? 'bath'
        : 'kitchen';
    case 'stacked-stone':
      // A feature wall: the whole back wall of a living room.
      return 'living';
    default:
      return spec.placement === 'wall' ? 'kitchen' : 'living';
  }
}
