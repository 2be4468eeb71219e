import type { SurfacePanel } from '@showroom/rooms';
import { type BufferGeometry, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { panelGeometry } from './panel-geometry.ts';

/** A wall on the north side seen from inside: 10 ft wide, 8 ft high, facing south (+z). */
const northWall: SurfacePanel = {
  origin: [0, 0, 0],
  u: [1, 0, 0],
  v: [0, 1, 0],
  widthFt: 10,
  heightFt: 8,
  holes: [{ x: 3, y: 3, width: 4, height: 3 }],
};

function triangles(geometry: BufferGeometry): Vector3[][] {
  const position = geometry.getAttribute('position');
  const corner = (i: number) => new Vector3(position.getX(i), position.getY(i), position.getZ(i));
  const index = geometry.getIndex();
  const count = index ? index.count : position.count;
  const at = (i: number) => (index ? index.getX(i) : i);
  const result: Vector3[][] = [];
  for (let i = 0; i < count; i += 3) result.push([corner(at(i)), corner(at(i + 1)), corner(at(i + 2))]);
  return result;
}

function area([a, b, c]: Vector3[]): number {
  return new Vector3().subVectors(b!, a!).cross(new Vector3().subVectors(c!, a!)).length() / 2;
}

describe('panelGeometry', () => {
  it('covers the panel minus its holes, in the wall’s plane', () => {
    const tris = triangles(panelGeometry(northWall));
    const total = tris.reduce((sum, tri) => sum + area(tri), 0);
    expect(total).toBeCloseTo(10 * 8 - 4 * 3, 5);
    for (const corner of tris.flat()) expect(corner.z).toBeCloseTo(0, 6);
  });

  it('faces the front of the panel (u × v) so the room side is the drawn side', () => {
    const [a, b, c] = triangles(panelGeometry(northWall))[0]!;
    const normal = new Vector3().subVectors(b!, a!).cross(new Vector3().subVectors(c!, a!)).normalize();
    expect(normal.z).toBeCloseTo(1, 6);
  });

  it('gives UVs in feet from the world origin, so neighbouring panels continue one tiling', () => {
    const right: SurfacePanel = { ...northWall, origin: [10, 0, 0], widthFt: 5, holes: [] };
    const geometry = panelGeometry(right);
    const position = geometry.getAttribute('position');
    const uv = geometry.getAttribute('uv');
    for (let i = 0; i < position.count; i++) {
      expect(uv.getX(i)).toBeCloseTo(position.getX(i), 6);
      expect(uv.getY(i)).toBeCloseTo(position.getY(i), 6);
    }
  });

  it('grows a slab behind its front face by its thickness', () => {
    const countertop: SurfacePanel = {
      origin: [0, 3, 2],
      u: [1, 0, 0],
      v: [0, 0, -1],
      widthFt: 6,
      heightFt: 2,
      holes: [],
      thicknessFt: 0.125,
    };
    const geometry = panelGeometry(countertop);
    geometry.computeBoundingBox();
    expect(geometry.boundingBox!.max.y).toBeCloseTo(3, 6);
    expect(geometry.boundingBox!.min.y).toBeCloseTo(2.875, 6);
    expect(geometry.boundingBox!.min.z).toBeCloseTo(0, 6);
    expect(geometry.boundingBox!.max.z).toBeCloseTo(2, 6);
  });
});
