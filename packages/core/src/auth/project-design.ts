import { type ProjectUpdateRequest, projectResponseSchema } from '@showroom/contract/cart';
import { ApiError, api } from '@showroom/core';

/**
 * `PUT /api/projectCart/{id}` with a saved design's floorplan and floorTemplate (issue #13: saving
 * a design again updates its project; the notes stay). `not-found` when the project is gone or not
 * this user's (the server answers both alike), so the caller can create a new one instead. Silent,
 * because the caller shows its own message.
 */
export async function updateProjectDesign(
  projectId: number,
  design: Pick<ProjectUpdateRequest, 'floorplan' | 'floorTemplate'>,
): Promise<'updated' | 'not-found'> {
  try {
    await api.put(`projectCart/${projectId}`, {
      schema: projectResponseSchema,
      body: { floorplan: design.floorplan, floorTemplate: design.floorTemplate },
      silent: true,
    });
    return 'updated';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'not-found';
    throw error;
  }
}
