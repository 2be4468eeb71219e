/**
 * What one embedded element costs a pro's page (issue #11): the demo pro site's plain widget-lab page
 * against the same page with exactly one element in its HTML, in Lighthouse's mobile profile. Layout
 * shift is exact; the score and blocking time are medians of a few runs where a budget reads them.
 */
import { REMOTES, STORE_TAG } from '@showroom/contract/constants';
import { lighthousePageRun } from './lighthouse-home.ts';

export interface PageLayout {
  /** Lighthouse performance score, 0–100. */
  performance: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
}

export interface ElementLayoutCost {
  tag: string;
  without: PageLayout;
  with: PageLayout;
  /** The nodes that shifted on the page with the element (Lighthouse's own labels), for the log. */
  shifted: string[];
}

/** The catalogue's elements, held to their own points budget. */
export const CATALOGUE_ELEMENTS: readonly string[] = REMOTES.catalog.elements;
/** Elements whose score a budget reads: measured three times (median); the rest once. */
const SCORED_ELEMENTS = new Set(['showroom-entry', STORE_TAG, ...CATALOGUE_ELEMENTS]);
const PLAIN_RUNS = 3;
const SCORED_RUNS = 3;

interface Run extends PageLayout {
  shifted: string[];
}

async function measure(url: string): Promise<Run> {
  const run = await lighthousePageRun(url);
  return { ...run, shifted: run.shifts.map(({ node, score }) => `${node} (${score.toFixed(3)})`) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function medianLayout(url: string, runs: number): Promise<Run> {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await measure(url));
  return {
    performance: median(results.map((run) => run.performance)),
    // A shift is a shift: the worst run counts, not the median.
    cls: Math.max(...results.map((run) => run.cls)),
    tbtMs: median(results.map((run) => run.tbtMs)),
    lcpMs: median(results.map((run) => run.lcpMs)),
    shifted: results.flatMap((run) => run.shifted),
  };
}

/** Every element of REMOTES, and the store, on `{siteUrl}/widget-lab/<tag>` against `{siteUrl}/widget-lab/`. */
export async function elementLayoutCosts(siteUrl: string): Promise<ElementLayoutCost[]> {
  const { shifted: _, ...without } = await medianLayout(`${siteUrl}/widget-lab/`, PLAIN_RUNS);
  const costs: ElementLayoutCost[] = [];
  for (const tag of [...Object.values(REMOTES).flatMap((remote) => remote.elements), STORE_TAG]) {
    const runs = SCORED_ELEMENTS.has(tag) ? SCORED_RUNS : 1;
    const { shifted, ...layout } = await medianLayout(`${siteUrl}/widget-lab/${tag}`, runs);
    costs.push({ tag, without, with: layout, shifted: [...new Set(shifted)] });
  }
  return costs;
}
