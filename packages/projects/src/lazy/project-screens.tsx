/**
 * The remote's screens, one lazy chunk each, so a homeowner's first screen (the projects list) loads
 * only its own code (issue #25's Lighthouse budget for the projects page). The shell's route screen
 * and `<showroom-projects>` both render them.
 */
import { lazy } from 'react';

export const ProjectsListScreen = lazy(() =>
  import('../widgets/projects-list/projects-list-screen.tsx').then((module) => ({
    default: module.ProjectsListScreen,
  })),
);

export const ProjectPage = lazy(() =>
  import('../widgets/project-page/project-page.tsx').then((module) => ({ default: module.ProjectPage })),
);

export const ChecklistScreen = lazy(() =>
  import('../widgets/checklist/checklist-screen.tsx').then((module) => ({ default: module.ChecklistScreen })),
);

export const StyleSurveyScreen = lazy(() =>
  import('../widgets/style-survey/style-survey-screen.tsx').then((module) => ({
    default: module.StyleSurveyScreen,
  })),
);
