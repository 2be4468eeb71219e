import { ROUTE_PATHS, SHELL_BASE_PATH } from '@showroom/contract';
import type { Database } from './db/client.ts';
import { type AppFlows, createAppFlows } from './flows/app-flows.ts';
import { placeOrder } from './flows/place-order/place-order-flow.ts';
import { createVendorImportRunner, type VendorImportRunner } from './jobs/vendor-import-runner.ts';
import { createContainer, makeEveryMember, membersOf } from './lib/container.ts';
import {
  type AiDesignService,
  createAiDesignService,
  type DesignGenerator,
} from './modules/ai-design/index.ts';
import { createProjectsService, type ProjectsService } from './modules/carts/index.ts';
import { type CatalogService, createCatalogService } from './modules/catalog/index.ts';
import { type CheckoutDeps, type CheckoutService, createCheckoutService } from './modules/checkout/index.ts';
import {
  type CornerSuggestionService,
  createCornerSuggestionService,
} from './modules/corner-suggestion/index.ts';
import { createDesignerHiresService, type DesignerHiresService } from './modules/designer-hires/index.ts';
import { createEmbedHealthService, type EmbedHealthService } from './modules/embed-health/index.ts';
import { createHomeProjectsService, type HomeProjectsService } from './modules/home-projects/index.ts';
import {
  type AccountService,
  type AuthService,
  createAccountService,
  createAuthService,
} from './modules/identity/index.ts';
import { createInvitesService, type InvitesService } from './modules/invites/index.ts';
import { createLeadsService, type LeadsService, uploadsDirFor } from './modules/leads/index.ts';
import { createOrdersService, type OrdersService } from './modules/orders/index.ts';
import { createPageMetaService, type PageMetaService } from './modules/page-meta/index.ts';
import { createPhotoSurfacesService, type PhotoSurfacesService } from './modules/photo-surfaces/index.ts';
import { createPicturesService, type PicturesService } from './modules/pictures/index.ts';
import { createPlansService, type PlansService } from './modules/plans/index.ts';
import {
  createProjectChecklistService,
  type ProjectChecklistService,
} from './modules/project-checklist/index.ts';
import { createProjectFilesService, type ProjectFilesService } from './modules/project-files/index.ts';
import { createProsService, type ProsService } from './modules/pros/index.ts';
import { createSettingsService, type SettingsService } from './modules/settings/index.ts';
import { createShowroomsService, type ShowroomsService } from './modules/showrooms/index.ts';
import { createVendorImportsService, type VendorImportsService } from './modules/vendor-imports/index.ts';
import { createVendorsService, type VendorsService } from './modules/vendors/index.ts';
import { ChangeNotices } from './providers/change-notices/change-notices.ts';
import {
  type AppConfig,
  type ProviderOverrides,
  type Providers,
  providerFactories,
} from './providers/providers.ts';

export type { AppConfig } from './providers/providers.ts';
/** Replaceable collaborators; tests inject a clock, and anything that would reach the outside world. */
export type ContextOverrides = ProviderOverrides & {
  /** Wraps AI design's generator: tests make it fail once after the credits were spent (decision 0110). */
  wrapDesignGenerator?: (generator: DesignGenerator) => DesignGenerator;
};

/**
 * The providers and every module's service, each made once from its `createXService(...)` so their
 * caches are shared; routes and plugins receive what they use from it.
 */
export interface AppContext extends Providers {
  settings: SettingsService;
  showrooms: ShowroomsService;
  catalog: CatalogService;
  /** The catalogue's drawn pictures (issue #13): products, categories, brands, link previews. */
  pictures: PicturesService;
  auth: AuthService;
  account: AccountService;
  projects: ProjectsService;
  /** A project's room photos and chat files, opened by signed links (decision 0105). */
  projectFiles: ProjectFilesService;
  /** Materials laid into a project's room photos (issue #26, decision 0114). */
  photoSurfaces: PhotoSurfacesService;
  /** A room photo's floor or wall corners read from its edges and lines (decision 0119). */
  cornerSuggestion: CornerSuggestionService;
  /** A project's shoppable checklist (issue #25, decision 0106). */
  projectChecklist: ProjectChecklistService;
  /** A homeowner's projects as pages: list, facts, rooms, style profile (issue #25, decision 0104). */
  homeProjects: HomeProjectsService;
  leads: LeadsService;
  orders: OrdersService;
  /** Pros' applications, their approval (the showroom opens) and the console's home (issue #23). */
  pros: ProsService;
  /** The pros' plans and billing: purchases, renewals, cancelling, receipts (issue #23). */
  plans: PlansService;
  /** Hiring designers for projects and paying their fee (issue #25, decision 0108). */
  designerHires: DesignerHiresService;
  /** What embed.js met on pros' pages, for the console's Embeds (decision 0087). */
  embedHealth: EmbedHealthService;
  /** A pro's invitations of vendors and clients (issue #23, console "Invites"). */
  invites: InvitesService;
  /** Vendors' own products: the portal's list, form and archive, the import's save by SKU (issue #24). */
  vendors: VendorsService;
  /** Work that crosses modules, as named steps each with its undo (flows/). */
  flows: AppFlows;
  /** Vendors' CSV uploads and their runs (decision 0097). */
  vendorImports: VendorImportsService;
  /** This process's runner of the import jobs, kicked when a run is queued here. */
  importRunner: VendorImportRunner;
  checkout: CheckoutService;
  /** Metadata the server writes into the shell's HTML (descriptions, product link previews). */
  pages: PageMetaService;
  /** AI design's accounts, credits, photos and design requests (issue #26, decision 0110). */
  aiDesign: AiDesignService;
}

/**
 * One container: the providers, then each module made from what it reads of them and of the other
 * modules. `notices`: how caches hear of changes by any process; without them (an app on a bare
 * database) the services cache nothing that another process could change.
 */
export function createContext(
  db: Database,
  config: AppConfig,
  overrides: ContextOverrides = {},
  notices: ChangeNotices = new ChangeNotices(false),
): AppContext {
  const ctx = createContainer<AppContext>({
    ...providerFactories(db, config, overrides, notices),
    settings: (c) => createSettingsService(membersOf(c, ['db', 'clock', 'platformOrigin', 'notices'])),
    showrooms: (c) => createShowroomsService(membersOf(c, ['db', 'clock', 'platformOrigin', 'notices'])),
    catalog: (c) => createCatalogService(membersOf(c, ['db', 'platformOrigin', 'notices'])),
    pictures: (c) => createPicturesService({ db: c.db, categories: c.catalog.categories }),
    auth: (c) =>
      createAuthService(
        membersOf(c, [
          'db',
          'clock',
          'platformOrigin',
          'appKey',
          'mailer',
          'limits',
          'checkPassword',
          'notices',
          'payments',
          'settings',
          'showrooms',
        ]),
      ),
    account: (c) => createAccountService(membersOf(c, ['db', 'clock'])),
    projects: (c) => createProjectsService(membersOf(c, ['db', 'clock', 'catalog', 'notices'])),
    projectFiles: (c) => createProjectFilesService(membersOf(c, ['db', 'clock', 'appKey'])),
    photoSurfaces: (c) => createPhotoSurfacesService(membersOf(c, ['db', 'clock'])),
    cornerSuggestion: (c) => createCornerSuggestionService(membersOf(c, ['db'])),
    projectChecklist: (c) => createProjectChecklistService(membersOf(c, ['db', 'clock', 'catalog'])),
    homeProjects: (c) => createHomeProjectsService(membersOf(c, ['db', 'clock'])),
    checkout: (c) => {
      const deps: CheckoutDeps = {
        db: c.db,
        clock: c.clock,
        payments: c.payments,
        mailer: c.mailer,
        settings: c.settings,
        showrooms: c.catalog.showrooms,
        platformOrigin: c.platformOrigin,
      };
      return createCheckoutService(deps, (userId, key, input) => placeOrder(deps, userId, key, input));
    },
    aiDesign: (c) =>
      createAiDesignService({
        ...membersOf(c, [
          'db',
          'clock',
          'appKey',
          'platformOrigin',
          'mailer',
          'limits',
          'checkPassword',
          'settings',
          'showrooms',
          'payments',
        ]),
        showroomContexts: c.catalog.showrooms,
        hostedModel: config.aiDesign,
        hostedFetch: overrides.hostedFetch,
        wrapGenerator: overrides.wrapDesignGenerator,
      }),
    pages: (c) => createPageMetaService(membersOf(c, ['settings', 'showrooms', 'catalog', 'platformOrigin'])),
    leads: (c) => createLeadsService({ db: c.db, clock: c.clock, uploadsDir: uploadsDirFor(config.dataDir) }),
    orders: (c) =>
      createOrdersService(
        membersOf(c, ['db', 'clock', 'mailer', 'settings', 'platformOrigin', 'presence', 'notices']),
      ),
    pros: (c) =>
      createProsService({
        ...membersOf(c, ['db', 'clock', 'mailer', 'settings', 'platformOrigin', 'payouts', 'notices']),
        showroomChanged: (proUserId) => c.notices.showroomChanged(proUserId),
      }),
    plans: (c) =>
      createPlansService({
        ...membersOf(c, ['db', 'clock', 'payments', 'mailer', 'settings']),
        billingLink: `${c.platformOrigin}${SHELL_BASE_PATH}${ROUTE_PATHS.proPlans}`,
        showroomChanged: (proUserId) => c.notices.showroomChanged(proUserId),
      }),
    designerHires: (c) =>
      createDesignerHiresService({
        ...membersOf(c, ['db', 'clock', 'payments', 'mailer', 'settings']),
        projectsLink: `${c.platformOrigin}${SHELL_BASE_PATH}${ROUTE_PATHS.proProjects}`,
      }),
    embedHealth: (c) => createEmbedHealthService(membersOf(c, ['db', 'clock', 'platformOrigin'])),
    invites: (c) =>
      createInvitesService(membersOf(c, ['db', 'clock', 'mailer', 'settings', 'platformOrigin', 'limits'])),
    vendors: (c) => createVendorsService(membersOf(c, ['db', 'clock', 'payouts'])),
    vendorImports: (c) => createVendorImportsService(membersOf(c, ['db', 'clock'])),
    importRunner: (c) => createVendorImportRunner(membersOf(c, ['db', 'clock'])),
    flows: (c) =>
      createAppFlows(
        membersOf(c, [
          'db',
          'clock',
          'mailer',
          'settings',
          'payments',
          'platformOrigin',
          'showrooms',
          'presence',
        ]),
      ),
  });
  // Made now, not on first use, so start-up fails early and nothing is created mid-request.
  return makeEveryMember(ctx);
}
