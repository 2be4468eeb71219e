import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { projectDetails, updateProjectFacts } from './project-details.ts';
import { createOwnProject, listOwnProjects, type NewProject } from './project-list.ts';
import { addRoom, type RoomInput, removeRoom, renameRoom } from './project-rooms.ts';
import { saveStyleProfile, styleProfileOf } from './style-profiles.ts';

export type { NewProject, RoomInput };

export function createHomeProjectsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    list: (userId: number) => listOwnProjects(db, userId),
    create: (userId: number, showroomId: number | null, input: NewProject) =>
      createOwnProject(db, userId, showroomId, input, clock),
    details: (projectId: number, role: Parameters<typeof projectDetails>[2]) =>
      projectDetails(db, projectId, role),
    updateFacts: (userId: number, projectId: number, changes: Parameters<typeof updateProjectFacts>[3]) =>
      updateProjectFacts(db, userId, projectId, changes, clock),
    addRoom: (projectId: number, input: RoomInput) => addRoom(db, projectId, input, clock),
    renameRoom: (projectId: number, roomId: number, input: RoomInput) =>
      renameRoom(db, projectId, roomId, input, clock),
    removeRoom: (projectId: number, roomId: number) => removeRoom(db, projectId, roomId, clock),
    styleProfileOf: (userId: number) => styleProfileOf(db, userId),
    saveStyleProfile: (userId: number, profile: Parameters<typeof saveStyleProfile>[2], projectId?: number) =>
      saveStyleProfile(db, userId, profile, projectId, clock),
  };
}
export type HomeProjectsService = ReturnType<typeof createHomeProjectsService>;
