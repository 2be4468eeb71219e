/** The budgets of the issues, in one place. Measured by `npm run bench`, never asserted in tests. */
export const BUDGETS = {
  embedJsBrotliKb: 5,
  remoteOwnCodeBrotliKb: 25,
  /** Issue #3 gives the account remote (sign-in, registration, account screens) more room. */
  accountRemoteOwnCodeBrotliKb: 35,
  /** Issue #11 (was 110): every script a pro's page loads until `<showroom-entry>` is usable. */
  firstEmbeddedWidgetBrotliKb: 95,
  shellInitialJsBrotliKb: 130,
  startToReadySeconds: 10,
  showroomSearchP99Ms: 20,
  /** At 20 sign-ins per second (issue #3). */
  loginP99Ms: 150,
  /** Issue #4: the catalog remote, the product list at 50 connections, the home page's accessibility in Lighthouse (mobile). */
  catalogRemoteOwnCodeBrotliKb: 40,
  productListP99Ms: 30,
  homeLighthouseAccessibilityMin: 95,
  /** Issue #10: the API's resident memory after a 10,000-request junk soak, after full collections. */
  junkSoakRssGrowthMb: 50,
  /**
   * Issue #21: over the same soak, Postgres' own memory in PGlite (measured flat: 8.2 MB before and
   * after 8,000 requests); one plan or statement kept per request would pass this within a few thousand.
   */
  junkSoakPostgresGrowthMb: 2,
  /** Issue #10: answers ≥ 500 to the fuzz suite's invalid requests, on PGlite and on PostgreSQL. */
  fuzzServerErrors: 0,
  /** Issue #11: showroom search, shop profile, four lists, two details, settings at 300 req/s, 100 connections. */
  mixedReadP99Ms: 50,
  /**
   * Issue #11: Lighthouse (mobile) on each main route of the shell: home, sign-in, registration,
   * product list and detail, our brands (the home page's performance row of issue #4 among them).
   */
  shellRouteLighthousePerformanceMin: 90,
  shellRouteClsMax: 0.05,
  /** Issue #11: a pro's page with one element against the same page without it (Lighthouse mobile). */
  elementClsIncreaseMax: 0.01,
  entryLighthousePointsLossMax: 2,
  entryTbtIncreaseMsMax: 50,
  catalogueLighthousePointsLossMax: 5,
  /** Issue #23: the pros' console's first screen, all JavaScript. */
  proConsoleFirstScreenBrotliKb: 120,
  /** Issue #24: the vendors' portal's first screen (its sign-in), all JavaScript; the pros' console's budget. */
  vendorPortalFirstScreenBrotliKb: 120,
  /** Issue #23: the console's lists (orders, leads) at 50 connections with 10,000 orders in one showroom. */
  proConsoleListP99Ms: 50,
  /** Issue #24: the vendor's Order items and the admin's Orders at 50 connections with 100,000 order items. */
  vendorAdminListP99Ms: 50,
  /** Issue #24: the admins' console's first screen (its sign-in), all JavaScript, as the pros'. */
  adminConsoleFirstScreenBrotliKb: 120,
  /** Issue #24: a vendor's CSV import of 10,000 rows, upload to done, on PostgreSQL. */
  csvImport10kSeconds: 30,
  /** Issue #25: a room photo of 8 MB, upload start to its thumbnail received, on this machine. */
  photoUploadToThumbnailSeconds: 2,
  /**
   * Decision 0119: "Suggest corners" on the server. The first call loads OpenCV.js into its thread (3.0 s
   * measured at a load average of 20 on 2 cores); then one 800 × 600 photo (median 104, slowest 173 ms).
   */
  cornerSuggestionFirstSeconds: 6,
  cornerSuggestionWarmMs: 500,
  /** Issue #24: a live event from its commit to the client's stream, 500 streams open on one API process. */
  liveEventDeliveryP99Ms: 200,
  /** Issue #25: a chat message from its POST to the other participant's client, 1,000 streams open. */
  chatDeliveryP99Ms: 200,
  /** Issue #22: a pro's page with `<showroom-store>` (its storefront) against the same page without it. */
  storePageLighthousePerformanceMin: 90,
  storeLighthousePointsLossMax: 5,
  storePageLcpMsMax: 2500,
  /** Issue #12: a signed-in homeowner's cart (5 lines of 2 vendors) at 50 connections, PGlite and PostgreSQL. */
  cartReadP99Ms: 30,
  /** Issue #12: the card frame page, everything it loads (HTML, CSS, JS). */
  payFrameBrotliKb: 20,
  /** Issue #12: `POST /api/checkout` at 20 purchases per second, on PGlite and on PostgreSQL. */
  checkoutP99Ms: 200,
  /** Issue #13: every product thumbnail (SVG, uncompressed) and the picture routes at 50 connections, warm. */
  productThumbnailMaxKb: 8,
  pictureRouteP99Ms: 20,
  /** Issue #13: the visualizer remote's own code (three.js and its React renderer are not counted, but may load nowhere else). */
  visualizerRemoteOwnCodeBrotliKb: 60,
  /**
   * Issue #25 (decision 0104): the projects remote's own code, all its lazy screens together; the style
   * survey's chunk draws its pictures with the materials renderer (17 KB of the 37.5 measured). The first
   * screen, the list, loads 3.3 KB of it: the page's own budget is its Lighthouse row. Raised from 40 by
   * issue #26 (decision 0114): the room photo's editor (4.1 KB, loaded on "Lay a material") and the pro's view
   * of the page; 47.1 KB measured.
   */
  projectsRemoteOwnCodeBrotliKb: 48,
  /**
   * Issue #23 (decision 0123): the pros' console's own code, its 16 lazy screens together (home, showroom,
   * markup, embeds, coupons, leads, orders, invites, plans, profile, payouts, projects, sign-up, ...) and
   * its entry (7.4 KB: the table of the shared modules it may take). Its first screen, the sign-in, loads
   * 9.0 KB of it (entry, routes, form): that screen's own budget is its 120 KB row. 40.8 KB measured.
   */
  proConsoleRemoteOwnCodeBrotliKb: 42,
  /**
   * Issue #24 (decision 0123): the vendor portal's own code; the product form's live picture carries the
   * materials renderer (14.5 KB of the 41.5 measured), as the projects' style survey does. Its first
   * screen, the sign-in, loads 7.7 KB of it (entry, routes and form); its own budget is its 120 KB row.
   */
  vendorPortalRemoteOwnCodeBrotliKb: 43,
  /** Issue #13: built scripts with three.js outside the visualizer remote, and ones the home page loads. */
  threeOutsideVisualizer: 0,
  /** Issue #13, headless Chromium's software GL at 1280×720: first frame after navigation, orbiting, a floor swap. */
  visualizerFirstFrameMs: 2500,
  visualizerOrbitMedianFrameMs: 33,
  visualizerSwapMs: 150,
  /** Issue #26: `POST /api/AI/designs`, three designs from the 25,000-product catalogue, on PostgreSQL. */
  aiDesignP99Ms: 2000,
} as const;
