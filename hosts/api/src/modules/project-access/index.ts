/**
 * Who takes part in a project (issue #25): its homeowner, the showroom's pro once shared, hired
 * designers. Rooms, photos, checklist, chat and hiring all ask this module, never their own rule.
 */

export { type ParticipantProject, participantProjects } from './participant-projects.ts';
export {
  findProjectAccess,
  type ProjectAccess,
  type ProjectRole,
  projectParticipantIds,
} from './project-access.ts';
export { PROJECT_DESIGNER_STATUSES, project_designers } from './project-designers-schema.ts';
export { projectName, projectNameColumns } from './project-name.ts';
