/**
 * A project's checklist calls (spec §7 `projectChecklist` ×4, issue #25), for the projects screens and
 * the visualizer's bill. Successes show the server's message as a success toast (spec §7); failures
 * have been shown by the error catalogue (spec §8) and reject.
 */
import {
  type ChecklistItemUpdateRequest,
  type ChecklistLine,
  type ChecklistSummary,
  checklistLineRemovedResponseSchema,
  checklistLineResponseSchema,
  type ProjectChecklist,
  type ProjectChecklistRequest,
  projectChecklistResponseSchema,
  projectChecklistSaveResponseSchema,
  projectChecklistsResponseSchema,
} from '@showroom/contract/projects';
import { api, notify, type ToastLink } from '@showroom/core';

/** `GET /api/projectChecklist`: one summary per project the caller takes part in. */
export async function fetchChecklists(signal?: AbortSignal): Promise<ChecklistSummary[]> {
  const body = await api.get('projectChecklist', {
    schema: projectChecklistsResponseSchema,
    ...(signal && { signal }),
  });
  return body.data;
}

/** `GET /api/projectChecklist/{projectId}`. */
export async function fetchChecklist(projectId: number, signal?: AbortSignal): Promise<ProjectChecklist> {
  const body = await api.get(`projectChecklist/${projectId}`, {
    schema: projectChecklistResponseSchema,
    ...(signal && { signal }),
  });
  return body.data;
}

/**
 * `POST /api/projectChecklist`: adds items (or the saved design's bill) to the list, or replaces it;
 * `link` is what the success toast offers (the visualizer's "View checklist").
 */
export async function saveToChecklist(
  request: ProjectChecklistRequest,
  options: { link?: ToastLink } = {},
): Promise<ProjectChecklist> {
  const body = await api.post('projectChecklist', {
    schema: projectChecklistSaveResponseSchema,
    body: request,
  });
  if (body.message) notify.success(body.message, options.link);
  return body.data.project_checklist;
}

/** `PUT /api/projectChecklist/{id}`: a line's quantity, check mark or note. */
export async function updateChecklistLine(
  lineId: number,
  changes: ChecklistItemUpdateRequest,
): Promise<ChecklistLine> {
  const body = await api.put(`projectChecklist/${lineId}`, {
    schema: checklistLineResponseSchema,
    body: changes,
  });
  if (body.message) notify.success(body.message);
  return body.data;
}

/** `DELETE /api/projectChecklist/{id}`: takes a line off the list. */
export async function removeChecklistLine(lineId: number): Promise<void> {
  const body = await api.delete(`projectChecklist/${lineId}`, { schema: checklistLineRemovedResponseSchema });
  if (body.message) notify.success(body.message);
}
