/**
 * A homeowner's projects as pages (issue #25, decision 0104): the list, new projects, a project's facts
 * and rooms, the style profile. Who may see or change a project is the project-access module's rule.
 */

export { createHomeProjectsService, type HomeProjectsService } from './home-projects-service.ts';
export { projectStyleProfile } from './project-style.ts';
