import { audienceRoutes } from '../route-options.ts';
import { hireDesignerRoutes } from './hire-designer.ts';
import { homeProjectRoutes } from './home-projects.ts';
import { liveEventRoutes } from './live-events.ts';
import { notificationRoutes } from './notifications.ts';
import { orderItemRoutes } from './order-items.ts';
import { orderRoutes } from './orders.ts';
import { profileRoutes } from './profile.ts';
import { projectFromDraftRoutes } from './project-from-draft.ts';
import { projectNotesRoutes } from './project-notes.ts';
import { projectSharingRoutes } from './project-sharing.ts';

/** A signed-in homeowner's own things: profile, notifications, projects, orders. Homeowner-only unless a route says otherwise. */
export const accountRoutes = audienceRoutes('homeowner', [
  profileRoutes,
  notificationRoutes,
  projectFromDraftRoutes,
  projectNotesRoutes,
  homeProjectRoutes,
  projectSharingRoutes,
  orderRoutes,
  orderItemRoutes,
  liveEventRoutes,
  hireDesignerRoutes,
]);
