import type { RoomSlot } from '@showroom/rooms';
import { describe, expect, it } from 'vitest';
import { boxOutline, slotFootprint } from './plan-geometry.ts';

describe('slotFootprint', () => {
  it('outlines a flat panel and draws an upright one as the line it stands on', () => {
    const floor: RoomSlot = {
      id: 'floor',
      kind: 'floor',
      label: 'Floor',
      areaSqft: 120,
      panels: [{ origin: [0, 0, 0], u: [1, 0, 0], v: [0, 0, 1], widthFt: 12, heightFt: 10, holes: [] }],
    };
    expect(slotFootprint(floor)).toEqual({
      areas: [
        [
          [0, 0],
          [12, 0],
          [12, 10],
          [0, 10],
        ],
      ],
      lines: [],
    });
    const wall: RoomSlot = {
      id: 'wall-east',
      kind: 'wall',
      label: 'East wall',
      areaSqft: 80,
      panels: [{ origin: [12, 0, 0], u: [0, 0, 1], v: [0, 1, 0], widthFt: 10, heightFt: 8, holes: [] }],
    };
    expect(slotFootprint(wall)).toEqual({
      areas: [],
      lines: [
        [
          [12, 0],
          [12, 10],
        ],
      ],
    });
  });

  it('turns a fixture’s box about its centre', () => {
    const turned = boxOutline([5, 0, 5], [2, 1, 1], Math.PI / 2).map(([x, z]) => [
      Math.round(x * 10) / 10,
      Math.round(z * 10) / 10,
    ]);
    expect(turned).toEqual([
      [4.5, 6],
      [4.5, 4],
      [5.5, 4],
      [5.5, 6],
    ]);
  });
});
