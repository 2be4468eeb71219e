import { describe, expect, it } from 'vitest';
import { cameraView, orbitLimits } from './camera-views.ts';

const kitchen = { widthFt: 14, depthFt: 12, heightFt: 9 };

describe('cameraView', () => {
  it('looks at the middle of the room from outside it, in every preset', () => {
    for (const preset of ['corner', 'front', 'top'] as const) {
      const { position, target } = cameraView(preset, kitchen);
      expect(target[0]).toBeCloseTo(7, 6);
      expect(target[1]).toBeCloseTo(2.7, 6);
      expect(target[2]).toBeCloseTo(6, 6);
      const outside = position[0] > 14 || position[2] > 12 || position[1] > 9;
      expect(outside, preset).toBe(true);
    }
  });

  it('puts the corner view south-east and above, the front view south, the top view overhead', () => {
    const corner = cameraView('corner', kitchen).position;
    expect(corner[0]).toBeGreaterThan(14);
    expect(corner[2]).toBeGreaterThan(12);
    const front = cameraView('front', kitchen).position;
    expect(front[0]).toBeCloseTo(7, 6);
    expect(front[2]).toBeGreaterThan(12);
    const top = cameraView('top', kitchen).position;
    expect(top[1]).toBeGreaterThan(20);
    expect(Math.abs(top[2] - 6)).toBeLessThan(1);
  });

  it('turns the corner view to the corner asked for, and only the corner view', () => {
    const southWest = cameraView('corner', kitchen, 'south-west').position;
    expect(southWest[0]).toBeLessThan(0);
    expect(southWest[2]).toBeGreaterThan(12);
    const northEast = cameraView('corner', kitchen, 'north-east').position;
    expect(northEast[0]).toBeGreaterThan(14);
    expect(northEast[2]).toBeLessThan(0);
    expect(cameraView('front', kitchen, 'north-west')).toEqual(cameraView('front', kitchen));
  });

  it('stands every preset within the orbit’s limits, so the first drag does not jump', () => {
    const { min, max } = orbitLimits(kitchen);
    for (const preset of ['corner', 'front', 'top'] as const) {
      const { position, target } = cameraView(preset, kitchen);
      const distance = Math.hypot(...position.map((value, axis) => value - target[axis]!));
      expect(distance).toBeGreaterThanOrEqual(min);
      expect(distance).toBeLessThanOrEqual(max);
    }
  });
});
