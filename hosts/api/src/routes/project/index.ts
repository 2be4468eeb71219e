import { audienceRoutes } from '../route-options.ts';
import { photoSurfaceRoutes } from './photo-surfaces.ts';
import { projectChatRoutes } from './project-chat.ts';
import { projectChecklistRoutes } from './project-checklist.ts';
import { projectFileLinkRoutes } from './project-file-links.ts';
import { projectFileRoutes } from './project-files.ts';
import { projectPageRoutes } from './project-pages.ts';
import { suggestedCornerRoutes } from './suggested-corners.ts';

/**
 * A project's shared work (issue #25): rooms, photos, checklist, chat, designers. Any working account may
 * call; each route then admits only the project's participants through `requireProjectAccess` (the
 * homeowner, the showroom's pro once shared, hired designers).
 */
export const projectRoutes = audienceRoutes('activeAccount', [
  projectPageRoutes,
  projectFileRoutes,
  projectFileLinkRoutes,
  photoSurfaceRoutes,
  suggestedCornerRoutes,
  projectChecklistRoutes,
  projectChatRoutes,
]);
