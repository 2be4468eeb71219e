/**
 * The layering of ARCHITECTURE.md §2, checked in `npm test`:
 * contract ← core ← ui ← commerce-ui ← remotes ← hosts/shell; contract ← hosts/api; contract ← materials (the picture
 * renderer) ← hosts/api and remotes; loader depends on nothing of ours.
 * Inside hosts/api: lib ← db ← services ← routes, plugins ← app/context.
 */
// The keys of REMOTES in packages/contract/src/constants/remotes.ts (a shell test keeps them equal).
const REMOTES = '(showroom-entry|catalog|cart|checkout|account|visualizer)';
/** Inside the API server: lib ← db ← services ← routes/plugins ← app (tests may reach across). */
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
        path: `^(packages/(?!(ui|commerce-ui|core|contract|materials|$1)/)|hosts/)`,
        pathNot: `^packages/$1/`,
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
      name: 'pay-frame-only-on-contract',
      comment:
        'The card frame is a page of its own: of ours it reads only the contract (docs/decisions.md, "Card frame").',
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
      name: 'api-only-on-contract-and-materials',
      severity: 'error',
      from: { path: '^hosts/api/' },
      to: { path: '^(packages/(?!(contract|materials)/)|hosts/(?!api/))' },
    },
    {
      name: 'api-db-below-services',
      comment:
        'Inside hosts/api: the schema, migrations and seed know nothing of services, routes or the app.',
      severity: 'error',
      from: { path: `^${API}db/`, pathNot: TEST_FILE },
      to: { path: `^${API}(services|routes|plugins|testing)/|^${API}(app|context|main)\\.ts$` },
    },
    {
      name: 'api-services-below-routes',
      comment:
        'Services get what they need handed in (createXService({ db, clock, ... })), never the app context, a route or a plugin.',
      severity: 'error',
      from: { path: `^${API}services/`, pathNot: TEST_FILE },
      to: { path: `^${API}(routes|plugins|testing)/|^${API}(app|context|main)\\.ts$` },
    },
    {
      name: 'api-lib-is-the-base',
      comment:
        'hosts/api/src/lib holds helpers with no knowledge of the app: no db, services, routes or plugins.',
      severity: 'error',
      from: { path: `^${API}lib/`, pathNot: TEST_FILE },
      to: { path: `^${API}(db|services|routes|plugins|testing)/|^${API}(app|context|main)\\.ts$` },
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
