import { describe, expect, it } from 'vitest';
import { layoutRoom } from '../layout/layout-room.ts';
import { floorPlanById } from '../plans/floor-plans.ts';
import { findSurfaceSlot } from '../slots/room-slots.ts';
import { isSurfaceSlot, type RoomLayout, type SurfacePanel, type SurfaceSlot } from './room-model.ts';
import { panelAreaSqft, surfaceAreaSqft } from './surface-area.ts';

const panel = (widthFt: number, heightFt: number, holes: SurfacePanel['holes'] = []): SurfacePanel => ({
  origin: [0, 0, 0],
  u: [1, 0, 0],
  v: [0, 1, 0],
  widthFt,
  heightFt,
  holes,
});

function surface(layout: RoomLayout, id: string): SurfaceSlot {
  const slot = findSurfaceSlot(layout, id);
  if (!slot) throw new Error(`no surface ${id}`);
  return slot;
}

describe('surfaceAreaSqft', () => {
  it('takes a wall minus its door and window', () => {
    // 12 × 9 = 108; a 3 × 6.67 door (20.01) and a 3 × 3 window (9) leave 78.99.
    const wall = panel(12, 9, [
      { x: 1, y: 0, width: 3, height: 6.67 },
      { x: 7, y: 3.5, width: 3, height: 3 },
    ]);
    expect(surfaceAreaSqft({ panels: [wall] })).toBe(78.99);
  });

  it('takes only the part of a window inside a backsplash strip', () => {
    // A 12 × 1.5 strip from 3 ft; the window from 3.5 to 6.5 ft cuts 3 × 1 of it.
    const strip = panel(12, 1.5, [{ x: 4.5, y: 0.5, width: 3, height: 3 }]);
    expect(panelAreaSqft(strip)).toBe(15);
  });

  it('sums several panels and rounds to hundredths', () => {
    expect(surfaceAreaSqft({ panels: [panel(1 / 3, 1), panel(1 / 3, 1), panel(2, 2.125)] })).toBe(4.92);
    expect(surfaceAreaSqft({ panels: [] })).toBe(0);
  });

  it('takes what covers a panel off its area once, however it overlaps the holes', () => {
    // A 12 × 9 wall, a 3 × 3 window at 3.5–6.5 ft, a backsplash strip over 3–4.5 ft across it all.
    const wall = {
      ...panel(12, 9, [{ x: 7, y: 3.5, width: 3, height: 3 }]),
      covered: [{ x: 0, y: 3, width: 12, height: 1.5 }],
    };
    // 108 − 9 (window) − 18 (strip) + 3 (their overlap, 3 × 1) = 84.
    expect(panelAreaSqft(wall)).toBe(84);
    // Two cabinets meeting in a corner overlap: their shared 2 × 2 counts once.
    const floor = {
      ...panel(10, 10),
      covered: [
        { x: 0, y: 0, width: 10, height: 2 },
        { x: 0, y: 0, width: 2, height: 6 },
      ],
    };
    expect(panelAreaSqft(floor)).toBe(100 - 20 - 8);
  });

  it('never goes below zero nor counts a hole outside its panel', () => {
    expect(panelAreaSqft(panel(2, 2, [{ x: -1, y: -1, width: 10, height: 10 }]))).toBe(0);
    expect(panelAreaSqft(panel(2, 2, [{ x: 5, y: 0, width: 1, height: 1 }]))).toBe(4);
  });
});

describe('laid-out areas', () => {
  const plan = floorPlanById('kitchen-l-classic')!;
  const layout = layoutRoom(plan, { widthFt: 12, depthFt: 11, heightFt: 9 });

  it('measures the floor and each wall minus its openings and what covers it', () => {
    // 12 × 11 = 132 less the base cabinets' footprints (north 2.5 + 4.5 ft and west 2 × 1.5 ft, 2 ft
    // deep): 112. The floor under the fridge, range and dishwasher is laid (they slide out over it).
    expect(surface(layout, 'floor').areaSqft).toBe(112);
    // South wall 12 × 9 with a 3 × 6.67 door; nothing stands against it.
    expect(surface(layout, 'wall-south').areaSqft).toBe(87.99);
    // East wall 11 × 9 = 99, less the end of the deep cabinet over the fridge (2 × 1).
    expect(surface(layout, 'wall-east').areaSqft).toBe(96.99);
    // North wall 12 × 9 = 108 with a 3 × 3 window over the sink, less base and wall cabinets and the
    // backsplash between them (the window's part of the splash taken off once).
    expect(surface(layout, 'wall-north').areaSqft).toBe(51.62);
  });

  it('takes the floor under a tub and a vanity, and the wall behind the tub and its surround', () => {
    const bath = layoutRoom(floorPlanById('bath-hall-tub')!, { widthFt: 6, depthFt: 9.5, heightFt: 9 });
    // 6 × 9.5 = 57 less the 6 × 2.5 tub and the 1.75 × 2 vanity: 38.5.
    expect(surface(bath, 'floor').areaSqft).toBe(38.5);
    // The tub's wall: 6 × 9 = 54, the tub to 1.67 ft and its surround to 7 ft leave the top 2 ft.
    expect(surface(bath, 'wall-north').areaSqft).toBe(12);
    expect(surface(bath, 'wall-south').areaSqft).toBe(54);
  });

  it('measures the backsplash between counter and wall cabinets, minus the window', () => {
    // North run: 12 ft minus the 3 ft fridge = 9 × 1.5, less the window's 3 × 1 → 10.5.
    // West return: 5.5 ft of cabinets (a 3.5 ft walkway to the far wall) plus the 2 ft corner over the
    // north counter: 7.5 × 1.5 = 11.25.
    expect(surface(layout, 'backsplash').areaSqft).toBe(21.75);
  });

  it('gives every slot its area from its panels', () => {
    for (const slot of layout.slots.filter(isSurfaceSlot)) expect(slot.areaSqft).toBe(surfaceAreaSqft(slot));
  });

  it('keeps areas in step with the dimensions', () => {
    const bigger = layoutRoom(plan, { widthFt: 14, depthFt: 11, heightFt: 9 });
    // Two more feet of wall along the north run: 2 more feet of base cabinet, 24 − 4 sqft more floor.
    expect(surface(bigger, 'floor').areaSqft).toBe(130);
    expect(surface(bigger, 'wall-south').areaSqft).toBe(105.99);
  });
});
