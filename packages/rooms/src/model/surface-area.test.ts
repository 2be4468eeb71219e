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

  it('never goes below zero nor counts a hole outside its panel', () => {
    expect(panelAreaSqft(panel(2, 2, [{ x: -1, y: -1, width: 10, height: 10 }]))).toBe(0);
    expect(panelAreaSqft(panel(2, 2, [{ x: 5, y: 0, width: 1, height: 1 }]))).toBe(4);
  });
});

describe('laid-out areas', () => {
  const plan = floorPlanById('kitchen-l-classic')!;
  const layout = layoutRoom(plan, { widthFt: 12, depthFt: 11, heightFt: 9 });

  it('measures the floor and each wall minus its openings', () => {
    expect(surface(layout, 'floor').areaSqft).toBe(132);
    // North wall 12 × 9 with a 3 × 3 window over the sink.
    expect(surface(layout, 'wall-north').areaSqft).toBe(99);
    // South wall 12 × 9 with a 3 × 6.67 door.
    expect(surface(layout, 'wall-south').areaSqft).toBe(87.99);
    expect(surface(layout, 'wall-east').areaSqft).toBe(99);
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
    expect(surface(bigger, 'floor').areaSqft).toBe(154);
    expect(surface(bigger, 'wall-north').areaSqft).toBe(117);
  });
});
