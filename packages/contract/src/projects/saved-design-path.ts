import { visualizerDesignPath } from '../visualizer/visualizer-design-path.ts';

/**
 * The visualizer's address of a project's saved design (`/visualize?plan=…&project=…`), so "Open in the
 * visualizer" shows the same room and saving again updates this project. Null when the project holds no
 * design the visualizer can read.
 */
export function savedDesignPath(
  projectId: number,
  floorplan: unknown,
  floorTemplate: unknown,
): string | null {
  return visualizerDesignPath(floorplan, floorTemplate, projectId);
}
