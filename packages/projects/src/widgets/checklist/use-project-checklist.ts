import type { ProjectChecklist } from '@showroom/contract/projects';
import { fetchChecklist } from '@showroom/core/account';
import { type ResourceHandle, useResource } from '@showroom/ui';
import { useLiveEvent } from '@showroom/ui/live';

/**
 * A project's checklist, loaded and kept current: loaded again when another participant (the pro,
 * a designer) changes it, as the server's `project_checklist_changed` live event says.
 */
export function useProjectChecklist(projectId: number): ResourceHandle<ProjectChecklist> {
  const handle = useResource(projectId > 0 ? `checklist:${projectId}` : null, (signal) =>
    fetchChecklist(projectId, signal),
  );
  useLiveEvent('project_checklist_changed', (event) => {
    if (event.project_id === projectId) handle.retry();
  });
  return handle;
}
