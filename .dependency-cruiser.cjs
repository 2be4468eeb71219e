/**
 * The layering of docs/architecture.md §3, checked in `npm test`:
 * contract ← core ← ui ← commerce-ui ← remotes ← hosts/shell; contract ← hosts/api; contract ← materials (the
 * picture renderer) ← hosts/api and remotes; contract ← rooms (the room engine) ← remotes and hosts/api;
 * loader depends on nothing of ours.
 * Inside hosts/api: lib ← providers ← modules (tables ← db) ← flows, jobs ← routes, plugins ← app/context.
 */
// The keys of REMOTES in packages/contract/src/constants/remotes.ts (a shell test keeps them equal).
const REMOTES =
  '(showroom-entry|catalog|cart|checkout|account|visualizer|pro-console|vendor-portal|admin|projects|design-ai)';
/** Inside the API server (tests may reach across). */
const API = 'hosts/api/src/';
const TEST_FILE = '\\.test\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'contract-is-the-base',
      comment: 'contract imports nothing of ours (no DOM, no Node, no other package).',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/(?!contract/)|hosts/)' },
    },
    {
      name: 'contract-never-imports-rooms',
      comment:
        'The room engine sits on the contract (issue #21): schemas, messages, constants and rules stay below it, so every widget and the server can read them without the 3.6k lines of plans and layouts.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^packages/rooms/' },
    },
    {
      name: 'core-only-on-contract',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^(packages/(?!(core|contract)/)|hosts/)' },
    },
    {
      name: 'ui-only-on-core-and-contract',
      comment:
        'The generic kit (ui) never imports the commerce kit (commerce-ui), so a console widget can use it without shop code.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/(?!(ui|core|contract)/)|hosts/)' },
    },
    {
      name: 'commerce-ui-only-on-ui-core-contract-materials',
      comment: 'The commerce kit builds on the generic kit; it never reaches into a remote or a host.',
      severity: 'error',
      from: { path: '^packages/commerce-ui/' },
      to: { path: '^(packages/(?!(commerce-ui|ui|core|contract|materials)/)|hosts/)' },
    },
    {
      name: 'remotes-never-import-each-other-or-hosts',
      severity: 'error',
      from: { path: `^packages/${REMOTES}/` },
      to: {
        path: `^(packages/(?!(ui|commerce-ui|core|contract|materials|rooms|$1)/)|hosts/)`,
        // The elements' typings have no runtime code; the console's snippet builder reads them (decision 0087).
        pathNot: `^packages/($1|elements)/`,
      },
    },
    {
      name: 'loader-depends-on-nothing-of-ours',
      comment: 'embed.js stays tiny: of ours it may only read the schema-free constants of the contract.',
      severity: 'error',
      from: { path: '^packages/loader/' },
      to: { path: '^(packages/(?!loader/|contract/src/constants)|hosts/)' },
    },
    {
      name: 'elements-only-on-contract-constants',
      comment:
        "The host page's typings (@showroom/elements) and React wrapper (@showroom/elements-react) run on a pro's page beside embed.js: of ours they read only the contract's schema-free constants, and the wrapper the typings (decision 0077).",
      severity: 'error',
      from: { path: '^packages/elements(-react)?/' },
      to: { path: '^(packages/(?!elements/|elements-react/|contract/src/constants)|hosts/)' },
    },
    {
      name: 'elements-stay-out-of-the-product',
      comment:
        "The host page's packages are for pros' pages only: no remote, kit, loader or host imports them, so no widget bundle carries them (decision 0077).",
      severity: 'error',
      from: { path: '^(packages/(?!elements/|elements-react/)|hosts/)' },
      // A type-only import is erased from every bundle (the console's snippet builder, decision 0087).
      to: { path: '^packages/elements(-react)?/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pay-frame-only-on-contract',
      comment: 'The card frame is a page of its own: of ours it reads only the contract (decision 0048).',
      severity: 'error',
      from: { path: '^packages/pay-frame/' },
      to: { path: '^(packages/(?!(pay-frame|contract)/)|hosts/)' },
    },
    {
      name: 'materials-only-on-contract',
      comment: 'The picture renderer is pure: the server and the browser (visualizer) both run it.',
      severity: 'error',
      from: { path: '^packages/materials/' },
      to: { path: '^(packages/(?!(materials|contract)/)|hosts/)' },
    },
    {
      name: 'rooms-only-on-contract',
      comment:
        "The room engine is pure: plans, layouts, templates and the bill of materials on the contract's schemas and rules. How a material looks is the picture renderer's (materials); the visualizer joins the two, so rooms stays free of it.",
      severity: 'error',
      from: { path: '^packages/rooms/' },
      to: { path: '^(packages/(?!(rooms|contract)/)|hosts/)' },
    },
    {
      name: 'api-only-on-contract-materials-and-rooms',
      comment:
        "And rooms: the seed's tests check every room template finds seeded products; the project checklist counts a saved design's bill of materials with it (decision 0106).",
      severity: 'error',
      from: { path: '^hosts/api/' },
      to: { path: '^(packages/(?!(contract|materials|rooms)/)|hosts/(?!api/))' },
    },
    {
      name: 'api-db-below-modules',
      comment:
        'Inside hosts/api: the migrations client and seed know nothing of the app; of the modules and providers they read only the tables (*-schema.ts).',
      severity: 'error',
      from: { path: `^${API}db/`, pathNot: TEST_FILE },
      to: {
        path: `^${API}(modules|providers|flows|jobs|routes|plugins|testing)/|^${API}(app|context|main)\\.ts$`,
        pathNot: `^${API}(modules|providers)/[^/]+/[^/]+-schema\\.ts$`,
      },
    },
    {
      name: 'api-modules-meet-through-their-index',
      comment:
        "A module's public face is its index.ts (its services) and its tables (*-schema.ts, for foreign keys and read joins); nothing else of it is reachable.",
      severity: 'error',
      from: { path: `^${API}modules/([^/]+)/`, pathNot: `${TEST_FILE}|-schema\\.ts$` },
      to: { path: `^${API}modules/(?!$1/)[^/]+/(?!index\\.ts$|[^/]+-schema\\.ts$)` },
    },
    {
      name: 'api-schema-files-point-only-at-tables',
      severity: 'error',
      from: { path: `^${API}(modules|providers)/[^/]+/[^/]+-schema\\.ts$` },
      to: { path: `^${API}(modules|providers)/[^/]+/(?![^/]+-schema\\.ts$)` },
    },
    {
      name: 'api-outside-reaches-modules-through-their-index',
      comment:
        'Flows, routes, plugins, jobs and the app use a module only through its index.ts and its tables (tests may reach in).',
      severity: 'error',
      from: { path: `^${API}(?!modules/|db/|testing/)`, pathNot: TEST_FILE },
      to: { path: `^${API}modules/[^/]+/(?!index\\.ts$|[^/]+-schema\\.ts$)` },
    },
    {
      name: 'api-modules-below-flows-and-routes',
      comment:
        'Modules get what they need handed in (createXService({ db, clock, ... })), never a flow, a job, the app context, a route or a plugin.',
      severity: 'error',
      from: { path: `^${API}modules/`, pathNot: TEST_FILE },
      to: { path: `^${API}(flows|jobs|routes|plugins|testing)/|^${API}(app|context|main)\\.ts$` },
    },
    {
      name: 'api-providers-know-no-modules',
      comment:
        'Providers are infrastructure (mail, gateways, change notices, rate limits, clock): no business module, flow or route.',
      severity: 'error',
      from: { path: `^${API}providers/`, pathNot: TEST_FILE },
      to: { path: `^${API}(modules|flows|jobs|routes|plugins|testing)/|^${API}(app|context|main)\\.ts$` },
    },
    {
      name: 'api-routes-live-in-an-audience-folder',
      comment:
        'Every route file sits in routes/<audience>/ (store, account, project, pro, vendor, admin, auth), whose index.ts gives its default access.',
      severity: 'error',
      from: {
        path: `^${API}routes/[^/]+\\.ts$`,
        pathNot: `${TEST_FILE}|^${API}routes/(route-options|index)\\.ts$`,
      },
      to: {},
    },
    {
      name: 'api-lib-is-the-base',
      comment:
        'hosts/api/src/lib holds helpers with no knowledge of the app: no db, modules, routes or plugins.',
      severity: 'error',
      from: { path: `^${API}lib/`, pathNot: TEST_FILE },
      to: {
        path: `^${API}(db|modules|providers|flows|jobs|routes|plugins|testing)/|^${API}(app|context|main)\\.ts$`,
      },
    },
    {
      name: 'shell-reaches-remotes-only-through-federation',
      comment:
        'The shell may use contract, core, ui and commerce-ui; remote code comes through Module Federation.',
      severity: 'error',
      from: { path: '^hosts/shell/src/' },
      to: {
        path: `^(packages/${REMOTES}/|packages/loader/|hosts/(?!shell/))`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|\\.data/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
