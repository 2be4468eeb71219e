/**
 * The projects remote's calls (decision 0104). Answers are parsed by the contract's schemas; a refusal
 * shows its error toast through core's API client, and its field errors reach the form that sent it.
 */
import { projectResponseSchema } from '@showroom/contract/cart';
import {
  type ProjectCreateRequest,
  type ProjectFactsUpdateRequest,
  type ProjectRoomRequest,
  projectDetailsResponseSchema,
  projectListResponseSchema,
  projectRoomRemovedResponseSchema,
  projectRoomResponseSchema,
  projectSummaryResponseSchema,
  type StyleSurveyRequest,
  styleProfileResponseSchema,
} from '@showroom/contract/projects';
import { api } from '@showroom/core';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/projects`: the homeowner's projects. */
export function loadProjects(signal?: AbortSignal) {
  return api.get('projects', { schema: projectListResponseSchema, ...withSignal(signal) });
}

/** `POST /api/projects`: a new project; its answer's message is the success toast. */
export function createProject(body: ProjectCreateRequest) {
  return api.post('projects', { schema: projectSummaryResponseSchema, body });
}

/** `GET /api/projects/{id}`: a project's page. */
export function loadProject(id: number, signal?: AbortSignal) {
  return api.get(`projects/${id}`, { schema: projectDetailsResponseSchema, ...withSignal(signal) });
}

/** `PUT /api/projects/{id}`: the project's facts; answers the page as it now is. */
export function saveProjectFacts(id: number, body: ProjectFactsUpdateRequest) {
  return api.put(`projects/${id}`, { schema: projectDetailsResponseSchema, body });
}

/** `POST /api/projects/{id}/rooms`. */
export function addProjectRoom(id: number, body: ProjectRoomRequest) {
  return api.post(`projects/${id}/rooms`, { schema: projectRoomResponseSchema, body });
}

/** `PUT /api/projects/{id}/rooms/{roomId}`. */
export function renameProjectRoom(id: number, roomId: number, body: ProjectRoomRequest) {
  return api.put(`projects/${id}/rooms/${roomId}`, { schema: projectRoomResponseSchema, body });
}

/** `DELETE /api/projects/{id}/rooms/{roomId}`. */
export function removeProjectRoom(id: number, roomId: number) {
  return api.delete(`projects/${id}/rooms/${roomId}`, { schema: projectRoomRemovedResponseSchema });
}

/** `PUT /api/projectCart/{id}` with `extra_info` (spec §7): the success toast is the server's message. */
export function saveExtraInfo(id: number, extraInfo: string | null) {
  return api.put(`projectCart/${id}`, { schema: projectResponseSchema, body: { extra_info: extraInfo } });
}

/** `GET /api/style_profile`: the homeowner's style profile, null until taken. */
export function loadStyleProfile(signal?: AbortSignal) {
  return api.get('style_profile', { schema: styleProfileResponseSchema, ...withSignal(signal) });
}

/** `PUT /api/style_profile`: the survey's answer, on the homeowner (and the project named). */
export function saveStyleProfile(body: StyleSurveyRequest) {
  return api.put('style_profile', { schema: styleProfileResponseSchema, body });
}
