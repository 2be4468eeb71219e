/** Standard doors and windows the plans place (sizes in feet). */

import type { WallId } from '../model/room-model.ts';
import type { OpeningSpec } from './floor-plan.ts';

type Place = Pick<OpeningSpec, 'anchor' | 'insetFt'>;

export const centred: Place = { anchor: 'center', insetFt: 0 };
export const fromStart = (insetFt: number): Place => ({ anchor: 'start', insetFt });
export const fromEnd = (insetFt: number): Place => ({ anchor: 'end', insetFt });

/** A 3 ft interior door (6'8"). */
export const door = (wall: WallId, place: Place = centred, widthFt = 3): OpeningSpec => ({
  wall,
  kind: 'door',
  widthFt,
  heightFt: 6.67,
  sillFt: 0,
  ...place,
});

/** A cased opening to the next room, door height. */
export const passage = (wall: WallId, place: Place = centred, widthFt = 4): OpeningSpec => ({
  ...door(wall, place, widthFt),
  kind: 'opening',
});

/** A window over a counter: its sill clears the 36" counter and 4" of backsplash. */
export const counterWindow = (wall: WallId, place: Place = centred, widthFt = 3): OpeningSpec => ({
  wall,
  kind: 'window',
  widthFt,
  heightFt: 3,
  sillFt: 3.5,
  ...place,
});

/** A room window with a 30" sill. */
export const window = (wall: WallId, place: Place = centred, widthFt = 4): OpeningSpec => ({
  wall,
  kind: 'window',
  widthFt,
  heightFt: 4,
  sillFt: 2.5,
  ...place,
});

/** A bathroom window, high for privacy (sill at 54"). */
export const highWindow = (wall: WallId, place: Place = centred, widthFt = 2.5): OpeningSpec => ({
  wall,
  kind: 'window',
  widthFt,
  heightFt: 2,
  sillFt: 4.5,
  ...place,
});

/** A gap in an 18" seat wall, a patio's way out to the yard. */
export const seatWallGap = (wall: WallId, place: Place = centred, widthFt = 4): OpeningSpec => ({
  wall,
  kind: 'opening',
  widthFt,
  heightFt: 1.5,
  sillFt: 0,
  ...place,
});
