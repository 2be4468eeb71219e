import { projectDetailsResponseSchema } from '@showroom/contract/projects';
import { api } from '@showroom/core';

/**
 * `GET /api/projects/{id}`: what the project is shown by (`display_name`, decision 0115) for the pros'
 * and designers' project screen. Quiet: the chat beside it already says when the project is not theirs.
 */
export async function loadProjectDisplayName(projectId: number, signal?: AbortSignal): Promise<string> {
  const body = await api.get(`projects/${projectId}`, {
    schema: projectDetailsResponseSchema,
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return body.data.display_name;
}
