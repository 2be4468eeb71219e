import type { SurfacePanel, Vec3 } from '@showroom/rooms';
import { type BufferGeometry, ExtrudeGeometry, Matrix4, Path, Shape, ShapeGeometry, Vector3 } from 'three';

/**
 * One surface panel as geometry in world space (feet). The panel is drawn in its own plane (x along
 * `u`, y along `v`) with its holes cut out, then moved into place. Its UVs are in feet measured along
 * the panel's axes from the world's origin, not from the panel's corner: two panels in one plane
 * continue each other's tiles, and a texture's `repeat` of 12 / patchInches puts it at true scale.
 */
export function panelGeometry(panel: SurfacePanel): BufferGeometry {
  const shape = new Shape()
    .moveTo(0, 0)
    .lineTo(panel.widthFt, 0)
    .lineTo(panel.widthFt, panel.heightFt)
    .lineTo(0, panel.heightFt)
    .closePath();
  for (const hole of panel.holes) {
    shape.holes.push(
      new Path()
        .moveTo(hole.x, hole.y)
        .lineTo(hole.x, hole.y + hole.height)
        .lineTo(hole.x + hole.width, hole.y + hole.height)
        .lineTo(hole.x + hole.width, hole.y)
        .closePath(),
    );
  }
  const thickness = panel.thicknessFt ?? 0;
  // A slab (countertop) keeps its front face where the panel is and grows behind it.
  const geometry =
    thickness > 0
      ? new ExtrudeGeometry(shape, { depth: thickness, bevelEnabled: false }).translate(0, 0, -thickness)
      : new ShapeGeometry(shape);
  offsetUvs(geometry, dot(panel.origin, panel.u), dot(panel.origin, panel.v));
  geometry.applyMatrix4(panelMatrix(panel));
  geometry.computeBoundingSphere();
  return geometry;
}

/** The panel's frame: x along u, y along v, z out of its front face (u × v), at its origin. */
export function panelMatrix(panel: SurfacePanel): Matrix4 {
  const u = new Vector3(...panel.u);
  const v = new Vector3(...panel.v);
  const normal = new Vector3().crossVectors(u, v);
  return new Matrix4().makeBasis(u, v, normal).setPosition(...panel.origin);
}

function offsetUvs(geometry: BufferGeometry, du: number, dv: number): void {
  const uv = geometry.getAttribute('uv');
  if (!uv) return;
  for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) + du, uv.getY(i) + dv);
  uv.needsUpdate = true;
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
