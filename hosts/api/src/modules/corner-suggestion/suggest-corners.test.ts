import type { PhotoQuad } from '@showroom/contract/projects';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { suggestCorners } from './suggest-corners.ts';
import { drawnRoom, STRAIGHT_ON_FLOOR, straightOnRoom } from './synthetic-rooms.ts';

const photo = { width: 800, height: 600 };
/** A suggestion is good when each corner is within 2.5 % of the photo's diagonal (25 px) of the drawn one. */
const TOLERANCE = 25;

function expectNear(found: PhotoQuad | null, drawn: readonly (readonly [number, number])[]) {
  expect(found).not.toBeNull();
  const misses = (found ?? []).map(([x, y], i) =>
    Math.hypot(x - (drawn[i]?.[0] ?? 0), y - (drawn[i]?.[1] ?? 0)),
  );
  expect(Math.max(...misses), `corners ${JSON.stringify(found)}`).toBeLessThanOrEqual(TOLERANCE);
}

describe('suggested corners on drawn room photos', () => {
  it('finds the floor of a room seen straight on, cut where its side edges leave the photo', async () => {
    const found = await suggestCorners({ bytes: await straightOnRoom(), photo, kind: 'floor' });
    expectNear(found, STRAIGHT_ON_FLOOR);
  });

  it('finds the back wall, and the left wall when the rough placement is over it', async () => {
    const bytes = await straightOnRoom();
    const back = await suggestCorners({ bytes, photo, kind: 'wall', near: [400, 250] });
    expectNear(back, [
      [240, 150],
      [560, 150],
      [560, 360],
      [240, 360],
    ]);
    const left = await suggestCorners({ bytes, photo, kind: 'wall', near: [100, 250] });
    expectNear(left, [
      [0, 0],
      [240, 150],
      [240, 360],
      [0, 510],
    ]);
  });

  it('finds the floor of a room seen from the side, its near edge where the first side edge leaves', async () => {
    const bytes = await drawnRoom(photo.width, photo.height, [
      {
        points: [
          [0, 0],
          [800, 0],
          [800, 600],
          [0, 600],
        ],
        fill: '#ece6da',
      },
      {
        points: [
          [180, 80],
          [620, 110],
          [620, 370],
          [180, 330],
        ],
        fill: '#c9d3d6',
      },
      {
        points: [
          [0, 0],
          [180, 80],
          [180, 330],
          [0, 470],
        ],
        fill: '#a9b6ba',
      },
      {
        points: [
          [620, 110],
          [800, 40],
          [800, 600],
          [760, 600],
          [620, 370],
        ],
        fill: '#9eabaf',
      },
      {
        points: [
          [180, 330],
          [620, 370],
          [760, 600],
          [0, 600],
          [0, 470],
        ],
        fill: '#8b7355',
      },
    ]);
    const found = await suggestCorners({ bytes, photo, kind: 'floor' });
    // The right side edge runs from (620, 370) to (760, 600): at the left one's exit (y 470) it is at x 681.
    expectNear(found, [
      [180, 330],
      [620, 370],
      [681, 470],
      [0, 470],
    ]);
  });

  it('finds the floor of a wall-to-wall photo, its sides the photo’s own', async () => {
    const bytes = await drawnRoom(photo.width, photo.height, [
      {
        points: [
          [0, 0],
          [800, 0],
          [800, 390],
          [0, 370],
        ],
        fill: '#e4d8c4',
      },
      {
        points: [
          [0, 370],
          [800, 390],
          [800, 600],
          [0, 600],
        ],
        fill: '#5c4b3b',
      },
    ]);
    const found = await suggestCorners({ bytes, photo, kind: 'floor' });
    expectNear(found, [
      [0, 370],
      [800, 390],
      [800, 600],
      [0, 600],
    ]);
  });

  it('suggests nothing on a photo without a room’s lines', async () => {
    const circles = Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="${90 + (i % 3) * 300}" cy="${100 + Math.floor(i / 3) * 200}" r="${40 + i * 6}" fill="hsl(${i * 40},50%,50%)"/>`,
    ).join('');
    const bytes = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
        <rect width="800" height="600" fill="#87a96b"/>${circles}</svg>`),
    )
      .webp()
      .toBuffer();
    expect(await suggestCorners({ bytes, photo, kind: 'floor' })).toBeNull();
  });
});
