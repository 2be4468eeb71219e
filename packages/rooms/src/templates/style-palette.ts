/** A style palette: the looks one design style gives each slot of a room group (issue #13). */

import type { RoomGroup } from '../slots/slot-categories.ts';
import type { Paint } from './room-template.ts';

/** A material of the palette; without `category` it is looked for in the slot's main category. */
export interface PaletteLook {
  colours: readonly string[];
  q?: string;
  category?: string;
}

export interface StylePalette {
  id: string;
  /** Leads the template's name: 'Coastal white' + 'classic L kitchen'. */
  name: string;
  group: RoomGroup;
  description: string;
  paint: { walls: Paint; cabinets: Paint };
  /**
   * Looks by slot id first ('range', 'shower', 'pool-coping'), then by slot kind ('floor', 'faucet',
   * 'appliances'); 'accent-wall' dresses a living room's sofa or bed wall, 'wall' every patio wall.
   */
  looks: Readonly<Record<string, PaletteLook>>;
}

export const look = (q: string | undefined, colours: readonly string[], category?: string): PaletteLook => ({
  colours,
  ...(q === undefined ? {} : { q }),
  ...(category === undefined ? {} : { category }),
});
