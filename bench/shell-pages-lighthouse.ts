import { categoryProductsPath, productPath, ROUTE_PATHS, shellPath } from '@showroom/contract';
import { lighthousePageRun } from './lighthouse-home.ts';

/** One route of the shell, measured by Lighthouse's default (mobile) profile. */
export interface ShellRouteLighthouse {
  route: string;
  url: string;
  /** Median performance score of the runs, 0–100. */
  performance: number;
  /** Cumulative layout shift, the largest of the runs. */
  cls: number;
  /** Total blocking time and largest contentful paint of the median run, ms. */
  tbtMs: number;
  lcpMs: number;
  /** What moved (Lighthouse's `layout-shifts` audit): the node and its share of the shift. */
  shifts: { node: string; score: number }[];
}

/**
 * The shell's main routes at real addresses of the seeded catalogue: home, sign-in, registration,
 * a category's product list, one of its products, our brands, and the consoles' sign-in pages.
 */
export async function shellRoutes(platformUrl: string): Promise<{ route: string; path: string }[]> {
  const menu = (await (await fetch(`${platformUrl}/api/menu_category_show_all/0`)).json()) as {
    data: { data: { category: { slug: string } }[] };
  };
  const slug = menu.data.data[0]?.category.slug;
  if (!slug) throw new Error('no seeded category');
  const list = (await (
    await fetch(`${platformUrl}/api/visualization/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category: slug }),
    })
  ).json()) as { data: { data: { hash: string }[] } };
  const hash = list.data.data[0]?.hash;
  if (!hash) throw new Error(`no product in the seeded category ${slug}`);
  return [
    { route: 'home', path: shellPath(ROUTE_PATHS.home) },
    { route: 'login', path: shellPath(ROUTE_PATHS.login) },
    { route: 'register', path: shellPath(ROUTE_PATHS.register) },
    { route: 'product list', path: shellPath(categoryProductsPath(slug)) },
    { route: 'product detail', path: shellPath(productPath(hash)) },
    { route: 'our brands', path: shellPath(ROUTE_PATHS.ourBrands) },
    // Issue #25's budget: the projects page (a visitor's first screen of it, the way to sign in).
    { route: 'projects', path: shellPath(ROUTE_PATHS.projects) },
    // Issue #26's budget: the room visualizer as a visitor opens it (its intro painted with the page, decision 0118).
    { route: 'visualizer', path: shellPath(ROUTE_PATHS.visualize) },
    // Issue #26's budget: AI design's pages as a visitor first sees them (its home sends them to its sign-in).
    { route: 'AI design', path: shellPath(ROUTE_PATHS.designAi) },
    { route: 'AI design sign-in', path: shellPath(ROUTE_PATHS.designAiLogin) },
    { route: 'AI design sign-up', path: shellPath(ROUTE_PATHS.designAiSignUp) },
    { route: 'AI design welcome', path: shellPath(ROUTE_PATHS.designAiWelcome) },
    // The consoles' first screens for a visitor (issues #23 and #24): their sign-in pages.
    { route: 'pro sign-in', path: shellPath(ROUTE_PATHS.proLogin) },
    { route: 'vendor sign-in', path: shellPath(ROUTE_PATHS.vendorLogin) },
    { route: 'admin sign-in', path: shellPath(ROUTE_PATHS.adminLogin) },
  ];
}

/**
 * Lighthouse (mobile) on each main route of the shell: performance as the median of `runs`
 * runs (the score is noisy on a shared machine), CLS as the largest.
 */
export async function shellRoutesLighthouse(platformUrl: string, runs = 1): Promise<ShellRouteLighthouse[]> {
  const measured: ShellRouteLighthouse[] = [];
  for (const { route, path } of await shellRoutes(platformUrl)) {
    const url = `${platformUrl}${path}`;
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await lighthousePageRun(url));
    // A run Lighthouse could not finish (a runtime error on a busy machine) has no metrics.
    const valid = results.filter((result) => Number.isFinite(result.cls));
    const median = [...valid].sort((a, b) => a.performance - b.performance)[Math.floor(valid.length / 2)];
    const worst = [...valid].sort((a, b) => b.cls - a.cls)[0];
    measured.push({
      route,
      url,
      performance: median?.performance ?? 0,
      cls: worst?.cls ?? Number.NaN,
      tbtMs: median?.tbtMs ?? Number.NaN,
      lcpMs: median?.lcpMs ?? Number.NaN,
      shifts: worst?.shifts ?? [],
    });
  }
  return measured;
}

// `npx tsx bench/shell-pages-lighthouse.ts http://localhost:18640 [runs]` measures a running platform.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await shellRoutesLighthouse(
    process.argv[2] ?? 'http://localhost:8080',
    Number(process.argv[3] ?? 1),
  );
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(15)} perf ${row.performance}  CLS ${row.cls.toFixed(3)}  TBT ${row.tbtMs.toFixed(0)} ms  LCP ${row.lcpMs.toFixed(0)} ms  ${row.url}`,
    );
    for (const shift of row.shifts) console.log(`    ${shift.score.toFixed(3)}  ${shift.node}`);
  }
}
